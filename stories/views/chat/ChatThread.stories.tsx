import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '@atrium/ui';
import { ChatThread } from '@atrium/ui/views/chat/components/ChatThread.tsx';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FARID, FARID_CHAT } from './fixtures';

/** The thread as the quick chat shows it: 384 px wide, compact, no header, its own toasts. */
function QuickChatBox({ chatId }: { chatId: string }) {
  return (
    <div
      style={{
        inlineSize: 384,
        blockSize: 640,
        display: 'flex',
        flexDirection: 'column',
        border: `1px solid ${vars.color.divider}`,
      }}
    >
      <ChatThread chatId={chatId} compact />
    </div>
  );
}

const meta = {
  title: 'Views/Chat/Thread',
  component: QuickChatBox,
  subcomponents: { ChatThread },
  args: { chatId: FARID_CHAT },
} satisfies Meta<typeof QuickChatBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Compact, at the quick chat's width: the log opens at the newest message and a message sends. */
export const Compact: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = await canvas.findByRole('log', { name: `Conversación con ${FARID}` });
    await expect(await within(log).findByText('Can we ship it on Thursday?')).toBeVisible();
    const field = canvas.getByRole('textbox', { name: `Mensaje para ${FARID}` });
    await userEvent.type(field, 'Sí, el jueves{Enter}');
    const sent = await within(log).findByText('Sí, el jueves');
    await expect(sent).toBeVisible();
    await expect(field).toHaveValue('');
    // Stored: the "sending" mark gives way to the time.
    await waitFor(() => expect(sent.closest('[role="row"]')).not.toHaveAttribute('data-pending'));
  },
};

export const UnknownChat: Story = {
  name: 'Unknown chat',
  args: { chatId: 'no-such-chat' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Este chat no existe')).toBeVisible();
  },
};

/** Reading is allowed without `chat:reply`, writing is not: the field stays, read-only, and says why. */
export const ReadOnly: Story = {
  name: 'Read only',
  // The Viewer (chat:view only), on the mock too: a message that slipped through would be refused there.
  parameters: { actor: 'viewer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = await canvas.findByRole('log', { name: `Conversación con ${FARID}` });
    await expect(await within(log).findByText('Can we ship it on Thursday?')).toBeVisible();
    const composer = () => canvas.getByRole('textbox', { name: `Mensaje para ${FARID}` });
    await waitFor(() => expect(composer()).toHaveAttribute('readonly'));
    const field = composer();
    await expect(field).toHaveAccessibleDescription('Necesitas el permiso «Responder en el chat»');
    await userEvent.type(field, 'Hola{Enter}');
    await expect(field).toHaveValue('');
    await expect(within(log).queryByText('Hola')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Enviar' })).toBeDisabled();
  },
};
