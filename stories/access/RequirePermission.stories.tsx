import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { PageShell, RequireAreaPermission, RequirePermission } from '@atrium/ui';
import { RouterBridge } from '@atrium/ui/navigation/RouterBridge.tsx';
import { meAs, meFailsOnce, meNeverAnswers, owner, supportAgent, viewer } from './me';

const flaky = meFailsOnce(owner);

/** The guarded area: what a user holding the permission sees. */
const Area = () => <PageShell title="Usuarios">Lista de usuarios</PageShell>;

const meta = {
  title: 'Access/RequirePermission',
  component: RequirePermission,
  args: { permission: 'users:view', children: <Area /> },
  parameters: { layout: 'fullscreen', msw: { handlers: { me: meAs(owner) } } },
  decorators: [
    (Story) => (
      <RouterBridge>
        <Story />
      </RouterBridge>
    ),
  ],
} satisfies Meta<typeof RequirePermission>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While `api/me` loads: a light skeleton, announced, never the area nor the 403 page. */
export const Loading: Story = {
  parameters: { msw: { handlers: { me: meNeverAnswers } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Comprobando tus permisos…');
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
  },
};

/** An Owner holds `users:view`: the area shows. */
export const Allowed: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible();
    await expect(canvas.getByText('Lista de usuarios')).toBeVisible();
  },
};

/** A Viewer holds every `:view`: the area shows too. */
export const AllowedForViewer: Story = {
  parameters: { actor: 'viewer', msw: { handlers: { me: meAs(viewer) } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible();
  },
};

/** A Support agent lacks `users:view`: the 403 page, naming it, in place of the area. */
export const Forbidden: Story = {
  parameters: { msw: { handlers: { me: meAs(supportAgent) } } },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'No tienes acceso a esta página' }),
    ).toBeVisible();
    await expect(canvas.getByText('Ver usuarios')).toBeVisible();
    await expect(canvas.queryByText('Lista de usuarios')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Volver al panel' })).toHaveAttribute('href', '/dashboard');
  },
};

/** `api/me` failed: a message with Retry (never a blank page), and Retry brings the area. */
export const ServerError: Story = {
  name: 'Error',
  parameters: { msw: { handlers: { me: flaky.handler } } },
  beforeEach: () => flaky.reset(),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('No se han podido cargar tus permisos.');
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible();
  },
};

/** The route guard: the address decides the permission (`/users` needs `users:view`). */
export const AreaByAddress: Story = {
  parameters: { route: '/users/usr-viewer', msw: { handlers: { me: meAs(supportAgent) } } },
  render: () => (
    <RequireAreaPermission>
      <Area />
    </RequireAreaPermission>
  ),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'No tienes acceso a esta página' }),
    ).toBeVisible();
    await waitFor(() => expect(canvas.getByText('(users:view)')).toBeVisible());
  },
};

/** An address outside the areas (a sample app) needs no permission. */
export const OutsideTheAreas: Story = {
  parameters: { route: '/apps/contacts', msw: { handlers: { me: meAs(supportAgent) } } },
  render: () => (
    <RequireAreaPermission>
      <Area />
    </RequireAreaPermission>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible();
  },
};
