import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { VerticalNavigation } from '@atrium/ui';
import { NavFrame, OverFrame, allTypesItems, navigation } from './NavDemo';

const meta = {
  title: 'Navigation/Vertical',
  component: VerticalNavigation,
  parameters: { layout: 'fullscreen' },
  args: { items: navigation.default, appearance: 'default', mode: 'side', position: 'left', tone: 'dark' },
  argTypes: {
    appearance: { control: 'inline-radio', options: ['default', 'compact', 'dense', 'thin'] },
    mode: { control: 'inline-radio', options: ['side', 'over'] },
    position: { control: 'inline-radio', options: ['left', 'right'] },
    tone: { control: 'inline-radio', options: ['dark', 'surface', 'futuristic'] },
  },
  render: (args) => <NavFrame {...args} />,
} satisfies Meta<typeof VerticalNavigation>;

export default meta;
type Story = StoryObj<typeof meta>;

const panelOf = (nav: HTMLElement) => nav.closest<HTMLElement>('[data-vertical-navigation]')!;
const route = () => screen.getByTestId('route');
/** A link's navigation commits in a transition: wait for the new route (the story tests' act() did). */
const expectRoute = (path: string) => waitFor(() => expect(route()).toHaveTextContent(path));

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Navegación principal' });
    await expect(within(nav).getByText('Paneles')).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Proyecto' })).toHaveAttribute('href', '/dashboards/project');
    await expect(Math.round(panelOf(nav).getBoundingClientRect().width)).toBe(280);
    // A link navigates inside the app and becomes the current page.
    await userEvent.click(within(nav).getByRole('link', { name: 'Analítica' }));
    await expectRoute('/dashboards/analytics');
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Analítica' })).toHaveAttribute('aria-current', 'page'),
    );
  },
};

