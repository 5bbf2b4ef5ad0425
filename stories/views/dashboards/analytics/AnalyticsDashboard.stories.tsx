import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AnalyticsDashboard } from '@atrium/mock-api';
import { AnalyticsDashboardPage } from '@atrium/ui/views/dashboards/analytics/AnalyticsDashboard.tsx';
import { layoutModes } from '../../../../.storybook/modes';
import { failingFirst, neverAnswers } from '../../../toolbar/handlers';
import { answer, region } from './analyticsFixtures';
import { expectRetryOffered, retryRecovers } from '../../errorStories';

const ANALYTICS = '*/api/dashboards/analytics';
const flaky = failingFirst('get', ANALYTICS, answer);
const fixed = http.get(ANALYTICS, () => HttpResponse.json(answer()));
const answering = (body: JsonBodyType) => ({
  msw: { handlers: { dashboards: http.get(ANALYTICS, () => HttpResponse.json(body)) } },
});

const meta = {
  title: 'Views/Dashboards/Analytics',
  component: AnalyticsDashboardPage,
  parameters: { layout: 'fullscreen', msw: { handlers: { dashboards: fixed } } },
} satisfies Meta<typeof AnalyticsDashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: { chromatic: { modes: layoutModes } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Analítica' })).toBeVisible();
    const visitors = await region(canvasElement, 'Resumen de visitantes');
    await expect(await within(visitors).findByText('65.358')).toBeVisible();
    await expect(within(visitors).getByRole('radio', { name: 'Este año' })).toBeChecked();
    await expect(within(visitors).getByRole('figure', { name: 'Visitantes únicos por mes, Este año' })).toBeVisible();

    const conversions = await region(canvasElement, 'Conversiones');
    await expect(within(conversions).getByText('4123')).toBeVisible();
    // The trend is told in words beside its arrow, not by colour alone.
    await expect(within(conversions).getByText(/^Baja un 9,3\s%/)).toBeVisible();
    await expect(within(await region(canvasElement, 'Impresiones')).getByText('93.332')).toBeVisible();
    await expect(within(await region(canvasElement, 'Visitas')).getByText(/^Sube un 3,2\s%/)).toBeVisible();

    const vs = await region(canvasElement, 'Visitantes frente a páginas vistas');
    await expect(within(vs).getByText('Puntuación global')).toBeVisible();
    await expect(within(vs).getByText('472')).toBeVisible();
    await expect(within(vs).getByText(/^55\s%$/)).toBeVisible();

    const gender = await region(canvasElement, 'Género');
    const legend = within(gender).getByRole('table', { name: 'Visitantes por Género' });
    const rows = within(legend).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(rows[1]).toHaveTextContent(/Mujer.*22\.121.*48\s%/);
    const language = within(await region(canvasElement, 'Idioma')).getByRole('table', {
      name: 'Visitantes por Idioma',
    });
    await expect(within(language).getByRole('rowheader', { name: 'Español' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { dashboards: neverAnswers('get', ANALYTICS) } } },
  play: async ({ canvasElement }) => {
    const visitors = await region(canvasElement, 'Resumen de visitantes');
    await expect(within(visitors).getByRole('status')).toHaveTextContent('Cargando…');
    await expect(within(await region(canvasElement, 'Edad')).getByRole('status')).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('figure')).not.toBeInTheDocument();
  },
};

const empty: AnalyticsDashboard = {
  ...answer(),
  visitors: { series: { thisYear: [], lastYear: [] } },
  conversions: { amount: 0, labels: [], series: [] },
  age: { uniqueVisitors: 0, labels: [], series: [] },
};

