import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AreaChart } from '@atrium/ui/charts/index.ts';
import { focusPlot, showTable, visibleTooltip } from './chartStory';

const days = Array.from({ length: 12 }, (_, i) => `2026-03-${String(i + 1).padStart(2, '0')}`);
const visitors = [1820, 2140, 1960, 2480, 2710, 2390, 2950, 3120, 2870, 3340, 3610, 3480];
const pageViews = [2630, 2910, 2750, 3420, 3980, 3560, 4210, 4480, 4120, 4860, 5230, 5010];
const many = Array.from({ length: 10_000 }, (_, i) => ({
  x: i,
  y: Math.round(1000 + 400 * Math.sin(i / 300) + ((i * 7919) % 97)),
}));

const meta = {
  title: 'Charts/Area',
  component: AreaChart,
  args: {
    name: 'Visitantes y páginas vistas',
    summary: 'Las dos cifras suben durante las dos primeras semanas de marzo.',
    series: [
      { id: 'pageViews', label: 'Páginas vistas', data: days.map((x, i) => ({ x, y: pageViews[i] ?? 0 })) },
      { id: 'visitors', label: 'Visitantes', data: days.map((x, i) => ({ x, y: visitors[i] ?? 0 })) },
    ],
    curve: 'smooth',
    height: 280,
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 760 }}>{Story()}</div>],
} satisfies Meta<typeof AreaChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('figure', { name: 'Visitantes y páginas vistas' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Datos de Visitantes y páginas vistas' })).toBeInTheDocument();
  },
};

export const TableView: Story = {
  play: async ({ canvasElement }) => {
    const table = await showTable(canvasElement, 'Ver como tabla', 'Datos de Visitantes y páginas vistas');
    const row = table.getByRole('row', { name: /^11 mar/ });
    await expect(within(row).getByRole('cell', { name: '5230' })).toBeVisible();
    await expect(within(row).getByRole('cell', { name: '3610' })).toBeVisible();
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const plot = await focusPlot(canvasElement, /Visitantes y páginas vistas/);
    await userEvent.keyboard('{End}{ArrowDown}');
    const tooltip = await visibleTooltip(canvasElement);
    await expect(tooltip.getByText('12 mar')).toBeVisible();
    await expect(tooltip.getByText('3480')).toBeVisible();
    await expect(plot).toHaveAccessibleDescription('12 mar, Visitantes: 3480, 12 de 12');
    await userEvent.tab();
    await expect(canvasElement.querySelector('[data-chart-tooltip]')).toBeNull();
  },
};

/** 10,000 points: one path per series; the hidden table holds the first 500 rows, the switch shows all. */
export const TenThousandPoints: Story = {
  args: {
    name: 'Lecturas del sensor',
    summary: 'Diez mil lecturas que oscilan alrededor de mil.',
    series: [{ id: 'reading', label: 'Lectura', data: many }],
  },
  play: async ({ canvas, canvasElement }) => {
    const hidden = canvas.getByRole('table', { name: /Datos de Lecturas del sensor/ });
    await expect(hidden).toHaveAccessibleName(/primeras 500 de 10\.000 filas/);
    const plot = await focusPlot(canvasElement, /Lecturas del sensor/);
    await userEvent.keyboard('{End}');
    await expect(plot).toHaveAccessibleDescription(/^9999, Lectura: .*, 10\.000 de 10\.000$/);
  },
};
