/**
 * The mailbox, used as a person would: write and send a mail, find it in Sent and answer it; label
 * two mails and delete the label; a mail whose body tries to run script runs nothing; a mail marked
 * unread stays so; a saved draft is finished and sent; the phone layout passes axe; the Viewer reads
 * and changes nothing. The mock API
 * keeps its data in the page's localStorage, and every test starts from the seed in a fresh context.
 */
import type { Page } from 'playwright-core';
import { callApi, expect, expectNoAxeViolations, signInAs, signInAt, test } from './browser';

const list = (page: Page, name: string) => page.getByRole('grid', { name: `Correos: ${name}` });
const folders = (page: Page) => page.getByRole('navigation', { name: 'Carpetas del correo' });

/** Opens a mail from the list by its subject (a click on the subject, not on the row's star). */
async function openMail(page: Page, listName: string, subject: string) {
  // A mail just sent is in the list at once but opens once the server has answered (its row is disabled till then).
  const escaped = subject.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const row = list(page, listName)
    .getByRole('row', { name: new RegExp(`: ${escaped}$`), disabled: false })
    .first();
  await row.getByText(subject, { exact: true }).click();
  await page.getByRole('heading', { level: 2, name: subject }).waitFor();
}

test('a mail written, checked and sent is in Sent, and its reply follows it', async ({ page, appUrl }) => {
  await signInAt(page, appUrl, '/apps/mailbox/inbox');
  await list(page, 'Entrada').getByRole('row').first().waitFor();
  await page.getByText(/^1–10 de \d+$/).waitFor();
  await expectNoAxeViolations(page, 'the inbox');

  await page.getByRole('button', { name: 'Redactar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo correo' });
  await dialog.waitFor();
  const to = dialog.getByRole('textbox', { name: 'Para' });
  await to.fill('ana.lopez@mail.example, bruno@');
  await dialog.getByRole('button', { name: 'Añadir Cc', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Cc', exact: true }).fill('carla@mail.example');
  await dialog.getByRole('textbox', { name: 'Asunto' }).fill('Plan del trimestre');
  await dialog.getByRole('textbox', { name: 'Mensaje' }).fill('Hola Ana,\n\nTe paso el plan.\nUn saludo');
  await expectNoAxeViolations(page, 'the compose dialog');
  // A bad address is named, and nothing typed is lost.
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await dialog.getByText('«bruno@» no es una dirección de correo válida.').waitFor();
  expect(await to.inputValue()).toBe('ana.lopez@mail.example, bruno@');
  await to.fill('ana.lopez@mail.example, bruno@mail.example');
  const sent = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/api/apps/mailbox/mail'),
  );
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await dialog.waitFor({ state: 'hidden' });
  expect((await sent).status()).toBe(200);
  await page.getByText('Correo enviado').waitFor();

  await folders(page).getByRole('link', { name: 'Enviados' }).click();
  await page.waitForURL(/\/apps\/mailbox\/sent$/);
  await openMail(page, 'Enviados', 'Plan del trimestre');
  const message = page.getByRole('article', { name: /^Mensaje de / });
  await message.getByText('Te paso el plan.', { exact: false }).waitFor();
  await message.getByRole('button', { name: 'Ver detalles' }).click();
  await message.getByText('ana.lopez@mail.example, bruno@mail.example', { exact: true }).waitFor();
  await message.getByText('carla@mail.example', { exact: true }).waitFor();
  await expectNoAxeViolations(page, 'the reader');

  await page.getByRole('button', { name: 'Responder', exact: true }).focus();
  await page.keyboard.press('Enter');
  const reply = page.getByRole('region', { name: 'Respuesta' });
  // A reply to our own mail goes to its recipients.
  expect(await reply.getByRole('textbox', { name: 'Para' }).inputValue()).toBe(
    'ana.lopez@mail.example, bruno@mail.example',
  );
  await reply.getByRole('textbox', { name: 'Mensaje' }).fill('Se me olvidaba el anexo.');
  await reply.getByRole('button', { name: 'Enviar' }).click();
  await reply.waitFor({ state: 'hidden' });
  await list(page, 'Enviados').getByText('Re: Plan del trimestre', { exact: true }).waitFor();
  await openMail(page, 'Enviados', 'Re: Plan del trimestre');
  await page.getByRole('article').getByText('Se me olvidaba el anexo.').waitFor();
}, 60_000);

test('a label on two mails, once deleted in the settings, is gone from both', async ({ page, appUrl }) => {
  await signInAt(page, appUrl, '/apps/mailbox/settings');
  await page.getByRole('textbox', { name: 'Nueva etiqueta' }).fill('Clientes VIP');
  await page.getByText('clientes-vip', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Crear etiqueta' }).click();
  await folders(page).getByRole('link', { name: 'Clientes VIP' }).waitFor();

  await folders(page).getByRole('link', { name: 'Entrada' }).click();
  const inbox = list(page, 'Entrada');
  const rows = inbox.getByRole('row');
  await rows.nth(1).waitFor();
  const subjects = [];
  for (const index of [0, 1]) {
    const row = rows.nth(index);
    subjects.push(((await row.getAttribute('aria-label')) ?? '').replace(/^[^:]*: /, ''));
    // react-aria hides the input itself: tick it through its label, as a pointer would.
    await row.locator('label').first().click();
  }
  await page.getByText('2 seleccionados').waitFor();
  await page
    .getByRole('toolbar', { name: 'Acciones con los correos seleccionados' })
    .getByRole('button', { name: 'Etiquetar' })
    .click();
  const patched = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && r.url().endsWith('/api/apps/mailbox/mail'),
  );
  await page.getByRole('menuitem', { name: 'Clientes VIP' }).click();
  await patched;

  await folders(page).getByRole('link', { name: 'Clientes VIP' }).click();
  const labelled = list(page, 'Clientes VIP');
  await expect.poll(() => labelled.getByRole('row').count()).toBe(2);
  await openMail(page, 'Clientes VIP', subjects[0]!);
  const chips = page.getByRole('main').getByRole('list', { name: 'Etiquetas' });
  await chips.getByText('Clientes VIP', { exact: true }).waitFor();

  await folders(page).getByRole('link', { name: 'Ajustes' }).click();
  await page.getByRole('button', { name: 'Borrar la etiqueta Clientes VIP' }).click();
  const deleted = page.waitForResponse(
    (r) => r.request().method() === 'DELETE' && r.url().includes('/api/apps/mailbox/label'),
  );
  await page.getByRole('alertdialog').getByRole('button', { name: 'Borrar' }).click();
  await deleted;
  await expect.poll(() => folders(page).getByRole('link', { name: 'Clientes VIP' }).count()).toBe(0);

  // Neither mail carries it any more.
  await folders(page).getByRole('link', { name: 'Entrada' }).click();
  for (const subject of subjects) {
    await openMail(page, 'Entrada', subject);
    await page.getByRole('article').waitFor();
    expect(await page.getByRole('main').getByText('Clientes VIP', { exact: true }).count()).toBe(0);
  }
  await page.goto(`${appUrl}/apps/mailbox/label/clientes-vip`);
  await page.getByText('No existe la etiqueta «clientes-vip».').waitFor();
}, 60_000);

test('a mail body that tries to run script shows as text or clean markup and runs nothing', async ({
  page,
  appUrl,
}) => {
  await signInAt(page, appUrl, '/apps/mailbox/inbox');
  await list(page, 'Entrada').getByRole('row').first().waitFor();
  const payload =
    '<p>Hola <img src="x" onerror="window.__xss = 1"> adiós <a href="javascript:window.__xss = 2">pulsa</a> ' +
    '<a href="https://example.com/ok">enlace</a></p><script>window.__xss = 3</script>';

  // Written in the compose dialog, the markup is text.
  await page.getByRole('button', { name: 'Redactar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo correo' });
  await dialog.getByRole('textbox', { name: 'Para' }).fill('ana@mail.example');
  await dialog.getByRole('textbox', { name: 'Asunto' }).fill('Texto con marcas');
  await dialog.getByRole('textbox', { name: 'Mensaje' }).fill(payload);
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await page.getByText('Correo enviado').waitFor();

  // Stored as HTML (what a hostile server could hold), it is cleaned before it is shown.
  const stored = await callApi<{ id: string; slug: string }[]>(page, '/api/apps/mailbox/folders');
  await callApi(page, '/api/apps/mailbox/mail', {
    method: 'POST',
    body: {
      mail: {
        to: 'ana@mail.example',
        cc: [],
        bcc: [],
        subject: 'HTML con marcas',
        content: payload,
        contentType: 'html',
        folder: stored.find((folder) => folder.slug === 'sent')!.id,
      },
    },
  });

  await folders(page).getByRole('link', { name: 'Enviados' }).click();
  await openMail(page, 'Enviados', 'Texto con marcas');
  const article = page.getByRole('article');
  await article.getByText('window.__xss = 1', { exact: false }).waitFor();
  expect(await article.locator('img[src="x"], script').count()).toBe(0);
  expect(await article.getByRole('link').count()).toBe(0);

  await openMail(page, 'Enviados', 'HTML con marcas');
  await article.getByText('adiós', { exact: false }).waitFor();
  expect(await article.locator('img[src="x"], script').count()).toBe(0);
  expect(await article.locator('a[href^="javascript"]').count()).toBe(0);
  expect(await article.getByRole('link', { name: 'enlace' }).getAttribute('href')).toBe('https://example.com/ok');

  await page.waitForTimeout(200);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
}, 60_000);

test('a read mail marked unread from the reader is still unread after a reload', async ({ page, appUrl }) => {
  const subject = 'Bug report: export button';
  await signInAt(page, appUrl, '/apps/mailbox/inbox/204eeb89-f39f-4378-84c3-c6aef05d8574');
  await page.getByRole('heading', { level: 2, name: subject }).waitFor();
  const patches: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && request.url().endsWith('/api/apps/mailbox/mail'))
      patches.push((request.postDataJSON() as { mail: unknown }).mail);
  });
  const patched = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && r.url().endsWith('/api/apps/mailbox/mail'),
  );
  await page.getByRole('button', { name: 'Más opciones' }).click();
  await page.getByRole('menuitem', { name: 'Marcar como no leído' }).click();
  expect((await patched).status()).toBe(200);
  await list(page, 'Entrada').getByRole('row').first().waitFor();
  await page.waitForTimeout(300);
  expect(patches).toEqual([{ unread: true }]);

  await page.reload();
  const search = page.getByRole('searchbox', { name: 'Buscar en todas las carpetas' });
  await search.fill(subject);
  await search.press('Enter');
  const row = list(page, `Resultados de «${subject}»`).getByRole('row', { name: new RegExp(`: ${subject}$`) });
  await row.getByText('No leído').waitFor();
}, 60_000);

