import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { HorizontalNavigation, type NavItem } from '@atrium/ui';
import { Page, navigation } from './NavDemo';

const meta = {
  title: 'Navigation/Horizontal',
  component: HorizontalNavigation,
  parameters: { layout: 'fullscreen' },
  args: { items: navigation.horizontal },
  render: (args) => (
    <div>
      <div style={{ padding: '8px 24px' }}>
        <HorizontalNavigation {...args} />
      </div>
      <Page />
    </div>
  ),
} satisfies Meta<typeof HorizontalNavigation>;

export default meta;
type Story = StoryObj<typeof meta>;

const route = () => screen.getByTestId('route');

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Navegación superior' });
    await expect(within(nav).getByRole('link', { name: 'Ejemplo' })).toHaveAttribute('href', '/example');
    const dashboards = within(nav).getByRole('button', { name: 'Paneles' });
    await userEvent.click(dashboards);
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Analítica' }));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    // The router changes the address in a transition: wait for it to land.
    await waitFor(() => expect(route()).toHaveTextContent('/dashboards/analytics'));
    // The entry holding the current route is marked.
    await waitFor(() => expect(dashboards).toHaveAttribute('data-active'));
  },
};

export const Submenus: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Navegación superior' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Aplicaciones' }));
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Centro de ayuda' }));
    const submenus = await screen.findAllByRole('menu');
    const submenu = submenus[submenus.length - 1]!;
    await userEvent.click(within(submenu).getByRole('menuitem', { name: 'Preguntas frecuentes' }));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(route()).toHaveTextContent('/apps/help-center/faqs'));
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Navegación superior' });
    await userEvent.tab();
    await waitFor(() => expect(within(nav).getByRole('button', { name: 'Paneles' })).toHaveFocus());
    // Enter opens the menu on its first item; arrows move, Escape closes back to the button.
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Proyecto' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Analítica' })).toHaveFocus());
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Criptomonedas' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(within(nav).getByRole('button', { name: 'Paneles' })).toHaveFocus());
    // Type-ahead inside a menu.
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('f');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Finanzas' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(route()).toHaveTextContent('/dashboards/finance'));
  },
};

const onAction = fn();
const demoItems: NavItem[] = [
  { id: 'demo.home', type: 'basic', title: 'Inicio', icon: 'house', link: '/', exactMatch: true },
  {
    id: 'demo.more',
    type: 'group',
    title: 'Más',
    children: [
      { id: 'demo.action', type: 'basic', title: 'Acción', icon: 'bell', function: onAction },
      { id: 'demo.divider', type: 'divider' },
      { id: 'demo.disabled', type: 'basic', title: 'Deshabilitado', link: '/x', disabled: true },
      { id: 'demo.hidden', type: 'basic', title: 'Oculto', link: '/y', hidden: () => true },
      {
        id: 'demo.external',
        type: 'basic',
        title: 'Enlace externo',
        link: 'https://example.com',
        externalLink: true,
        target: '_blank',
      },
    ],
  },
];

export const ItemTypes: Story = {
  args: { items: demoItems },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Navegación superior' });
    await expect(within(nav).getByRole('link', { name: 'Inicio' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('button', { name: 'Más' }));
    const menu = await screen.findByRole('menu');
    await expect(within(menu).queryByText('Oculto')).not.toBeInTheDocument();
    await expect(within(menu).getByRole('menuitem', { name: 'Deshabilitado' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(within(menu).getByRole('menuitem', { name: 'Enlace externo' })).toHaveAttribute('target', '_blank');
    await expect(within(menu).getByRole('separator')).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Acción' }));
    await expect(onAction).toHaveBeenCalledTimes(1);
  },
};
