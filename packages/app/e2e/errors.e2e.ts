/**
 * A view that fails inside the signed-in frame: the error says what happened in the frame's content
 * area, the navigation stays, and Retry brings the view back. The failure is the one a person meets
 * after a new version is deployed while their tab is open: the view's chunk is gone from the server.
 */
import { existsSync, readdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { expect, test } from './browser';

test(
  'a view whose chunk is gone shows the error in the frame, and Retry brings it back',
  { timeout: 90_000 },
  async ({ page, appUrl, problems }) => {
    const assets = join(inject('appDist'), 'assets');
    const chunk = readdirSync(assets).find((file) => /^ComingSoonPage-.*\.js$/.test(file));
    expect(chunk).toBeDefined();
    const served = join(assets, chunk!);
    const gone = `${served}.gone`;

    await page.goto(`${appUrl}/sign-in?redirectURL=${encodeURIComponent('/dashboard')}`);
    await page.getByLabel('Correo electrónico').fill('admin@atrium.dev');
    await page.getByLabel('Contraseña', { exact: true }).fill('admin');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL(`${appUrl}/dashboard`, { timeout: 15_000 });

    renameSync(served, gone);
    try {
      // An address still "coming soon" (every app without a view of its own): its page is that chunk.
      await page.goto(`${appUrl}/apps/calendar`);
      const alert = page.getByRole('alert', { name: 'No se ha podido cargar esta parte de Atrium' });
      await alert.waitFor({ timeout: 30_000 });
      // In the frame's content area: the frame's navigation is still there and leads elsewhere.
      expect(await alert.locator('xpath=ancestor::main').count()).toBe(1);
      expect(await page.getByRole('navigation').count()).toBeGreaterThan(0);
      expect(await alert.getByRole('link', { name: 'Ir al inicio' }).getAttribute('href')).toBe('/dashboard');
      await alert.getByRole('button', { name: 'Detalles técnicos' }).click();
      await alert.getByText(/ComingSoonPage/).waitFor();
    } finally {
      if (existsSync(gone)) renameSync(gone, served);
      // The browser reports the missing chunk (its 404): expected here, and only this.
      const unexpected = problems.filter((problem) => !/ComingSoonPage/.test(problem));
      problems.splice(0, problems.length, ...unexpected);
    }

    await page.getByRole('button', { name: 'Recargar la página' }).click();
    await page.getByRole('heading', { level: 1, name: 'Próximamente' }).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('alert', { name: 'No se ha podido cargar esta parte de Atrium' }).count()).toBe(0);
  },
);
