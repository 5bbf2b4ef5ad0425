import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { AppConfigProvider, SettingsDrawer } from '@atrium/ui';
import { mobileOnlyModes } from '../../.storybook/modes';
import { ToolbarFrame } from './ToolbarFrame';
import { memoryStorage } from '../memoryStorage';

let storage = memoryStorage();

const meta = {
  title: 'Toolbar/SettingsDrawer',
  component: SettingsDrawer,
  args: { trigger: 'toolbar' },
  beforeEach: () => {
    storage = memoryStorage();
  },
  decorators: [
    (Story) => (
      // 'auto' follows the browser, which is the scheme the story already renders in.
      <AppConfigProvider storage={storage} initial={{ scheme: 'auto' }}>
        <ToolbarFrame>{Story()}</ToolbarFrame>
      </AppConfigProvider>
    ),
  ],
} satisfies Meta<typeof SettingsDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

const openDrawer = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ajustes' }));
  return screen.findByRole('dialog', { name: 'Ajustes' });
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement);
    await expect(drawer.closest('[style]')).toHaveStyle({ width: '400px' });
    const themes = within(drawer).getByRole('radiogroup', { name: 'Tema' });
    await expect(within(themes).getAllByRole('radio')).toHaveLength(6);
    await expect(within(themes).getByRole('radio', { name: 'Predeterminado' })).toBeChecked();
    const schemes = within(drawer).getByRole('radiogroup', { name: 'Esquema' });
    await expect(
      within(schemes)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Automático', 'Oscuro', 'Claro']);
    await expect(within(schemes).getByRole('radio', { name: 'Automático' })).toBeChecked();
    const layouts = within(drawer).getByRole('radiogroup', { name: 'Diseño' });
    await expect(within(layouts).getAllByRole('radio')).toHaveLength(11);
    await expect(within(layouts).getByRole('radio', { name: 'Elegante' })).toBeChecked();
  },
};

/**
 * The layouts as miniature wireframes with their captions: vertical ones first, then the horizontal
 * ones; the current one is ticked (not marked by colour alone), and the tick moves with the choice.
 */
export const LayoutWireframes: Story = {
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement);
    const layouts = within(drawer).getByRole('radiogroup', { name: 'Diseño' });
    const labels = within(layouts)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')!);
    await expect(labels.map((label) => label.textContent)).toEqual([
      'Vacío',
      'Clásico',
      'Elegante',
      'Compacto',
      'Denso',
      'Futurista',
      'Fino',
      'Centrado',
      'Empresa',
      'Material',
      'Moderno',
    ]);
    for (const label of labels) await expect(label.querySelector('[aria-hidden="true"] div')).not.toBeNull();
    const ticked = () =>
      labels.filter((label) => label.querySelectorAll('svg').length > 0).map((label) => label.textContent);
    await expect(ticked()).toEqual(['Elegante']);
    await userEvent.click(within(layouts).getByRole('radio', { name: 'Moderno' }));
    await waitFor(() => expect(ticked()).toEqual(['Moderno']));
  },
};

/** On a phone the drawer takes the whole width, and every label still fits (checked after every story). */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { chromatic: { modes: mobileOnlyModes } },
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement);
    const panel = drawer.closest<HTMLElement>('[style]')!;
    await waitFor(() => expect(Math.round(panel.getBoundingClientRect().width)).toBe(window.innerWidth));
    await expect(within(drawer).getByRole('radio', { name: 'Moderno' })).toBeVisible();
  },
};

/** The cog fixed to the inline-end edge of the page. */
export const EdgeCog: Story = {
  args: { trigger: 'edge' },
  play: async ({ canvasElement }) => {
    const cog = within(canvasElement).getByRole('button', { name: 'Ajustes' });
    await expect(getComputedStyle(cog).position).toBe('fixed');
    await userEvent.click(cog);
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Ajustes' })).toBeVisible());
  },
};

export const ChangesScheme: Story = {
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement);
    const dark = within(drawer).getByRole('radio', { name: 'Oscuro' });
    await userEvent.click(dark);
    await expect(dark).toBeChecked();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-scheme', 'dark'));
    await expect(JSON.parse(storage.data.values().next().value ?? '{}')).toMatchObject({ scheme: 'dark' });
    await userEvent.click(within(drawer).getByRole('radio', { name: 'Claro' }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-scheme', 'light'));
  },
};

export const ChangesTheme: Story = {
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement);
    await userEvent.click(within(drawer).getByRole('radio', { name: 'Verde azulado' }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-theme', 'teal'));
    await userEvent.click(within(drawer).getByRole('radio', { name: 'Predeterminado' }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-theme', 'default'));
  },
};

/** Choosing a layout saves it and drops a `layout` query parameter that overrode it. */
export const ChangesLayout: Story = {
  // Checked by its play function; not shot: the drawer's closing frame differs from run to run.
  parameters: { route: '/dashboard?layout=thin&tab=2', chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const location = within(canvasElement).getByRole('status', { name: 'Ruta actual' });
    await expect(location).toHaveTextContent('/dashboard?layout=thin&tab=2');
    const drawer = await openDrawer(canvasElement);
    await userEvent.click(within(drawer).getByRole('radio', { name: 'Compacto' }));
    await expect(within(drawer).getByRole('radio', { name: 'Compacto' })).toBeChecked();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(location).toHaveTextContent('/dashboard?tab=2');
    await expect(JSON.parse(storage.data.values().next().value ?? '{}')).toMatchObject({ layout: 'compact' });
  },
};
