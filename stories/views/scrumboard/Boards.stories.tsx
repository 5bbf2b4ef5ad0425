import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScrumboardApp } from '@atrium/ui/views/scrumboard/ScrumboardView.tsx';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { layoutModes } from '../../../.storybook/modes';
import { failingFirst, neverAnswers, serverError } from '../../toolbar/handlers';
import { ScrumboardFrame } from './ScrumboardFrame';
import { BOARDS, REDESIGN_ID } from './fixtures';
import { expectRetryOffered, retryRecovers } from '../errorStories';
import { longTextStory } from '../longTextStories';

const meta = {
  title: 'Views/Scrumboard/Boards',
  component: ScrumboardFrame,
  // What these stories review: the scrumboard's boards grid, which ScrumboardFrame routes to over the mock API.
  subcomponents: { ScrumboardApp },
  parameters: { route: '/apps/scrumboard', layout: 'fullscreen' },
} satisfies Meta<typeof ScrumboardFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const flaky = failingFirst('get', BOARDS, () => []);
const findGrid = (canvasElement: HTMLElement) => within(canvasElement).findByRole('list', { name: 'Tableros' });

export const Default: Story = {
  parameters: { chromatic: { modes: layoutModes } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await findGrid(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Tableros' })).toBeVisible();
    const tile = within(grid).getByRole('link', { name: /^Atrium redesign/ });
    await expect(tile).toHaveAttribute('href', `/apps/scrumboard/${REDESIGN_ID}`);
    await expect(within(tile).getByText('Navigation, layouts and the new theme')).toBeVisible();
    await expect(within(tile).getByRole('list', { name: 'Miembros de Atrium redesign' })).toBeVisible();
    await expect(within(tile).getByRole('img', { name: 'Lucía Navarro' })).toBeVisible();
    // The last change in words, in the app's language.
    await expect(
      within(within(grid).getByRole('link', { name: /^Team offsite/ })).getByText(/^Último cambio hace 12 días$/),
    ).toBeVisible();
    await expect(within(grid).getByRole('button', { name: 'Añadir tablero' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { boards: http.get(BOARDS, () => HttpResponse.json([])) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Aún no hay tableros')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Añadir tablero' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { boards: neverAnswers('get', BOARDS) } } },
  play: async ({ canvasElement }) => {
    const message = await within(canvasElement).findByText('Cargando tableros…');
    await expect(message.closest('[role="status"]')).not.toBeNull();
  },
};

export const Error: Story = {
  beforeEach: () => flaky.reset(),
  parameters: { msw: { handlers: { boards: flaky.handler } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('No se han podido cargar los tableros.');
    await expectRetryOffered(alert);
  },
};

/** Retry after the failed load brings the data (from the Error story's state). */
export const RetryRecovers: Story = retryRecovers(Error, async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const alert = await canvas.findByRole('alert');
  await expect(alert).toHaveTextContent('No se han podido cargar los tableros.');
  await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
  await expect(await canvas.findByText('Aún no hay tableros')).toBeVisible();
});

/** "Add board" creates one and opens it. */
export const AddsBoard: Story = {
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await findGrid(canvasElement);
    await userEvent.click(within(grid).getByRole('button', { name: 'Añadir tablero' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Tablero sin título' })).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByLabelText('Ruta actual')).toHaveTextContent(/^\/apps\/scrumboard\/[0-9a-f-]{36}$/),
    );
  },
};

/** Creating a board fails: the grid stays as it was and a message offers to try again. */
export const FailedAdd: Story = {
  name: 'Failed add',
  parameters: { msw: { handlers: { create: serverError('post', '*/api/apps/scrumboard/board') } } },
  play: async ({ canvasElement }) => {
    const grid = await findGrid(canvasElement);
    await userEvent.click(within(grid).getByRole('button', { name: 'Añadir tablero' }));
    await expect(await screen.findByText('No se ha podido crear el tablero.')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await waitFor(() => expect(within(grid).getAllByRole('link')).toHaveLength(3));
  },
};

/** Every name, title and address with a long unbroken word: nothing scrolls sideways or is cut. */
export const LongText: Story = longTextStory(Default);
