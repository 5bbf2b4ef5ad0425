import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChatApp } from '@atrium/ui/views/chat/ChatView.tsx';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { desktopOnlyModes, mobileOnlyModes } from '../../../.storybook/modes';
import { failingFirst, neverAnswers, serverError } from '../../toolbar/handlers';
import { ChatFrame } from './ChatFrame';
import { CHAT, CHATS, FARID, FARID_CHAT, MESSAGE } from './fixtures';
import { expectRetryOffered, retryRecovers } from '../errorStories';
import { longTextStory } from '../longTextStories';
import { wideViewport } from '../../primitives/wideViewport';

const meta = {
  title: 'Views/Chat/App',
  component: ChatFrame,
  // What these stories review: the chat app, which ChatFrame routes to over the mock API.
  subcomponents: { ChatApp },
  parameters: { route: `/apps/chat/${FARID_CHAT}`, layout: 'fullscreen' },
} satisfies Meta<typeof ChatFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The header's button (and heading) with the contact's name, which opens contact info. */
const CONTACT_INFO = new RegExp(`^${FARID}\\s?, Información del contacto$`);

const findChats = (canvasElement: HTMLElement) => within(canvasElement).findByRole('grid', { name: 'Chats' });
const findLog = (canvasElement: HTMLElement, name = FARID) =>
  within(canvasElement).findByRole('log', { name: `Conversación con ${name}` });

/**
 * The list with a conversation, the prompt and contact info are the screens a designer reviews, light and
 * dark on a desktop; on a phone list and conversation take turns, which the Phone story shows.
 */
const reviewed = { chromatic: { modes: desktopOnlyModes } };

const chatsAnswer = (canvasElement: HTMLElement) =>
  waitFor(() => expect(within(canvasElement).getAllByRole('row').length).toBeGreaterThan(1));

export const Default: Story = {
  parameters: reviewed,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await findChats(canvasElement);
    await chatsAnswer(canvasElement);
    // Unread markers (dot, count, emphasised last message), the muted icon and the time on the rows.
    const lars = within(list).getByRole('row', { name: /^Lars Boateng/ });
    await expect(within(lars).getByText('1 mensaje sin leer')).toBeInTheDocument();
    await expect(within(lars).getByTestId('chat-last-message')).toHaveAttribute('data-unread', 'true');
    const pablo = within(list).getByRole('row', { name: /^Pablo Jansen/ });
    await expect(within(pablo).getByRole('img', { name: 'Silenciado' })).toBeInTheDocument();
    // The open chat is read now: its count goes.
    const farid = within(list).getByRole('row', { name: /^Farid Garrido/ });
    await waitFor(() => expect(within(farid).queryByText(/sin leer/)).not.toBeInTheDocument());
    await expect(within(farid).getByTestId('chat-last-message')).not.toHaveAttribute('data-unread');
    // The conversation: header, log with bubbles in runs, the newest in view, the composer.
    await expect(canvas.getByRole('heading', { level: 2, name: CONTACT_INFO })).toBeVisible();
    const log = await findLog(canvasElement);
    await expect(await within(log).findByText('Can we ship it on Thursday?')).toBeVisible();
    await expect(within(log).getByRole('row', { name: 'Tú: Yes, the compact one looks great.' })).toHaveAttribute(
      'data-mine',
      'true',
    );
    await expect(canvas.getByRole('textbox', { name: `Mensaje para ${FARID}` })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Enviar' })).toBeDisabled();
  },
};

export const NoSelection: Story = {
  name: 'No selection',
  parameters: { route: '/apps/chat', ...reviewed },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findChats(canvasElement);
    await expect(await canvas.findByText('Elige una conversación')).toBeVisible();
    await expect(canvas.queryByRole('log')).not.toBeInTheDocument();
  },
};

export const ContactInfo: Story = {
  name: 'Contact info',
  parameters: reviewed,
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: CONTACT_INFO }));
    const drawer = await screen.findByRole('dialog', { name: 'Información del contacto' });
    const body = within(drawer);
    await expect(await body.findByRole('heading', { name: FARID })).toBeVisible();
    await expect(body.getByRole('heading', { name: 'Multimedia' })).toBeVisible();
    await expect(body.getAllByRole('img', { name: /^Imagen compartida/ })).toHaveLength(2);
    await expect(body.getByText('Correo electrónico')).toBeVisible();
  },
};

/** From 1440 px contact info docks as the chat's third column: the conversation stays usable beside it. */
export const ContactInfoDocked: Story = {
  name: 'Contact info docked',
  ...wideViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = await canvas.findByRole('button', { name: CONTACT_INFO });
    await userEvent.click(opener);
    const panel = await canvas.findByRole('region', { name: 'Información del contacto' });
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(await within(panel).findByRole('heading', { name: FARID })).toBeVisible();
    // Beside the conversation, at the row's end, 400 px wide.
    const log = await findLog(canvasElement);
    await expect(log.getBoundingClientRect().right).toBeLessThanOrEqual(panel.getBoundingClientRect().left);
    await expect(Math.round(panel.getBoundingClientRect().width)).toBe(400);
    // The composer beside it still takes a message.
    const field = canvas.getByRole('textbox', { name: `Mensaje para ${FARID}` });
    await userEvent.type(field, 'Hola');
    await expect(field).toHaveValue('Hola');
    await expect(panel).toBeVisible();
    await userEvent.click(within(panel).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Información del contacto' })).toBeNull());
  },
};

