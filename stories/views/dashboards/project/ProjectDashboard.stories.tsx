import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import type { ProjectDashboard } from '@atrium/mock-api';
import { ProjectDashboardPage } from '@atrium/ui/views/dashboards/project/ProjectDashboard.tsx';
import { layoutModes } from '../../../../.storybook/modes';
import { failingFirst, neverAnswers } from '../../../toolbar/handlers';
import { ProjectDashboardFrame } from './ProjectDashboardFrame';
import { answer, region } from './projectFixtures';
import { expectRetryOffered, retryRecovers } from '../../errorStories';

const PROJECT = '*/api/dashboards/project';
const flaky = failingFirst('get', PROJECT, answer);

const meta = {
  title: 'Views/Dashboards/Project',
  component: ProjectDashboardFrame,
  subcomponents: { ProjectDashboardPage },
  parameters: { route: '/dashboards/project', layout: 'fullscreen' },
} satisfies Meta<typeof ProjectDashboardFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { chromatic: { modes: layoutModes } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '¡Hola, Lucía!' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Proyecto: ACME Corp. Backend App' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Inicio', selected: true })).toBeVisible();
    const due = await region(canvasElement, 'Tareas pendientes');
    await expect(await within(due).findByText('17')).toBeVisible();
    await expect(within(due).getByText('Completadas: 4')).toBeVisible();
    const issues = await region(canvasElement, 'Resumen de incidencias de GitHub');
    await expect(within(issues).getByRole('radio', { name: 'Esta semana' })).toBeChecked();
    await expect(
      within(issues).getByRole('figure', { name: 'Incidencias nuevas y cerradas por día de la semana' }),
    ).toBeInTheDocument();
    await expect(within(issues).getByText('Por clasificar')).toBeVisible();
    await expect(await region(canvasElement, 'Reparto de tareas')).toBeVisible();
    const schedule = await region(canvasElement, 'Agenda');
    await expect(within(schedule).getByText('Group meeting')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { dashboards: neverAnswers('get', PROJECT) } } },
  play: async ({ canvasElement }) => {
    const due = await region(canvasElement, 'Tareas pendientes');
    await expect(within(due).getByRole('status')).toHaveTextContent('Cargando…');
    const schedule = await region(canvasElement, 'Agenda');
    await expect(within(schedule).getByRole('status')).toHaveTextContent('Cargando…');
  },
};

const empty: ProjectDashboard = {
  ...answer(),
  githubIssues: {
    overview: answer().githubIssues.overview,
    labels: [],
    series: { thisWeek: [], lastWeek: [] },
  },
  taskDistribution: {
    ...answer().taskDistribution,
    series: { thisWeek: [0, 0, 0, 0], lastWeek: [0, 0, 0, 0] },
  },
  schedule: { today: [], tomorrow: [] },
  teamMembers: [],
  budgetDetails: { columns: answer().budgetDetails.columns, rows: [] },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { dashboards: http.get(PROJECT, () => HttpResponse.json(empty)) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const issues = await region(canvasElement, 'Resumen de incidencias de GitHub');
    await expect(await within(issues).findByText('No hay incidencias esta semana.')).toBeVisible();
    await expect(within(await region(canvasElement, 'Agenda')).getByText('No hay nada previsto.')).toBeVisible();
    await expect(
      within(await region(canvasElement, 'Reparto de tareas')).getByText('No hay tareas esta semana.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: /Equipo/ }));
    await expect(await canvas.findByText('Aún no hay nadie en este proyecto.')).toBeVisible();
  },
};

export const Error: Story = {
  beforeEach: () => flaky.reset(),
  parameters: { msw: { handlers: { dashboards: flaky.handler } } },
  play: async ({ canvasElement }) => {
    const due = await region(canvasElement, 'Tareas pendientes');
    const alert = await within(due).findByRole('alert');
    await expect(alert).toHaveTextContent('No se ha podido cargar esta tarjeta.');
    // The page stays: every card shows its own error, none blanks the others.
    await expect(within(await region(canvasElement, 'Agenda')).getByRole('alert')).toBeVisible();
    await expectRetryOffered(alert);
  },
};

/** Retry after the failed load brings the data (from the Error story's state). */
export const RetryRecovers: Story = retryRecovers(Error, async ({ canvasElement }) => {
  const due = await region(canvasElement, 'Tareas pendientes');
  const alert = await within(due).findByRole('alert');
  await expect(alert).toHaveTextContent('No se ha podido cargar esta tarjeta.');
  // The page stays: every card shows its own error, none blanks the others.
  await expect(within(await region(canvasElement, 'Agenda')).getByRole('alert')).toBeVisible();
  await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
  await expect(await within(due).findByText('17')).toBeVisible();
});

const noIssues: Partial<ProjectDashboard> = { ...answer(), githubIssues: undefined };

export const OneCardFailing: Story = {
  parameters: { msw: { handlers: { dashboards: http.get(PROJECT, () => HttpResponse.json(noIssues)) } } },
  play: async ({ canvasElement }) => {
    const issues = await region(canvasElement, 'Resumen de incidencias de GitHub');
    await expect(await within(issues).findByRole('alert')).toHaveTextContent('No se ha podido cargar esta tarjeta.');
    // The other cards render.
    const due = await region(canvasElement, 'Tareas pendientes');
    await expect(await within(due).findByText('17')).toBeVisible();
    await expect(within(await region(canvasElement, 'Agenda')).queryByRole('alert')).not.toBeInTheDocument();
    await expect(within(await region(canvasElement, 'Agenda')).getByText('Group meeting')).toBeVisible();
  },
};
