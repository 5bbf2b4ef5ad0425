import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ScrumboardBoardSummary } from '@atrium/mock-api';
import { ScrumboardApp } from '@atrium/ui/views/scrumboard/ScrumboardView.tsx';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { neverAnswers, serverError } from '../../toolbar/handlers';
import { ScrumboardFrame } from './ScrumboardFrame';
import { BOARD_PATH } from './fixtures';

const meta = {
  title: 'Views/Scrumboard/Settings',
  component: ScrumboardFrame,
  // What these stories review: a board's settings in the scrumboard app.
  subcomponents: { ScrumboardApp },
  parameters: { route: BOARD_PATH, layout: 'fullscreen' },
} satisfies Meta<typeof ScrumboardFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openSettings(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Ajustes' }));
  return screen.findByRole('dialog', { name: 'Ajustes del tablero' });
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openSettings(canvasElement);
    const body = within(dialog);
    await expect(body.getByRole('textbox', { name: 'Título' })).toHaveValue('Atrium redesign');
    await expect(body.getByRole('radio', { name: 'Paleta' })).toBeChecked();
    await expect(await body.findByRole('checkbox', { name: 'Lucía Navarro' })).toBeChecked();
    await expect(body.getByRole('checkbox', { name: 'Rafael Morales' })).not.toBeChecked();
  },
};

export const Loading: Story = {
  name: 'Loading members',
  parameters: { msw: { handlers: { members: neverAnswers('get', '*/api/apps/scrumboard/members') } } },
  play: async ({ canvasElement }) => {
    const dialog = await openSettings(canvasElement);
    await expect(await within(dialog).findByText('Cargando miembros…')).toBeVisible();
  },
};

/** Title, icon and members changed and saved; an empty title is refused first. */
export const SavesSettings: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const dialog = await openSettings(canvasElement);
    const body = within(dialog);
    const title = body.getByRole('textbox', { name: 'Título' });
    await userEvent.clear(title);
    await userEvent.click(body.getByRole('button', { name: 'Guardar' }));
    await expect(await body.findByText('Escribe un título para el tablero.')).toBeVisible();
    await userEvent.type(title, 'Rediseño');
    await userEvent.click(body.getByRole('radio', { name: 'Cohete' }));
    await userEvent.click(await body.findByRole('checkbox', { name: 'Rafael Morales' }));
    await userEvent.click(body.getByRole('button', { name: 'Guardar' }));
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Rediseño' })).toBeVisible();
    await waitFor(async () => {
      const boards = (await (await fetch('/api/apps/scrumboard/boards')).json()) as ScrumboardBoardSummary[];
      const board = boards.find((candidate) => candidate.title === 'Rediseño');
      await expect(board?.icon).toBe('rocket');
      await expect(board?.members.map((member) => member.name)).toContain('Rafael Morales');
    });
  },
};

export const FailedSave: Story = {
  name: 'Failed save (rolled back)',
  parameters: { msw: { handlers: { board: serverError('patch', '*/api/apps/scrumboard/board') } } },
  play: async ({ canvasElement }) => {
    const dialog = await openSettings(canvasElement);
    const title = within(dialog).getByRole('textbox', { name: 'Título' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Rediseño');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await expect(
      await screen.findByText('No se han podido guardar los ajustes del tablero: se han deshecho.'),
    ).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Atrium redesign' })).toBeVisible();
  },
};
