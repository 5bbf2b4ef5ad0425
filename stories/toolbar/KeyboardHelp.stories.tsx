import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { KeyboardHelp, SHORTCUTS, useShortcut } from '@atrium/ui';
import { layoutModes } from '../../.storybook/modes';

/** A page that binds the tasks' two shortcuts, as the tasks list does. */
function TasksPageShortcuts() {
  useShortcut(SHORTCUTS.addTask, () => undefined);
  useShortcut(SHORTCUTS.addSection, () => undefined);
  return null;
}

/**
 * The keyboard help (`?` anywhere in the signed-in app): the app's shortcuts and the ones the page on screen
 * binds, read from the shortcut registry as they are bound, so it never lists a shortcut that is not there.
 */
const meta = {
  title: 'Toolbar/KeyboardHelp',
  component: KeyboardHelp,
  args: { isOpen: true, onOpenChange: fn() },
} satisfies Meta<typeof KeyboardHelp>;

export default meta;
type Story = StoryObj<typeof meta>;

const app = () =>
  within(screen.getByRole('dialog', { name: 'Atajos de teclado' })).getByRole('region', {
    name: 'En toda la aplicación',
  });

/** On a page with no shortcuts of its own: the app's, and a word that the page has none. */
export const Default: Story = {
  parameters: { chromatic: { modes: layoutModes } },
  play: async () => {
    const help = await screen.findByRole('dialog', { name: 'Atajos de teclado' });
    await expect(within(app()).getByText('Abrir la paleta de comandos')).toBeVisible();
    await expect(within(app()).getByText(/^(Ctrl \+ K|⌘ K)$/)).toBeVisible();
    await expect(within(app()).getByText('Ver los atajos de teclado')).toBeVisible();
    await expect(within(help).getByText('Esta página no tiene atajos propios.')).toBeVisible();
  },
};

/** On the tasks page: its two shortcuts join the list while it is shown. */
export const WithPageShortcuts: Story = {
  decorators: [
    (Story) => (
      <>
        <TasksPageShortcuts />
        {Story()}
      </>
    ),
  ],
  play: async () => {
    const help = await screen.findByRole('dialog', { name: 'Atajos de teclado' });
    const page = within(help).getByRole('region', { name: 'En esta página' });
    await expect(within(page).getByText('Añadir una tarea')).toBeVisible();
    await expect(within(page).getByText(/^(Ctrl \+ \/|⌘ \/)$/)).toBeVisible();
    await expect(within(page).getByText('Añadir una sección')).toBeVisible();
  },
};