test('a saved draft reopens in the composer, and finished and sent it leaves Drafts for Sent', async ({
  page,
  appUrl,
}) => {
  await signInAt(page, appUrl, '/apps/mailbox/inbox');
  await list(page, 'Entrada').getByRole('row').first().waitFor();
  await page.getByRole('button', { name: 'Redactar' }).click();
  const compose = page.getByRole('dialog', { name: 'Nuevo correo' });
  await compose.getByRole('textbox', { name: 'Para' }).fill('ana.lopez@mail.example');
  await compose.getByRole('textbox', { name: 'Asunto' }).fill('Orden del día');
  await compose.getByRole('textbox', { name: 'Mensaje' }).fill('Primer punto.');
  await compose.getByRole('button', { name: 'Guardar borrador' }).click();
  await page.getByText('Guardado en Borradores').waitFor();

  await folders(page)
    .getByRole('link', { name: /^Borradores/ })
    .click();
  const drafts = list(page, 'Borradores');
  const draftRow = drafts.getByRole('row', { name: /: Orden del día$/, disabled: false });
  await draftRow.getByText('Orden del día', { exact: true }).click();
  const draft = page.getByRole('dialog', { name: 'Borrador' });
  expect(await draft.getByRole('textbox', { name: 'Para' }).inputValue()).toBe('ana.lopez@mail.example');
  expect(await draft.getByRole('textbox', { name: 'Asunto' }).inputValue()).toBe('Orden del día');
  await draft.getByRole('textbox', { name: 'Mensaje' }).getByText('Primer punto.').waitFor();
  await draft.getByRole('textbox', { name: 'Mensaje' }).fill('Primer punto. Segundo punto.');
  await draft.getByRole('button', { name: 'Enviar' }).click();
  await page.getByText('Correo enviado').waitFor();
  await expect.poll(() => drafts.getByText('Orden del día', { exact: true }).count()).toBe(0);

  await folders(page).getByRole('link', { name: 'Enviados' }).click();
  await openMail(page, 'Enviados', 'Orden del día');
  await page.getByRole('article').getByText('Primer punto. Segundo punto.').waitFor();
  // Sent, it is a mail to answer, not a draft to edit.
  await page.getByRole('button', { name: 'Responder', exact: true }).waitFor();
  await page.reload();
  await page.getByRole('article').getByText('Primer punto. Segundo punto.').waitFor();
  expect(await page.getByRole('dialog').count()).toBe(0);
}, 60_000);

