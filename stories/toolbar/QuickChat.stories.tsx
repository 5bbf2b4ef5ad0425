import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ChatWithContact } from '@atrium/mock-api';
import { QuickChat, QuickChatProvider, QuickChatToggle } from '@atrium/ui';
import { mobileOnlyModes } from '../../.storybook/modes';
import { failingFirst, neverAnswers } from './handlers';
import { ToolbarFrame } from './ToolbarFrame';

const CHATS = '*/api/apps/chat/chats';
const oneChat: ChatWithContact = {
  id: 'chat-1',
  contactId: 'contact-1',
  unreadCount: 0,
  muted: false,
  lastMessage: 'Nos vemos mañana',
  lastMessageAt: '2026-11-21T09:30:00.000Z',
  contact: { id: 'contact-1', avatar: null, name: 'Inés Ortega', about: '' },
};
const flaky = failingFirst('get', CHATS, () => [oneChat]);

/**
 * The quick chat as a layout places it: the toggle in the top bar (below lg), the rail on the end edge;
 * with `page`, a page below the top bar with a field and more content than the window holds.
 */
function QuickChatDemo({ page = false }: { page?: boolean }) {
  return (
    <QuickChatProvider>
      <ToolbarFrame>
        <QuickChatToggle />
      </ToolbarFrame>
      {page && (
        <main style={{ padding: 24, minBlockSize: '200vh' }}>
          <label>
            Nota de la página <input type="text" />
          </label>
        </main>
      )}
      <QuickChat />
    </QuickChatProvider>
  );
}

const meta = {
  title: 'Toolbar/QuickChat',
  component: QuickChat,
  subcomponents: { QuickChatToggle, QuickChatProvider },
  render: () => <QuickChatDemo />,
  // The rail shows from lg (1280 px): the stories run at desktop width unless they say otherwise.
  globals: { viewport: { value: 'desktop' } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof QuickChat>;

export default meta;
type Story = StoryObj<typeof meta>;

const rail = () => screen.findByRole('complementary', { name: 'Chat rápido' });

/** The rail's avatars, once the chats have come. */
async function avatars() {
  const chats = await within(await rail()).findByRole('toolbar', { name: 'Conversaciones' }, { timeout: 5000 });
  return within(chats).getAllByRole('button');
}

export const Rail: Story = {
  play: async () => {
    const region = await rail();
    await expect(region.getBoundingClientRect().width).toBe(64);
    await expect(region.getBoundingClientRect().right).toBe(window.innerWidth);
    const buttons = await avatars();
    await expect(buttons.length).toBeGreaterThan(5);
    // Unread chats say so in their names, not only with the dot.
    await expect(buttons.some((button) => /mensajes? sin leer$/.test(button.textContent ?? ''))).toBe(true);
    // From lg the top bar's toggle gives way to the rail's header.
    await expect(screen.getAllByRole('button', { name: 'Abrir el chat rápido' })).toHaveLength(1);
  },
};

export const Open: Story = {
  play: async () => {
    await avatars();
    await userEvent.click(within(await rail()).getByRole('button', { name: 'Abrir el chat rápido' }));
    const panel = await screen.findByRole('region', { name: 'Chat del equipo' });
    await expect(within(panel).getByText('Elige una conversación para empezar a chatear')).toBeVisible();
    // 384 px with its 1 px edge.
    await expect(Math.round(panel.getBoundingClientRect().width)).toBeGreaterThanOrEqual(383);
    await expect(Math.round(panel.getBoundingClientRect().width)).toBeLessThanOrEqual(384);
    // The panel keeps the avatars at its start.
    await expect(within(panel).getByRole('toolbar', { name: 'Conversaciones' })).toBeVisible();
  },
};

export const Conversation: Story = {
  play: async () => {
    const [first] = await avatars();
    // The avatar's picture carries the contact's name.
    const picture = first!.querySelector('img, [role="img"]')!;
    const name = picture.getAttribute('alt') ?? picture.getAttribute('aria-label')!;
    await userEvent.click(first!);
    const panel = await screen.findByRole('region', { name });
    const log = await within(panel).findByRole('log', {}, { timeout: 5000 });
    await expect(within(panel).getByRole('button', { name: new RegExp(`^${name}`) })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // A reply sent from the panel shows in the conversation.
    const composer = within(panel).getByRole('textbox');
    await userEvent.type(composer, 'Lo reviso ahora mismo{Enter}');
    await waitFor(() => expect(within(log).getByText('Lo reviso ahora mismo')).toBeVisible());
    await expect(composer).toHaveValue('');
  },
};

/**
 * The panel slides out beside the page without blocking it: nothing modal, the page's field takes text and
 * the page scrolls while it is open; Escape in the panel closes it and gives focus back to its opener.
 */
export const KeepsPageUsable: Story = {
  name: 'Keeps the page usable',
  render: () => <QuickChatDemo page />,
  parameters: { chromatic: { disableSnapshot: true } },
  play: async () => {
    const [first] = await avatars();
    const picture = first!.querySelector('img, [role="img"]')!;
    const name = picture.getAttribute('alt') ?? picture.getAttribute('aria-label')!;
    await userEvent.click(first!);
    const panel = await screen.findByRole('region', { name });
    const composer = await within(panel).findByRole('textbox', {}, { timeout: 5000 });
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const field = screen.getByRole('textbox', { name: 'Nota de la página' });
    await userEvent.click(field);
    await userEvent.type(field, 'Sigue funcionando');
    await expect(field).toHaveValue('Sigue funcionando');
    window.scrollTo(0, 300);
    await waitFor(() => expect(window.scrollY).toBe(300));
    await expect(panel).toBeVisible();

    // Back in the panel, Escape closes it and the avatar that opened it has the focus again.
    await userEvent.click(composer);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(panel).not.toBeInTheDocument());
    await expect(first).toHaveFocus();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { chromatic: { modes: mobileOnlyModes } },
  play: async ({ canvasElement }) => {
    // Below lg there is no rail: the top bar's button opens the panel, as wide as the screen.
    await expect(within(canvasElement).queryByRole('complementary')).not.toBeInTheDocument();
    const toggle = within(canvasElement).getByRole('button', { name: 'Abrir el chat rápido' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const panel = await screen.findByRole('dialog', { name: 'Chat del equipo' });
    await waitFor(() => expect(panel.getBoundingClientRect().width).toBeGreaterThanOrEqual(window.innerWidth - 1));
    const chats = await within(panel).findByRole('toolbar', { name: 'Conversaciones' }, { timeout: 5000 });
    await userEvent.click(within(chats).getAllByRole('button')[1]!);
    await expect(await within(panel).findByRole('log', {}, { timeout: 5000 })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { chats: neverAnswers('get', CHATS) } } },
  play: async () => {
    await expect(
      await within(await rail()).findByRole('status', { name: 'Cargando las conversaciones' }),
    ).toBeVisible();
  },
};

export const Error: Story = {
  beforeEach: () => flaky.reset(),
  parameters: { msw: { handlers: { chats: flaky.handler } } },
  play: async () => {
    // The rail says what failed and retries in place; the rest of the page carries on.
    const retry = await within(await rail()).findByRole(
      'button',
      { name: 'No se pudieron cargar las conversaciones. Reintentar' },
      { timeout: 8000 },
    );
    await userEvent.click(retry);
    await waitFor(() =>
      expect(within(screen.getByRole('complementary')).queryByRole('button', { name: /Reintentar/ })).toBeNull(),
    );
    await expect(
      await within(screen.getByRole('complementary')).findByRole('button', { name: 'Inés Ortega' }),
    ).toBeVisible();
  },
};
