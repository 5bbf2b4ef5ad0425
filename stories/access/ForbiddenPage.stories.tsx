import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Route, Routes, useLocation } from 'react-router';
import { ForbiddenPage } from '@atrium/ui';
import { RouterBridge } from '@atrium/ui/navigation/RouterBridge.tsx';
import { layoutModes } from '../../.storybook/modes';

/** Where the back link led. */
function Landing() {
  return (
    <p>
      Has llegado a <output aria-label="Ruta actual">{useLocation().pathname}</output>
    </p>
  );
}

const meta = {
  title: 'Access/ForbiddenPage',
  component: ForbiddenPage,
  args: { permission: 'users:view' },
  parameters: { layout: 'fullscreen', route: '/users', chromatic: { modes: layoutModes } },
  decorators: [
    (Story) => (
      <RouterBridge>
        <Routes>
          <Route path="/users" element={<Story />} />
          <Route path="*" element={<Landing />} />
        </Routes>
      </RouterBridge>
    ),
  ],
} satisfies Meta<typeof ForbiddenPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A Support agent opening /users: the page says so, names the permission, and leads back. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'No tienes acceso a esta página' });
    await expect(heading).toBeVisible();
    await expect(canvas.getByText('Error 403')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'No tienes acceso a esta página' })).toHaveTextContent(
      'Esta página necesita el permiso Ver usuarios (users:view)',
    );
    const back = canvas.getByRole('link', { name: 'Volver al panel' });
    await expect(back).toHaveAttribute('href', '/dashboard');
    await userEvent.click(back);
    await expect(await canvas.findByRole('status', { name: 'Ruta actual' })).toHaveTextContent('/dashboard');
  },
};

/** Another area, another permission named. */
export const Roles: Story = {
  args: { permission: 'roles:view' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ver roles')).toBeVisible();
    await expect(canvas.getByText('(roles:view)')).toBeVisible();
  },
};
