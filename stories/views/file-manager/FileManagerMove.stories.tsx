import type { Meta, StoryObj } from '@storybook/react-vite';
import { MoveDialog } from '@atrium/ui/views/file-manager/index.ts';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { serverError } from '../../toolbar/handlers';
import { FileManagerFrame, PERSONAL } from './FileManagerFrame';

const meta = {
  title: 'Views/FileManager/Move',
  component: FileManagerFrame,
  // What these stories review: the move dialog's folder picker, opened from a folder's details.
  subcomponents: { MoveDialog },
  parameters: { route: `/apps/file-manager?item=${PERSONAL}`, layout: 'fullscreen' },
} satisfies Meta<typeof FileManagerFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openMove() {
  const drawer = await screen.findByRole('dialog', { name: 'Personal' });
  await userEvent.click(within(drawer).getByRole('button', { name: 'Mover' }));
  return screen.findByRole('dialog', { name: 'Mover «Personal»' });
}

/** Browsing into the folder being moved (or any folder in it) is refused with a message, and nothing moves. */
export const RefusesOwnChild: Story = {
  name: 'Refuses its own child',
  play: async () => {
    const dialog = within(await openMove());
    await expect(dialog.getByRole('button', { name: 'Mover a Gestor de archivos' })).toBeDisabled();
    const folders = await dialog.findByRole('grid', { name: 'Carpetas en Gestor de archivos' });
    await userEvent.click(within(folders).getByRole('row', { name: 'Personal' }));
    await userEvent.click(
      within(await dialog.findByRole('grid', { name: 'Carpetas en Personal' })).getByRole('row', { name: 'Photos' }),
    );
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      '«Personal» no se puede mover dentro de sí misma ni de una carpeta que contiene.',
    );
    await expect(dialog.getByRole('button', { name: 'Mover a Photos' })).toBeDisabled();
  },
};

/** The move answers 500: the folder leaves the root, comes back, and a message offers Retry. */
export const MoveFails: Story = {
  name: 'Move fails',
  parameters: {
    chromatic: { disableSnapshot: true },
    msw: { handlers: { move: serverError('post', '*/api/apps/file-manager/move') } },
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await openMove());
    const folders = await dialog.findByRole('grid', { name: 'Carpetas en Gestor de archivos' });
    await userEvent.click(within(folders).getByRole('row', { name: 'Projects' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Mover a Projects' }));
    await expect(await screen.findByText('No se pudo mover «Personal».')).toBeVisible();
    const tiles = await within(canvasElement).findByRole('grid', { name: 'Carpetas' });
    await waitFor(() => expect(within(tiles).getByRole('row', { name: 'Personal' })).toBeVisible());
  },
};
