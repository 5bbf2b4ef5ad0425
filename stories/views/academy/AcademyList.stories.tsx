import type { Meta, StoryObj } from '@storybook/react-vite';
import { AcademyApp } from '@atrium/ui/views/academy/index.ts';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { layoutModes } from '../../../.storybook/modes';
import { failingFirst, neverAnswers } from '../../toolbar/handlers';
import { AcademyFrame } from './AcademyFrame';
import { fixtureApi, twoCourses } from './fixtures';
import { expectRetryOffered, retryRecovers } from '../errorStories';

const COURSES = '*/api/apps/academy/courses';
const flaky = failingFirst('get', COURSES, twoCourses);

const meta = {
  title: 'Views/Academy/Courses',
  component: AcademyFrame,
  // What these stories review: the academy's course grid, which AcademyFrame routes to over the mock API.
  subcomponents: { AcademyApp },
  parameters: { route: '/apps/academy', layout: 'fullscreen' },
} satisfies Meta<typeof AcademyFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

const findGrid = (canvasElement: HTMLElement) => within(canvasElement).findByRole('list', { name: 'Cursos' });
const card = (grid: HTMLElement, title: string) => within(grid).getByRole('article', { name: title });
const location = () => screen.getByRole('status', { name: 'Ruta actual' });

export const Default: Story = {
  parameters: { chromatic: { modes: layoutModes } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '¿Qué quieres aprender hoy?' })).toBeVisible();
    const grid = await findGrid(canvasElement);
    await expect(within(grid).getAllByRole('article')).toHaveLength(10);
    await expect(canvas.getByText('10 cursos')).toBeVisible();

    // Started, completed twice: its category, the badge, the count in words, 3 of 11 steps, continue.
    const basics = card(grid, 'Basics of the web platform');
    // The category's name comes with the categories, a call of its own that may answer after the courses.
    await expect(await within(basics).findByText('Web')).toBeVisible();
    await expect(within(basics).getByText('Completado', { exact: true })).toBeVisible();
    await expect(within(basics).getByText('Completado dos veces')).toBeVisible();
    await expect(within(basics).getByText('30 minutos')).toBeVisible();
    const progress = within(basics).getByRole('progressbar', { name: 'Progreso de Basics of the web platform' });
    await expect(progress).toHaveAttribute('aria-valuenow', '27');
    await expect(within(basics).getByRole('button', { name: 'Continuar: Basics of the web platform' })).toBeVisible();

    const forms = card(grid, 'Forms that people can finish');
    await expect(within(forms).getByText('Nunca completado')).toBeVisible();
    await expect(within(forms).queryByText('Completado', { exact: true })).not.toBeInTheDocument();
    await expect(within(forms).getByRole('button', { name: /^Empezar: / })).toBeVisible();

    const tokens = card(grid, 'Design tokens in practice');
    await expect(within(tokens).getByText('Completado 3 veces')).toBeVisible();
    await expect(within(tokens).getByRole('button', { name: /^Empezar de nuevo: / })).toBeVisible();
    await expect(within(card(grid, 'Layouts with CSS grid')).getByText('Completado una vez')).toBeVisible();
  },
};

/** The filters come from the address and go back to it; no match says so and offers to clear them. */
export const Filters: Story = {
  parameters: { route: '/apps/academy?category=web', chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await findGrid(canvasElement);
    await waitFor(() => expect(within(grid).getAllByRole('article')).toHaveLength(3));
    // The select names its choice once its options are built, a render after the courses arrive.
    await waitFor(() => expect(canvas.getByRole('button', { name: /Categoría/ })).toHaveTextContent('Web'));

    await userEvent.click(canvas.getByRole('switch', { name: 'Ocultar completados' }));
    await waitFor(() => expect(within(grid).getAllByRole('article')).toHaveLength(1));
    await expect(within(grid).getByRole('article', { name: 'Testing web components' })).toBeVisible();
    await waitFor(() => expect(location()).toHaveTextContent('/apps/academy?category=web&hideCompleted=1'));

    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar por título o descripción' }), 'zzz');
    await expect(await canvas.findByText('No hay cursos que coincidan')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar los filtros' }));
    await waitFor(async () => expect(within(await findGrid(canvasElement)).getAllByRole('article')).toHaveLength(10));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/apps\/academy$/));

    // Search reaches the description too.
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Buscar por título o descripción' }), 'scale to zero');
    await waitFor(async () => expect(within(await findGrid(canvasElement)).getAllByRole('article')).toHaveLength(1));
    await expect(canvas.getByRole('article', { name: 'Serverless functions' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { courses: http.get(COURSES, () => HttpResponse.json([])) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No hay cursos que coincidan')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Quitar los filtros' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: 'Cursos' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { courses: neverAnswers('get', COURSES) } } },
  play: async ({ canvasElement }) => {
    const message = await within(canvasElement).findByText('Cargando cursos…');
    await expect(message.closest('[role="status"]')).not.toBeNull();
  },
};

export const Error: Story = {
  beforeEach: () => flaky.reset(),
  parameters: { msw: { handlers: { courses: flaky.handler } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('No se han podido cargar los cursos.');
    await expectRetryOffered(alert);
  },
};

/** Retry after the failed load brings the data (from the Error story's state). */
export const RetryRecovers: Story = retryRecovers(Error, async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const alert = await canvas.findByRole('alert');
  await expect(alert).toHaveTextContent('No se han podido cargar los cursos.');
  await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
  const grid = await findGrid(canvasElement);
  await expect(within(grid).getAllByRole('article')).toHaveLength(2);
});

/** Starting a finished course again is refused: it is put back as finished, and a message offers Retry. */
export const StartAgainFails: Story = {
  name: 'Start again fails',
  parameters: { msw: { handlers: fixtureApi(twoCourses(), { failWrites: true }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await findGrid(canvasElement);
    await userEvent.click(within(grid).getByRole('button', { name: 'Empezar de nuevo: Rejillas CSS' }));
    await waitFor(() => expect(location()).toHaveTextContent('/apps/academy/course-grid/rejillas-css?step=1'));
    await expect(await screen.findByText('No se ha podido guardar tu progreso en «Rejillas CSS».')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await userEvent.click((await canvas.findAllByRole('link', { name: 'Volver a los cursos' }))[0]!);
    const back = card(await findGrid(canvasElement), 'Rejillas CSS');
    await expect(within(back).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(within(back).getByRole('button', { name: 'Empezar de nuevo: Rejillas CSS' })).toBeVisible();
  },
};
