import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MailboxApp } from '@atrium/ui/views/mailbox/MailboxView.tsx';
import { layoutModes } from '../../../.storybook/modes';
import { failingFirst, neverAnswers, serverError } from '../../toolbar/handlers';
import { MailboxFrame } from './MailboxFrame';
import { expectRetryOffered, retryRecovers } from '../errorStories';
import { longTextStory } from '../longTextStories';

const MAILS = '*/api/apps/mailbox/mails';
/** A seed mail in the inbox: Chiara Bianchi's bug report. */
const CHIARA_MAIL = '204eeb89-f39f-4378-84c3-c6aef05d8574';
const emptyPage = {
  mails: [],
  pagination: { totalResults: 0, resultsPerPage: 10, currentPage: 1, lastPage: 1, startIndex: 0, endIndex: -1 },
};
const flaky = failingFirst('get', MAILS, () => emptyPage);

const meta = {
  title: 'Views/Mailbox/App',
  component: MailboxFrame,
  // What these stories review: the mailbox, which MailboxFrame routes to over the mock API.
  subcomponents: { MailboxApp },
  parameters: { route: '/apps/mailbox/inbox', layout: 'fullscreen' },
} satisfies Meta<typeof MailboxFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const findList = (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid', { name: 'Correos: Entrada' });

/** The list, the reader and the settings are the screens a designer reviews: on phones too. */
const phoneAndDesktop = { chromatic: { modes: layoutModes } };

export const Inbox: Story = {
  parameters: phoneAndDesktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await findList(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Entrada' })).toBeVisible();
    await expect(within(list).getAllByRole('row')).toHaveLength(10);
    await expect(canvas.getByText(/^1–10 de \d+$/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Página siguiente' })).toBeEnabled();
    // Unread rows say so in words, not only with the coloured edge.
    await expect(within(list).getAllByText('No leído').length).toBeGreaterThan(0);
  },
};

export const ReaderOpen: Story = {
  parameters: { route: `/apps/mailbox/inbox/${CHIARA_MAIL}`, ...phoneAndDesktop },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const subject = await canvas.findByRole('heading', { level: 2, name: 'Bug report: export button' });
    await expect(subject).toBeVisible();
    const message = canvas.getByRole('article', { name: 'Mensaje de Chiara Bianchi' });
    await expect(within(message).getByText(/Clicking export on the orders page/)).toBeVisible();
    await userEvent.click(within(message).getByRole('button', { name: 'Ver detalles' }));
    await expect(within(message).getByText('chiara.bianchi@mail.example, rafael.morales@mail.example')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Responder' })).toBeVisible();
  },
};

/**
 * Signed in as the Viewer (`mail:view` only), mail is read and never changed: compose, reply, reply to all,
 * forward, labels, important, star and the more menu are disabled and name the missing permission, and the
 * list offers no ticks. The story acts as the Viewer on the mock too, which refuses any write with 403.
 */
export const ViewerReadOnly: Story = {
  name: 'As the Viewer, read-only',
  parameters: { route: `/apps/mailbox/inbox/${CHIARA_MAIL}`, actor: 'viewer', ...phoneAndDesktop },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const reason = 'Necesitas el permiso «Escribir correos»';
    await canvas.findByRole('heading', { level: 2, name: 'Bug report: export button' });
    const refused = async (button: HTMLElement) => {
      await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
      await expect(button).toHaveAccessibleDescription(reason);
    };
    // Compose sits in the sidebar, a closed drawer on phones.
    await refused(canvas.getAllByRole('button', { name: 'Redactar', hidden: true })[0]!);
    const toolbar = canvas.getByRole('toolbar', { name: 'Acciones del correo' });
    for (const name of ['Etiquetas', 'Quitar importante', 'Destacar', 'Más opciones']) {
      await refused(within(toolbar).getByRole('button', { name }));
    }
    for (const name of ['Responder', 'Responder a todos', 'Reenviar']) {
      await refused(canvas.getByRole('button', { name }));
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Responder' }));
    await expect(canvas.queryByRole('region', { name: 'Respuesta' })).not.toBeInTheDocument();
    const rows = within(canvas.getByRole('grid', { name: 'Correos: Entrada', hidden: true })).getAllByRole('row', {
      hidden: true,
    });
    for (const row of rows) await expect(within(row).queryByRole('checkbox', { hidden: true })).toBeNull();
    await expect(screen.queryByText('No se ha podido cambiar el correo.')).not.toBeInTheDocument();
  },
};

/** Send checks every address and names the bad one; nothing typed is lost. */
export const Compose: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findList(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Redactar' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo correo' });
    const to = within(dialog).getByRole('textbox', { name: 'Para' });
    await userEvent.type(to, 'ana@mail.example, bruno@');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Asunto' }), 'Reunión del lunes');
    // The editor's code loads when it is first drawn.
    const body = await within(dialog).findByRole('textbox', { name: 'Mensaje' });
    await userEvent.click(body);
    await userEvent.keyboard('Hola,{Enter}¿nos vemos a las diez?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await expect(await within(dialog).findByText('«bruno@» no es una dirección de correo válida.')).toBeVisible();
    await expect(to).toHaveValue('ana@mail.example, bruno@');
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await expect(body).toHaveTextContent('¿nos vemos a las diez?');
  },
};

export const Settings: Story = {
  parameters: { route: '/apps/mailbox/settings', ...phoneAndDesktop },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const labels = await canvas.findByRole('list', { name: 'Etiquetas' });
    await expect(within(labels).getAllByRole('listitem')).toHaveLength(6);
    // The slug preview, with the suffix when another label has the plain one.
    const title = canvas.getByRole('textbox', { name: 'Nueva etiqueta' });
    await userEvent.type(title, 'Work');
    await expect(canvas.getByText('work-1')).toBeVisible();
    await expect(title).toHaveAccessibleDescription(
      'En la dirección: work-1 («work» ya es de otra etiqueta: se añade un número)',
    );
  },
};

