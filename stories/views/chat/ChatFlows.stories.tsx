import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChatApp } from '@atrium/ui/views/chat/ChatView.tsx';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ChatFrame } from './ChatFrame';
import { FARID, FARID_CHAT } from './fixtures';

const meta = {
  title: 'Views/Chat/Flows',
  component: ChatFrame,
  subcomponents: { ChatApp },
  // Interactions: each ends on a state another story already shows.
  parameters: { route: '/apps/chat', layout: 'fullscreen', chromatic: { disableSnapshot: true } },
} satisfies Meta<typeof ChatFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const AMARA = 'Amara Marin';

declare global {
  interface Window {
    chatXss?: number;
  }
}

/**
 * Enter sends, Shift+Enter starts a line, blank text is never sent; the message shows in the log and
 * as the list's last message, and its chat moves to the top. Markup is shown as typed and runs nothing.
 */
export const SendsMessage: Story = {
  name: 'Sends a message',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('grid', { name: 'Chats' });
    // Amara's chat is the oldest: last in the list.
    await waitFor(() => expect(within(list).getAllByRole('row').at(-1)).toHaveAccessibleName(new RegExp(`^${AMARA}`)));
    await userEvent.click(within(list).getByRole('row', { name: new RegExp(`^${AMARA}`) }));
    const log = await canvas.findByRole('log', { name: `Conversación con ${AMARA}` });
    await within(log).findByText('See you at the conference!');
    const field = canvas.getByRole('textbox', { name: `Mensaje para ${AMARA}` });
    const send = canvas.getByRole('button', { name: 'Enviar' });

    // Blank: nothing is sent.
    await userEvent.type(field, '   {Enter}');
    await expect(send).toBeDisabled();
    await expect(within(log).queryAllByRole('row', { name: /^Tú:/ })).toHaveLength(0);

    // Shift+Enter makes a new line; Enter sends.
    await userEvent.clear(field);
    await userEvent.type(field, 'Primera línea{Shift>}{Enter}{/Shift}segunda línea');
    await expect(field).toHaveValue('Primera línea\nsegunda línea');
    await userEvent.keyboard('{Enter}');
    await expect(field).toHaveValue('');
    const mine = await within(log).findByRole('row', { name: 'Tú: Primera línea\nsegunda línea' });
    await expect(mine).toHaveAttribute('data-mine', 'true');
    await waitFor(() => expect(within(list).getAllByRole('row')[0]).toHaveAccessibleName(new RegExp(`^${AMARA}`)));
    const row = within(list).getByRole('row', { name: new RegExp(`^${AMARA}`) });
    await expect(within(row).getByTestId('chat-last-message')).toHaveTextContent('Primera línea segunda línea');

    // A hostile message is plain text.
    const payload = '<img src=x onerror="window.chatXss=1"><script>window.chatXss=2</script>';
    await userEvent.type(field, payload.replace(/[{[]/g, '$&$&'));
    await userEvent.keyboard('{Enter}');
    const shown = await within(log).findByText(payload);
    await expect(shown.querySelector('img, script')).toBeNull();
    await expect(log.querySelector('img, script')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(window.chatXss).toBeUndefined();
    // Stored by the API (the pending mark goes).
    await waitFor(() => expect(shown.closest('[role="row"]')).not.toHaveAttribute('data-pending'));
  },
};

/** The chat's menu mutes and unmutes; clearing and deleting ask first. */
export const ManagesChat: Story = {
  name: 'Mutes, clears and deletes a chat',
  parameters: { route: `/apps/chat/${FARID_CHAT}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('grid', { name: 'Chats' });
    const log = await canvas.findByRole('log', { name: `Conversación con ${FARID}` });
    await within(log).findByText('Can we ship it on Thursday?');
    const farid = () => within(list).getByRole('row', { name: new RegExp(`^${FARID}`) });

    await userEvent.click(canvas.getByRole('button', { name: 'Opciones del chat' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Silenciar notificaciones' }));
    await expect(await within(farid()).findByRole('img', { name: 'Silenciado' })).toBeInTheDocument();
    await expect(canvas.getByText('Notificaciones silenciadas')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Opciones del chat' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Vaciar mensajes' }));
    const clear = await screen.findByRole('alertdialog', { name: '¿Vaciar los mensajes?' });
    await userEvent.click(within(clear).getByRole('button', { name: 'Vaciar' }));
    await expect(await within(log).findByText(`Aún no hay mensajes con ${FARID}. ¡Saluda!`)).toBeVisible();
    await expect(within(farid()).getByTestId('chat-last-message')).toHaveTextContent('Aún no hay mensajes');

    await userEvent.click(canvas.getByRole('button', { name: 'Opciones del chat' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Eliminar chat' }));
    const remove = await screen.findByRole('alertdialog', { name: '¿Eliminar el chat?' });
    await userEvent.click(within(remove).getByRole('button', { name: 'Eliminar' }));
    await expect(await canvas.findByText('Elige una conversación')).toBeVisible();
    await waitFor(() =>
      expect(within(list).queryByRole('row', { name: new RegExp(`^${FARID}`) })).not.toBeInTheDocument(),
    );
  },
};

/**
 * The Viewer reads chats but may not write in them (`chat:reply`): the chat's menu offers muting, clearing
 * and deleting disabled with the reason under each, and "Nuevo chat" stays focusable and says why. The story
 * acts as the Viewer on the mock too, so a write that slipped through would be refused there as well.
 */
export const ViewerCannotChange: Story = {
  name: 'As the Viewer, changes are refused',
  parameters: { route: `/apps/chat/${FARID_CHAT}`, actor: 'viewer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const reason = 'Necesitas el permiso «Responder en el chat»';
    const log = await canvas.findByRole('log', { name: `Conversación con ${FARID}` });
    await within(log).findByText('Can we ship it on Thursday?');
    const composer = canvas.getByRole('textbox', { name: `Mensaje para ${FARID}` });
    await waitFor(() => expect(composer).toHaveAttribute('readonly'));

    await userEvent.click(canvas.getByRole('button', { name: 'Opciones del chat' }));
    const menu = await screen.findByRole('menu');
    for (const name of ['Silenciar notificaciones', 'Vaciar mensajes', 'Eliminar chat']) {
      const item = within(menu).getByRole('menuitem', { name });
      await expect(item).toHaveAttribute('aria-disabled', 'true');
      await expect(item).toHaveAccessibleDescription(reason);
    }
    await expect(within(menu).getByRole('menuitem', { name: 'Información del contacto' })).not.toHaveAttribute(
      'aria-disabled',
    );
    await userEvent.keyboard('{Escape}');

    const newChat = canvas.getByRole('button', { name: 'Nuevo chat' });
    await expect(newChat).toHaveAttribute('aria-disabled', 'true');
    newChat.focus();
    // The menu button's own tooltip may still be closing: the one that opens names the reason.
    await waitFor(() => expect(screen.getAllByRole('tooltip').map((tooltip) => tooltip.textContent)).toContain(reason));
    await userEvent.keyboard('{Enter}');
    await expect(screen.queryByRole('dialog', { name: 'Nuevo chat' })).not.toBeInTheDocument();
  },
};

/** Picking a contact with a chat opens it; picking one without starts an empty chat. */
export const StartsChat: Story = {
  name: 'Starts a chat',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('grid', { name: 'Chats' });
    const pick = async (name: string) => {
      await userEvent.click(canvas.getByRole('button', { name: 'Nuevo chat' }));
      const drawer = await screen.findByRole('dialog', { name: 'Nuevo chat' });
      await userEvent.click(await within(drawer).findByRole('row', { name }));
    };
    await pick(FARID);
    await expect(await canvas.findByRole('log', { name: `Conversación con ${FARID}` })).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText('Ruta actual')).toHaveTextContent(`/apps/chat/${FARID_CHAT}`));

    await pick('Inés Jansen');
    await expect(await canvas.findByText('Aún no hay mensajes con Inés Jansen. ¡Saluda!')).toBeVisible();
    const list = canvas.getByRole('grid', { name: 'Chats' });
    await waitFor(() => expect(within(list).getAllByRole('row')[0]).toHaveAccessibleName(/^Inés Jansen/));
  },
};

/** The profile's name is saved through the API and shows in the header; a blank name is refused. */
export const EditsProfile: Story = {
  name: 'Edits the profile',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Tu perfil: Lucía Navarro' }));
    const drawer = await screen.findByRole('dialog', { name: 'Perfil' });
    const name = await within(drawer).findByRole('textbox', { name: 'Nombre' });
    await userEvent.clear(name);
    await userEvent.click(within(drawer).getByRole('button', { name: 'Guardar' }));
    await expect(await within(drawer).findAllByText('Escribe tu nombre.')).not.toHaveLength(0);
    await userEvent.type(name, 'Lucía N.');
    await userEvent.type(within(drawer).getByRole('textbox', { name: 'Acerca de' }), ' De vacaciones.');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Guardar' }));
    await expect(await canvas.findByRole('button', { name: 'Tu perfil: Lucía N.' })).toBeVisible();
    await expect(await screen.findByText('Perfil guardado')).toBeVisible();
  },
};

/** /chat (the operator's area) is the same view. */
export const AtChatArea: Story = {
  name: 'At /chat',
  parameters: { route: `/chat/${FARID_CHAT}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('log', { name: `Conversación con ${FARID}` })).toBeVisible();
    await userEvent.click(
      within(await canvas.findByRole('grid', { name: 'Chats' })).getByRole('row', { name: /^Rafael Bakr/ }),
    );
    // The router moves to the picked chat in a transition, which may land a moment after the click.
    await waitFor(() => expect(canvas.getByLabelText('Ruta actual')).toHaveTextContent(/^\/chat\/b6fa3e07/));
  },
};
