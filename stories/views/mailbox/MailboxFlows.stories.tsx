import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MailboxApp } from '@atrium/ui/views/mailbox/MailboxView.tsx';
import { MailboxFrame } from './MailboxFrame';

const meta = {
  title: 'Views/Mailbox/Flows',
  component: MailboxFrame,
  // What these stories review: the mailbox, which MailboxFrame routes to over the mock API.
  subcomponents: { MailboxApp },
  // Behaviour checks: their end states are the App scenarios' screens again, so they are not screenshotted.
  parameters: { route: '/apps/mailbox/inbox', layout: 'fullscreen', chromatic: { disableSnapshot: true } },
  // The composer's editor is fetched the first time it is drawn: loaded before each story, so a flow
  // waits only for the mock, never for that download.
  loaders: [
    async () => {
      await import('@atrium/ui/primitives/RichText/LexicalEditor.tsx');
    },
  ],
} satisfies Meta<typeof MailboxFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const DRAFT_SUBJECT = 'Draft: proposal for the partner program';
const location = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status', { name: 'Ruta actual' });

/** A saved draft opens in the composer with what it held; finished and sent, it leaves Drafts for Sent. */
export const FinishesDraft: Story = {
  name: 'Finishes and sends a saved draft',
  parameters: { route: '/apps/mailbox/drafts' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const drafts = await canvas.findByRole('grid', { name: 'Correos: Borradores' });
    await expect(canvas.getByText('1–9 de 9')).toBeVisible();
    // The newest of the nine drafts.
    await userEvent.click(within(within(drafts).getAllByRole('row')[0]!).getByText(DRAFT_SUBJECT));
    const dialog = await screen.findByRole('dialog', { name: 'Borrador' });
    await expect(within(dialog).getByRole('textbox', { name: 'Para' })).toHaveValue(
      'Tomasz Kowalski <tomasz.kowalski@mail.example>',
    );
    await expect(within(dialog).getByRole('textbox', { name: 'Cc' })).toHaveValue(
      'hana.sato@mail.example, priya.raman@mail.example',
    );
    const subject = within(dialog).getByRole('textbox', { name: 'Asunto' });
    await userEvent.clear(subject);
    await userEvent.type(subject, 'Proposal for the partner program');
    const body = await within(dialog).findByRole('textbox', { name: 'Mensaje' });
    await expect(body).toHaveTextContent('Still to write: pricing section.');
    await userEvent.click(body);
    await userEvent.keyboard('Pricing: see the sheet.{Enter}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));

    await expect(await screen.findByText('Correo enviado')).toBeVisible();
    await expect(await canvas.findByText('1–8 de 8')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Enviados' }));
    const sent = await canvas.findByRole('grid', { name: 'Correos: Enviados' });
    await userEvent.click(await within(sent).findByText('Proposal for the partner program'));
    const message = await canvas.findByRole('article', { name: 'Mensaje de Lucía Navarro' });
    await expect(within(message).getByText(/Pricing: see the sheet\./)).toBeVisible();
    // A sent mail is answered, no longer edited.
    await expect(canvas.getByRole('button', { name: 'Responder' })).toBeVisible();
  },
};

/** Compose opened from the keyboard puts the focus in To, so what is typed at once lands there. */
export const ComposeFromKeyboard: Story = {
  name: 'Compose from the keyboard types into To',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('grid', { name: 'Correos: Entrada' });
    canvas.getAllByRole('button', { name: 'Redactar' })[0]!.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo correo' });
    await userEvent.keyboard('ana@mail.example');
    const to = within(dialog).getByRole('textbox', { name: 'Para' });
    await expect(to).toHaveFocus();
    await expect(to).toHaveValue('ana@mail.example');
  },
};

/** Send without a subject asks first: Back keeps everything written, Send anyway sends. */
export const AsksBeforeNoSubject: Story = {
  name: 'Asks before sending without a subject',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('grid', { name: 'Correos: Entrada' });
    await userEvent.click(canvas.getAllByRole('button', { name: 'Redactar' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo correo' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Para' }), 'ana@mail.example');
    const body = await within(dialog).findByRole('textbox', { name: 'Mensaje' });
    await userEvent.click(body);
    await userEvent.keyboard('Te paso el informe.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));

    const ask = await screen.findByRole('alertdialog', { name: '¿Enviar sin asunto?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(screen.getByRole('dialog', { name: 'Nuevo correo' })).toBeVisible();
    await expect(body).toHaveTextContent('Te paso el informe.');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    const again = await screen.findByRole('alertdialog', { name: '¿Enviar sin asunto?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Enviar igualmente' }));
    await expect(await screen.findByText('Correo enviado')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nuevo correo' })).not.toBeInTheDocument());
  },
};

/** The search in the list's header looks in every folder; the words stay in the address, a folder link clears them. */
export const SearchesAllFolders: Story = {
  name: 'Searches across folders',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('grid', { name: 'Correos: Entrada' });
    const field = canvas.getByRole('searchbox', { name: 'Buscar en todas las carpetas' });
    await userEvent.type(field, 'partner program{Enter}');
    const results = await canvas.findByRole('grid', { name: 'Correos: Resultados de «partner program»' });
    await expect(canvas.getByRole('heading', { level: 2, name: 'Resultados de «partner program»' })).toBeVisible();
    // The draft is found from the inbox: a search is not the folder's list.
    await expect((await within(results).findAllByText(DRAFT_SUBJECT))[0]).toBeVisible();
    await expect(location(canvasElement)).toHaveTextContent('/apps/mailbox/inbox?q=partner+program');

    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar en todas las carpetas' }), ' zzz{Enter}');
    await expect(await canvas.findByText('Ningún correo contiene «partner program zzz».')).toBeVisible();

    await userEvent.click(canvas.getByRole('link', { name: /^Entrada/ }));
    await canvas.findByRole('grid', { name: 'Correos: Entrada' });
    await expect(canvas.getByRole('searchbox', { name: 'Buscar en todas las carpetas' })).toHaveValue('');
  },
};
