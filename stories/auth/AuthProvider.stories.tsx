import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { AuthProvider, useAuthSession, useAuthState } from '@atrium/ui';
import { AuthStory, SIGN_IN_EMAIL, SIGN_IN_PASSWORD } from '../pages/authStory';

/** What a component below the provider reads and does with the session. */
function SessionPanel() {
  const session = useAuthSession();
  const state = useAuthState();
  return (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      <output aria-label="Estado de la sesión">{state.status}</output>
      <output aria-label="Usuario">{state.user?.name ?? '—'}</output>
      <button type="button" onClick={() => void session.signIn(SIGN_IN_EMAIL, SIGN_IN_PASSWORD)}>
        Iniciar sesión
      </button>
      <button type="button" onClick={() => session.signOut()}>
        Cerrar sesión
      </button>
    </div>
  );
}

const meta = {
  title: 'Auth/AuthProvider',
  component: AuthProvider,
  render: () => (
    <AuthStory>
      <SessionPanel />
    </AuthStory>
  ),
} satisfies Meta<typeof AuthProvider>;

export default meta;
// The demo renders the provider itself, so stories take no args.
type Story = StoryObj;

/** Every component below sees the same session: signing in and out updates them all. */
export const SignInAndOut: Story = {
  play: async ({ canvas, userEvent }) => {
    const status = canvas.getByRole('status', { name: 'Estado de la sesión' });
    await waitFor(() => expect(status).toHaveTextContent('signed-out'));
    await userEvent.click(canvas.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(status).toHaveTextContent('signed-in'), { timeout: 5000 });
    await expect(canvas.getByRole('status', { name: 'Usuario' })).toHaveTextContent('Lucía Navarro');
    await userEvent.click(canvas.getByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(status).toHaveTextContent('signed-out'));
  },
};
