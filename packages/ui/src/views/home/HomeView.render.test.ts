/** The home renders every card in both languages over a full answer, with no translation key missing. */
import { readFileSync } from 'node:fs';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { expect, it } from 'vitest';
import { createI18n } from '../../i18n/i18n';
import type { TranslationTree } from '../../i18n/load';
import { overviewAnswer, supportAnswer, supportMe } from '../../../../../stories/views/home/fixtures';
import { HomeView } from './HomeView';

const strings = (lang: string) =>
  Promise.resolve(JSON.parse(readFileSync(`packages/app/public/i18n/${lang}.json`, 'utf8')) as TranslationTree);

const ownerMe = {
  ...supportMe,
  user: { ...supportMe.user, id: '1f7e0fd8-5b6e-45de-8c14-74c55391b375', name: 'Lucía Navarro' },
  permissions: ['dashboard:view', 'users:view', 'orders:view', 'agent:view', 'audit:view'],
};

async function render(lang: 'es' | 'en', me: unknown, answer: unknown) {
  const missing: string[] = [];
  const { i18n } = await createI18n({ language: lang, fetchTranslation: strings, warn: (m) => missing.push(m) });
  const client = new QueryClient();
  client.setQueryData(['me'], me);
  client.setQueryData(['overview'], answer);
  const html = renderToString(
    h(I18nextProvider, { i18n }, h(QueryClientProvider, { client }, h(MemoryRouter, null, h(HomeView)))),
  );
  return { html, missing };
}

for (const lang of ['es', 'en'] as const) {
  it(`renders every card in ${lang}, with no key missing`, async () => {
    const { html, missing } = await render(lang, ownerMe, overviewAnswer());
    expect(missing).toEqual([]);
    expect(html).not.toContain('home.');
    expect(html).toContain(lang === 'es' ? 'Pedidos que necesitan atención' : 'Orders needing attention');
    expect(html).toContain(lang === 'es' ? 'Lucía Navarro (tú)' : 'Lucía Navarro (you)');
    expect(html).toContain(lang === 'es' ? 'Pedido enviado: #12001' : 'Order shipped: #12001');
    expect(html).toContain('href="/orders?attention=pendingOver24h"');
  });
}

it('leaves out the cards a Support agent may not see', async () => {
  const { html } = await render('es', supportMe, supportAnswer());
  expect(html).toContain('Pedidos de hoy');
  expect(html).not.toContain('Equipo conectado');
  expect(html).not.toContain('Actividad reciente');
});