test('on a phone the mailbox has its h1 and no axe violation', async ({ page, appUrl }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInAt(page, appUrl, '/apps/mailbox/inbox');
  await list(page, 'Entrada').getByRole('row').first().waitFor();
  await page.getByRole('heading', { level: 1, name: 'Correo' }).waitFor({ state: 'attached' });
  await expectNoAxeViolations(page, 'the inbox on a phone');
}, 60_000);

test('the Viewer finds no write in the mailbox, and the API refuses one with 403', async ({
  page,
  appUrl,
  problems,
}) => {
  page.setDefaultTimeout(10_000);
  await signInAs(page, appUrl, 'viewer@atrium.dev', 'viewer', '/apps/mailbox/inbox');

  const inbox = list(page, 'Entrada');
  await inbox.getByRole('row').first().waitFor();
  const refused = async (name: string) => {
    const button = page.getByRole('button', { name, exact: true }).first();
    await expect.poll(() => button.getAttribute('aria-disabled')).toBe('true');
  };
  await refused('Redactar');
  expect(await inbox.getByRole('checkbox').count()).toBe(0);
  expect(await inbox.getByRole('button', { name: /^(Destacar|Quitar destacado)$/ }).count()).toBe(0);

  const row = inbox.getByRole('row').first();
  const rowSubject = ((await row.getAttribute('aria-label')) ?? '').replace(/^[^:]*: /, '');
  await row.getByText(rowSubject, { exact: true }).click();
  await page.getByRole('heading', { level: 2, name: rowSubject }).waitFor();
  for (const name of ['Responder', 'Responder a todos', 'Reenviar', 'Etiquetas', 'Más opciones']) await refused(name);
  await page.getByRole('button', { name: 'Responder', exact: true }).focus();
  await page.keyboard.press('Enter');
  expect(await page.getByRole('region', { name: 'Respuesta' }).count()).toBe(0);

  const answer = await page.evaluate(async () => {
    const headers = {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${localStorage.getItem('atrium.accessToken') ?? ''}`,
    };
    const page1 = (await (await fetch('/api/apps/mailbox/mails?folder=inbox', { headers })).json()) as {
      mails: { id: string; starred: boolean }[];
    };
    const mail = page1.mails[0]!;
    const response = await fetch('/api/apps/mailbox/mail', {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ id: mail.id, mail: { starred: !mail.starred } }),
    });
    const after = (await (await fetch(`/api/apps/mailbox/mail?id=${mail.id}`, { headers })).json()) as {
      starred: boolean;
    };
    return {
      status: response.status,
      body: (await response.json()) as unknown,
      unchanged: after.starred === mail.starred,
    };
  });
  expect(answer).toEqual({
    status: 403,
    body: { code: 'forbidden', permission: 'mail:write', error: 'You need the mail:write permission' },
    unchanged: true,
  });
  // The browser reports the refused call itself (status 403); nothing else may have gone wrong.
  const others = problems.filter(
    (problem) => !/Failed to load resource: the server responded with a status of 403/.test(problem),
  );
  problems.splice(0, problems.length, ...others);
}, 60_000);