export const Empty: Story = {
  parameters: answering(empty),
  play: async ({ canvasElement }) => {
    const visitors = await region(canvasElement, 'Resumen de visitantes');
    await expect(await within(visitors).findByText('Aún no hay datos.')).toBeVisible();
    await expect(within(await region(canvasElement, 'Conversiones')).getByText('Aún no hay datos.')).toBeVisible();
    await expect(within(await region(canvasElement, 'Edad')).getByText('Aún no hay datos.')).toBeVisible();
    await expect(
      within(await region(canvasElement, 'Género')).getByRole('table', { name: 'Visitantes por Género' }),
    ).toBeVisible();
  },
};

export const Error: Story = {
  beforeEach: () => flaky.reset(),
  parameters: { msw: { handlers: { dashboards: flaky.handler } } },
  play: async ({ canvasElement }) => {
    const visitors = await region(canvasElement, 'Resumen de visitantes');
    const alert = await within(visitors).findByRole('alert');
    await expect(alert).toHaveTextContent('No se ha podido cargar esta tarjeta.');
    await expect(within(canvasElement).getAllByRole('alert')).toHaveLength(9);
    await expectRetryOffered(alert);
  },
};

/** Retry after the failed load brings the data (from the Error story's state). */
export const RetryRecovers: Story = retryRecovers(Error, async ({ canvasElement }) => {
  const visitors = await region(canvasElement, 'Resumen de visitantes');
  const alert = await within(visitors).findByRole('alert');
  await expect(alert).toHaveTextContent('No se ha podido cargar esta tarjeta.');
  await expect(within(canvasElement).getAllByRole('alert')).toHaveLength(9);
  await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
  await expect(await within(visitors).findByText('65.358')).toBeVisible();
  await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
});

export const OneCardFailing: Story = {
  parameters: answering({ ...answer(), gender: { labels: 'broken' }, visits: undefined }),
  play: async ({ canvasElement }) => {
    const gender = await region(canvasElement, 'Género');
    await expect(await within(gender).findByRole('alert')).toHaveTextContent('No se ha podido cargar esta tarjeta.');
    await expect(within(await region(canvasElement, 'Visitas')).getByRole('alert')).toBeVisible();
    await expect(
      within(await region(canvasElement, 'Edad')).getByRole('table', { name: 'Visitantes por Edad' }),
    ).toBeVisible();
    await expect(within(await region(canvasElement, 'Resumen de visitantes')).getByText('65.358')).toBeVisible();
  },
};

export const SwitchesTheYear: Story = {
  play: async ({ canvasElement }) => {
    const visitors = await region(canvasElement, 'Resumen de visitantes');
    await expect(await within(visitors).findByText('65.358')).toBeVisible();
    await userEvent.click(within(visitors).getByRole('radio', { name: 'Año pasado' }));
    await expect(await within(visitors).findByText('53.991')).toBeVisible();
    await expect(within(visitors).queryByText('65.358')).not.toBeInTheDocument();
    await expect(within(visitors).getByRole('figure', { name: 'Visitantes únicos por mes, Año pasado' })).toBeVisible();
  },
};

export const ShowsTheChartAsATable: Story = {
  play: async ({ canvasElement }) => {
    const visitors = await region(canvasElement, 'Resumen de visitantes');
    await userEvent.click(await within(visitors).findByRole('switch', { name: 'Ver como tabla' }));
    const table = await within(visitors).findByRole('table');
    const rows = within(table).getAllByRole('row');
    // A header row and the twelve months, the same figures the chart draws.
    await expect(rows).toHaveLength(13);
    await expect(rows[1]).toHaveTextContent(/4\.?884/);
    await expect(rows[12]).toHaveTextContent(/6\.?388/);
  },
};

export const FocusesAChartPoint: Story = {
  play: async ({ canvasElement }) => {
    const visitors = await region(canvasElement, 'Resumen de visitantes');
    const plot = await within(visitors).findByRole('application', { name: /Visitantes únicos por mes/ });
    plot.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(visitors.querySelector('[data-chart-tooltip]')).not.toBeNull());
    await expect(visitors.querySelector('[data-chart-tooltip]')).toHaveTextContent(/Visitantes/);
  },
};