export const EmptyFolder: Story = {
  parameters: { msw: { handlers: { mails: http.get(MAILS, () => HttpResponse.json(emptyPage)) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No hay correos aquí.')).toBeVisible();
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { mails: neverAnswers('get', MAILS) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const message = await canvas.findByText('Cargando correos…');
    await expect(message.closest('[role="status"]')).not.toBeNull();
  },
};

export const Error: Story = {
  beforeEach: () => flaky.reset(),
  parameters: { msw: { handlers: { mails: flaky.handler } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('No se han podido cargar los correos.');
    await expectRetryOffered(alert);
  },
};

/** Retry after the failed load brings the data (from the Error story's state). */
export const RetryRecovers: Story = retryRecovers(Error, async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const alert = await canvas.findByRole('alert');
  await expect(alert).toHaveTextContent('No se han podido cargar los correos.');
  await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
  await expect(await canvas.findByText('No hay correos aquí.')).toBeVisible();
});

/** PATCH answers 500: the star shows at once, then goes back, and a toast says so with Retry. */
export const WriteFails: Story = {
  parameters: {
    msw: { handlers: { mailPatch: serverError('patch', '*/api/apps/mailbox/mail') } },
    chromatic: { disableSnapshot: true },
  },
  play: async ({ canvasElement }) => {
    const list = await findList(canvasElement);
    const row = within(list).getAllByRole('row')[0]!;
    const star = within(row).getByRole('button', { name: /^(Destacar|Quitar destacado)$/ });
    const before = star.getAttribute('aria-label');
    await userEvent.click(star);
    await expect(await screen.findByText('No se ha podido cambiar el correo.')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await waitFor(() => expect(within(row).getByRole('button', { name: before! })).toBeVisible());
  },
};

/** An address inside the mailbox that names nothing gets a message and a way back, never a blank page. */
export const BadAddress: Story = {
  parameters: { route: '/apps/mailbox/label/nope?page=2', chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No existe la etiqueta «nope».')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ir a Entrada' }));
    await findList(canvasElement);
  },
};

/** Every name, title and address with a long unbroken word: nothing scrolls sideways or is cut. */
export const LongText: Story = longTextStory(ReaderOpen);