export const English: Story = {
  globals: { language: 'en' },
  play: async ({ canvas }) => {
    const nav = await canvas.findByRole('navigation', { name: 'Main navigation' }, { timeout: 5000 });
    await expect(within(nav).getByRole('link', { name: 'Project' })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Analytics' })).toBeVisible();
  },
};

export const Compact: Story = {
  args: { items: navigation.compact, appearance: 'compact' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Navegación principal' });
    await expect(Math.round(panelOf(nav).getBoundingClientRect().width)).toBe(112);
    // Tiles are asides: one opens its panel beside the navigation.
    const tile = within(nav).getByRole('button', { name: 'Paneles' });
    await userEvent.click(tile);
    await expect(tile).toHaveAttribute('aria-expanded', 'true');
    const aside = await canvas.findByRole('navigation', { name: 'Navegación de Paneles' });
    await expect(within(aside).getByRole('link', { name: 'Proyecto' })).toBeVisible();
    await userEvent.click(tile);
    await expect(canvas.queryByRole('navigation', { name: 'Navegación de Paneles' })).not.toBeInTheDocument();
  },
};

export const Dense: Story = {
  args: { appearance: 'dense' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Navegación principal' });
    const root = panelOf(nav);
    const panel = root.firstElementChild as HTMLElement;
    await expect(Math.round(root.getBoundingClientRect().width)).toBe(80);
    await expect(Math.round(panel.getBoundingClientRect().width)).toBe(80);
    // Focus inside (like the pointer over it) widens the panel over the content; the docked
    // column keeps its 80 px.
    within(nav).getByRole('link', { name: 'Proyecto' }).focus();
    await waitFor(() => expect(Math.round(panel.getBoundingClientRect().width)).toBe(280));
    await expect(Math.round(root.getBoundingClientRect().width)).toBe(80);
    await expect(within(nav).getByText('Proyecto')).toBeVisible();
  },
};

export const Thin: Story = {
  args: { items: navigation.compact, appearance: 'thin', tone: 'surface' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Navegación principal' });
    await expect(Math.round(panelOf(nav).getBoundingClientRect().width)).toBe(80);
    // Icons only, but every entry keeps its name; focus shows the title as a tooltip.
    within(nav)
      .getByRole('button', { name: /Documentación/ })
      .focus();
    await userEvent.tab();
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Ejemplo' })).toHaveFocus());
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Ejemplo');
  },
};

export const Futuristic: Story = {
  args: { items: navigation.futuristic, tone: 'futuristic' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Navegación principal' });
    await expect(within(nav).getByRole('button', { name: /Documentación/ })).toBeVisible();
  },
};

export const PositionRight: Story = {
  args: { position: 'right' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Navegación principal' });
    const rect = panelOf(nav).getBoundingClientRect();
    await expect(Math.round(rect.right)).toBe(document.documentElement.clientWidth);
    // Its aside panel opens towards the content (the start side).
    await userEvent.click(within(nav).getByRole('button', { name: /Documentación/ }));
    const aside = await canvas.findByRole('navigation', { name: 'Navegación de Documentación' });
    await expect(aside.getBoundingClientRect().right).toBeLessThanOrEqual(rect.left + 1);
  },
};

export const Closed: Story = {
  args: { opened: false },
  play: async ({ canvas }) => {
    // A closed docked panel is out of sight and out of the tab order.
    await expect(canvas.queryByRole('navigation', { name: 'Navegación principal' })).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(document.activeElement?.closest('[data-vertical-navigation]')).toBeNull();
  },
};

export const OverMode: Story = {
  render: (args) => <OverFrame {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Navegación principal' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir navegación' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menú de navegación' });
    const nav = within(drawer).getByRole('navigation', { name: 'Navegación principal' });
    // Following a link closes the drawer.
    await userEvent.click(within(nav).getByRole('link', { name: 'Finanzas' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expectRoute('/dashboards/finance');
    await expect(screen.getByTestId('opened')).toHaveTextContent('cerrada');
  },
};

export const OverModeClosesOnOverlayAndEscape: Story = {
  render: (args) => <OverFrame {...args} />,
  play: async ({ canvas }) => {
    const open = canvas.getByRole('button', { name: 'Abrir navegación' });
    await userEvent.click(open);
    await screen.findByRole('dialog', { name: 'Menú de navegación' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(open);
    const drawer = await screen.findByRole('dialog', { name: 'Menú de navegación' });
    const overlay = drawer.parentElement!.parentElement!;
    await userEvent.pointer({ keys: '[MouseLeft]', target: overlay, coords: { x: 600, y: 300 } });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const OverModeRight: Story = {
  args: { position: 'right' },
  render: (args) => <OverFrame {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir navegación' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menú de navegación' });
    await waitFor(() =>
      expect(Math.round(drawer.parentElement!.getBoundingClientRect().right)).toBe(
        document.documentElement.clientWidth,
      ),
    );
  },
};

export const ActiveRoute: Story = {
  parameters: { route: '/apps/help-center/faqs' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Navegación principal' });
    // The collapsable leading to the current route has opened by itself.
    await expect(within(nav).getByRole('button', { name: 'Centro de ayuda' })).toHaveAttribute('aria-expanded', 'true');
    await expect(within(nav).getByRole('link', { name: 'Preguntas frecuentes' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // exactMatch: the help center's home is not active below it.
    await expect(within(nav).getByRole('link', { name: 'Inicio' })).not.toHaveAttribute('aria-current');
    // The other collapsables stay closed.
    await expect(within(nav).getByRole('button', { name: 'Comercio electrónico' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const AutoCollapse: Story = {
  parameters: { route: '/apps/help-center/faqs' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Navegación principal' });
    const help = within(nav).getByRole('button', { name: 'Centro de ayuda' });
    const shop = within(nav).getByRole('button', { name: 'Comercio electrónico' });
    await userEvent.click(shop);
    await expect(shop).toHaveAttribute('aria-expanded', 'true');
    await expect(help).toHaveAttribute('aria-expanded', 'false');
    await expect(within(nav).getByRole('link', { name: 'Inventario' })).toBeVisible();
  },
};

const onAction = fn();

export const AllItemTypes: Story = {
  args: { items: allTypesItems(onAction) },
  parameters: { route: '/demo/list?filter=open' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Navegación principal' });
    // Group heading and subtitle.
    await expect(within(nav).getByText('Grupo de ejemplo')).toBeVisible();
    await expect(within(nav).getByText('Un encabezado con subtítulo')).toBeVisible();
    // queryParams: the link carries them and matches the current route.
    const query = within(nav).getByRole('link', { name: 'Con parámetros' });
    await expect(query).toHaveAttribute('href', '/demo/list?filter=open');
    await expect(query).toHaveAttribute('aria-current', 'page');
    // Forced active, badge, subtitle.
    await expect(within(nav).getByRole('button', { name: 'Siempre activo' })).toHaveAttribute('data-active');
    await expect(within(nav).getByRole('link', { name: /Con subtítulo/ })).toHaveTextContent('Nuevo');
    // External link with its target, and its tooltip.
    const external = within(nav).getByRole('link', { name: /Enlace externo/ });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    query.focus();
    await userEvent.tab();
    await waitFor(() => expect(external).toHaveFocus());
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Se abre en una pestaña nueva');
    // Click action.
    await userEvent.click(within(nav).getByRole('button', { name: 'Acción' }));
    await expect(onAction).toHaveBeenCalledTimes(1);
    // Disabled and hidden.
    await expect(within(nav).getByRole('link', { name: 'Deshabilitado' })).toHaveAttribute('aria-disabled', 'true');
    await expect(within(nav).queryByText('Oculto')).not.toBeInTheDocument();
    // Nested collapsables.
    await userEvent.click(within(nav).getByRole('button', { name: 'Desplegable' }));
    await userEvent.click(within(nav).getByRole('button', { name: 'Anidado' }));
    await userEvent.click(within(nav).getByRole('link', { name: 'Profundo' }));
    await expectRoute('/demo/deep');
    await expect(within(nav).getByRole('button', { name: 'Anidado' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const AsideClosesOnRouteChange: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Navegación principal' });
    await userEvent.click(within(nav).getByRole('button', { name: /Documentación/ }));
    const aside = await canvas.findByRole('navigation', { name: 'Navegación de Documentación' });
    await userEvent.click(within(aside).getByRole('link', { name: /Novedades/ }));
    await expectRoute('/docs/changelog');
    await waitFor(() =>
      expect(canvas.queryByRole('navigation', { name: 'Navegación de Documentación' })).not.toBeInTheDocument(),
    );
    // The aside shows that one of its children is the current route.
    await expect(within(nav).getByRole('button', { name: /Documentación/ })).toHaveAttribute('data-active');
  },
};

export const KeyboardWalkThrough: Story = {
  args: { items: allTypesItems(fn()) },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Navegación principal' });
    // Tab walks the rows in order; the disabled one is skipped.
    await userEvent.tab();
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Enlace interno' })).toHaveFocus());
    await userEvent.tab();
    await waitFor(() => expect(within(nav).getByRole('link', { name: /Con subtítulo/ })).toHaveFocus());
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await waitFor(() => expect(within(nav).getByRole('button', { name: 'Acción' })).toHaveFocus());
    await userEvent.tab();
    await waitFor(() => expect(within(nav).getByRole('button', { name: 'Siempre activo' })).toHaveFocus());
    // Enter opens a collapsable; its children join the tab order.
    await userEvent.tab();
    const collapsable = within(nav).getByRole('button', { name: 'Desplegable' });
    await waitFor(() => expect(collapsable).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(collapsable).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Primero' })).toHaveFocus());
    // Enter follows a link.
    await userEvent.keyboard('{Enter}');
    await expectRoute('/demo/one');
    // Up and Down move between the reachable rows (the disabled one and closed branches are
    // passed over), Home and End jump to the ends.
    const row = (role: 'link' | 'button', name: string | RegExp) => within(nav).getByRole(role, { name });
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(collapsable).toHaveFocus());
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(row('link', 'Enlace interno')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(row('button', 'Acción')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(row('button', 'Siempre activo')).toHaveFocus());
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(row('link', 'Al final')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(row('link', 'Al final')).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await waitFor(() => expect(row('button', 'Anidado')).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(row('link', 'Primero')).toHaveFocus());
    // An aside opened from the keyboard moves focus into its panel.
    await userEvent.tab();
    await waitFor(() => expect(within(nav).getByRole('button', { name: 'Anidado' })).toHaveFocus());
    await userEvent.tab();
    await waitFor(() => expect(within(nav).getByRole('button', { name: 'Panel lateral' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Panel lateral' })).toHaveFocus());
  },
};
