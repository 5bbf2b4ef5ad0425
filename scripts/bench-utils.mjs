// What the browser benches in scripts/bench/ share: the median of their runs, and signing in to the
// served build as the demo's admin.

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Signs in at `${origin}/sign-in` with the demo pair in a new page of `context` (a Playwright browser
 * context), waits for the dashboard, and closes the page: the context then holds the session.
 */
export async function signInAsAdmin(context, origin, timeout = 60_000) {
  const page = await context.newPage();
  await page.goto(`${origin}/sign-in`);
  await page.getByLabel('Correo electrónico').fill('admin@atrium.dev');
  await page.getByLabel('Contraseña', { exact: true }).fill('admin');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL(`${origin}/dashboard`, { timeout });
  await page.close();
}