export const NewChat: Story = {
  name: 'New chat',
  parameters: { route: '/apps/chat' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Nuevo chat' }));
    const drawer = await screen.findByRole('dialog', { name: 'Nuevo chat' });
    const contacts = await within(drawer).findByRole('grid', { name: 'Contactos' });
    await expect(within(contacts).getByText(/^Letra A, \d+ contactos?$/)).toBeInTheDocument();
    await expect(within(contacts).getByRole('row', { name: 'Ada Lindqvist' })).toBeVisible();
    await userEvent.type(within(drawer).getByRole('searchbox', { name: 'Buscar contactos' }), 'zoë');
    await waitFor(() => expect(within(contacts).getAllByRole('row', { name: /Zoë/ })).toHaveLength(2));
    await expect(within(contacts).queryByRole('row', { name: 'Ada Lindqvist' })).not.toBeInTheDocument();
  },
};

/** The Owner's own profile (Lucía Navarro): the header and the drawer follow who signed in. */
export const Profile: Story = {
  parameters: { route: '/apps/chat', actor: 'owner' },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Tu perfil: Lucía Navarro' }));
    const drawer = await screen.findByRole('dialog', { name: 'Perfil' });
    const body = within(drawer);
    await expect(await body.findByRole('textbox', { name: 'Nombre' })).toHaveValue('Lucía Navarro');
    await expect(body.getByRole('textbox', { name: 'Correo electrónico' })).toHaveAttribute('readonly');
    await expect(body.getByRole('textbox', { name: 'Acerca de' })).toHaveValue(
      'Back-office lead. Ask me about the dashboard.',
    );
    await expect(body.getByRole('button', { name: 'Cambiar foto' })).toBeVisible();
  },
};

/**
 * The list's header is whoever signed in: the Viewer finds her own profile (Valeria Cruz, from her
 * account), not the Owner's. The same screen as Profile, so played, not shot.
 */
export const ViewerProfile: Story = {
  name: 'Viewer profile',
  parameters: { route: '/apps/chat', actor: 'viewer', chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Tu perfil: Valeria Cruz' }));
    await expect(canvas.queryByText('Lucía Navarro')).not.toBeInTheDocument();
    const body = within(await screen.findByRole('dialog', { name: 'Perfil' }));
    await expect(await body.findByRole('textbox', { name: 'Nombre' })).toHaveValue('Valeria Cruz');
    await expect(body.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue('viewer@atrium.dev');
  },
};

/** On a phone the conversation covers the list; the back arrow brings the list back. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { chromatic: { modes: mobileOnlyModes } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await findLog(canvasElement)).toBeVisible();
    // The list is out of view (and out of the accessibility tree) while the conversation covers it.
    await waitFor(() => expect(canvas.queryByRole('grid', { name: 'Chats' })).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Volver a los chats' }));
    await expect(await canvas.findByText('/apps/chat')).toBeInTheDocument();
    await expect(await findChats(canvasElement)).toBeVisible();
    await expect(canvas.getByText('Elige una conversación')).not.toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { route: '/apps/chat', msw: { handlers: { chats: http.get(CHATS, () => HttpResponse.json([])) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Aún no hay chats')).toBeVisible();
    await expect(canvas.getByText('Empieza una conversación con el botón de nuevo chat.')).toBeVisible();
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { chats: neverAnswers('get', CHATS), chat: neverAnswers('get', CHAT) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Cargando chats')).toBeInTheDocument();
    await expect(await canvas.findByText('Cargando la conversación')).toBeInTheDocument();
  },
};

const flaky = failingFirst('get', CHATS, () => []);
export const Error: Story = {
  beforeEach: () => flaky.reset(),
  parameters: {
    route: '/apps/chat',
    msw: { handlers: { chats: flaky.handler } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('No se pudieron cargar los chats.');
    await expectRetryOffered(alert);
  },
};

/** Retry after the failed load brings the data (from the Error story's state). */
export const RetryRecovers: Story = retryRecovers(Error, async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const alert = await canvas.findByRole('alert');
  await expect(alert).toHaveTextContent('No se pudieron cargar los chats.');
  await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
  await expect(await canvas.findByText('Aún no hay chats')).toBeVisible();
});

/** POST message answers 500: the bubble and the list's last message show, go back, and a toast offers Retry. */
export const SendFails: Story = {
  name: 'Send fails',
  parameters: { msw: { handlers: { message: serverError('post', MESSAGE) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = await findLog(canvasElement);
    await within(log).findByText('Can we ship it on Thursday?');
    const field = canvas.getByRole('textbox', { name: `Mensaje para ${FARID}` });
    await userEvent.type(field, 'Nos vemos el jueves{Enter}');
    const toast = await screen.findByText(`Tu mensaje para ${FARID} no se envió.`);
    await expect(toast).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await waitFor(() => expect(within(log).queryByText('Nos vemos el jueves')).not.toBeInTheDocument());
    const farid = within(await findChats(canvasElement)).getByRole('row', { name: /^Farid Garrido/ });
    await expect(within(farid).getByTestId('chat-last-message')).toHaveTextContent('Can we ship it on Thursday?');
  },
};

/** Every name, title and address with a long unbroken word: nothing scrolls sideways or is cut. */
export const LongText: Story = longTextStory(ContactInfo);
