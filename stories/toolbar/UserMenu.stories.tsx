import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { User } from '@atrium/mock-api';
import { UserMenu } from '@atrium/ui';
import { avatarImage } from './fixtures';
import { failingFirst, neverAnswers, serverError } from './handlers';
import { ToolbarFrame } from './ToolbarFrame';

const PATH = '*/api/common/user';
const user: User = {
  id: 'u1',
  name: 'Lucía Navarro',
  email: 'admin@atrium.dev',
  avatar: avatarImage('LN', 262),
  status: 'online',
};
const flaky = failingFirst('get', PATH, () => user);

const meta = {
  title: 'Toolbar/UserMenu',
  component: UserMenu,
  decorators: [(Story) => <ToolbarFrame>{Story()}</ToolbarFrame>],
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const statusOf = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-status]');

const openMenu = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menú de usuario' }));
  return screen.findByRole('menu', { name: 'Menú de usuario' });
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(statusOf(canvasElement)).toHaveAttribute('data-status', 'online'));
    await expect(within(canvasElement).getByRole('img', { name: 'Lucía Navarro' })).toBeVisible();
    const menu = await openMenu(canvasElement);
    await expect(within(menu).getByText('Conectado como')).toBeVisible();
    await expect(within(menu).getByText('admin@atrium.dev')).toBeVisible();
    for (const name of ['Perfil', 'Ajustes', 'Estado', 'Cerrar sesión']) {
      await expect(within(menu).getByRole('menuitem', { name })).toBeVisible();
    }
  },
};

/** No picture: the default user icon carries the dot. */
export const DefaultIcon: Story = {
  parameters: {
    msw: { handlers: { user: http.get(PATH, () => HttpResponse.json({ ...user, avatar: null, status: 'busy' })) } },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(statusOf(canvasElement)).toHaveAttribute('data-status', 'busy'));
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { user: neverAnswers('get', PATH) } } },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await expect(within(menu).getByText('Cargando…')).toBeVisible();
    await expect(within(menu).getByRole('menuitem', { name: 'Estado' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Error: Story = {
  beforeEach: () => flaky.reset(),
  parameters: { msw: { handlers: { user: flaky.handler } } },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await waitFor(() => expect(within(menu).getByText('No se ha podido cargar el usuario.')).toBeVisible());
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Reintentar' }));
    await waitFor(() => expect(statusOf(canvasElement)).toHaveAttribute('data-status', 'online'));
    const again = await openMenu(canvasElement);
    await expect(within(again).getByText('admin@atrium.dev')).toBeVisible();
  },
};

export const ChangesStatus: Story = {
  parameters: { msw: { handlers: { user: http.get(PATH, () => HttpResponse.json(user)) } } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(statusOf(canvasElement)).toHaveAttribute('data-status', 'online'));
    const menu = await openMenu(canvasElement);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Estado' }));
    const submenu = await screen.findByRole('menu', { name: 'Estado' });
    await expect(within(submenu).getByRole('menuitemradio', { name: 'En línea' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(within(submenu).getByRole('menuitemradio', { name: 'Ocupado' }));
    await waitFor(() => expect(statusOf(canvasElement)).toHaveAttribute('data-status', 'busy'));
  },
};

export const StatusChangeFails: Story = {
  parameters: {
    msw: { handlers: { user: [http.get(PATH, () => HttpResponse.json(user)), serverError('patch', PATH)] } },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(statusOf(canvasElement)).toHaveAttribute('data-status', 'online'));
    const menu = await openMenu(canvasElement);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Estado' }));
    const submenu = await screen.findByRole('menu', { name: 'Estado' });
    await userEvent.click(within(submenu).getByRole('menuitemradio', { name: 'Ausente' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('se ha deshecho');
    await expect(statusOf(canvasElement)).toHaveAttribute('data-status', 'online');
  },
};

export const SignsOut: Story = {
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Cerrar sesión' }));
    await waitFor(() =>
      expect(within(canvasElement).getByRole('status', { name: 'Ruta actual' })).toHaveTextContent('/sign-out'),
    );
  },
};
