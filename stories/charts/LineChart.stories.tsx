import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LineChart } from '@atrium/ui/charts/index.ts';
import { focusPlot, monthFormat, months, showTable, spaced, visibleTooltip } from './chartStory';

const revenue = [4200, 5100, 4800, 6100, 7300, 6900];
const costs = [3100, 3300, 3900, 4000, 4400, 4600];

const meta = {
  title: 'Charts/Line',
  component: LineChart,
  args: {
    name: 'Ingresos y gastos',
    summary: 'Los ingresos crecen de enero a mayo y bajan un poco en junio; los gastos suben despacio.',
    series: [
      { id: 'revenue', label: 'Ingresos', data: months.map((x, i) => ({ x, y: revenue[i] ?? 0 })) },
      { id: 'costs', label: 'Gastos', data: months.map((x, i) => ({ x, y: costs[i] ?? 0 })) },
    ],
    xFormat: monthFormat,
    valueFormat: { kind: 'currency', currency: 'EUR', maximumFractionDigits: 0 },
    curve: 'smooth',
    height: 280,
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 720 }}>{Story()}</div>],
} satisfies Meta<typeof LineChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('figure', { name: 'Ingresos y gastos' })).toHaveAccessibleDescription(
      /Los ingresos crecen/,
    );
    // The data is always there for screen readers, as a visually hidden table.
    const table = within(canvas.getByRole('table', { name: 'Datos de Ingresos y gastos' }));
    await expect(table.getByRole('rowheader', { name: 'may' })).toBeInTheDocument();
    await expect(canvas.getByText('Ingresos', { selector: 'li' })).toBeVisible();
  },
};

export const TableView: Story = {
  play: async ({ canvasElement }) => {
    const table = await showTable(canvasElement, 'Ver como tabla', 'Datos de Ingresos y gastos');
    const may = table.getByRole('row', { name: /may/ });
    await expect(within(may).getByRole('cell', { name: spaced('7300 €') })).toBeVisible();
    await expect(within(may).getByRole('cell', { name: spaced('4400 €') })).toBeVisible();
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const plot = await focusPlot(canvasElement, /Ingresos y gastos/);
    let tooltip = await visibleTooltip(canvasElement);
    await expect(tooltip.getByText('ene')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    tooltip = await visibleTooltip(canvasElement);
    await expect(tooltip.getByText('may')).toBeVisible();
    await expect(tooltip.getByText('7300 €')).toBeVisible();
    await expect(plot).toHaveAccessibleDescription(spaced('may, Ingresos: 7300 €, 5 de 6'));
    await userEvent.keyboard('{ArrowDown}');
    await expect(plot).toHaveAccessibleDescription(spaced('may, Gastos: 4400 €, 5 de 6'));
    await userEvent.keyboard('{End}');
    await expect(plot).toHaveAccessibleDescription(spaced('jun, Gastos: 4600 €, 6 de 6'));
    await userEvent.keyboard('{Escape}');
    await expect(canvasElement.querySelector('[data-chart-tooltip]')).toBeNull();
  },
};

export const English: Story = {
  globals: { language: 'en' },
  args: { name: 'Revenue and costs', summary: 'Revenue grows from January to May and dips in June.' },
  play: async ({ canvasElement }) => {
    const plot = await focusPlot(canvasElement, /Revenue and costs/);
    await userEvent.keyboard('{End}');
    const tooltip = await visibleTooltip(canvasElement);
    await expect(tooltip.getByText('€6,900')).toBeVisible();
    await expect(plot).toHaveAccessibleDescription(spaced('Jun, Ingresos: €6,900, 6 of 6'));
  },
};

const price = [66_120, 66_180, 66_090, 66_240, 66_310, 66_280];

/** A line alone fits its axis to the data: a price near 66,000 that moves by 200 shows its moves. */
export const FitsTheData: Story = {
  args: {
    name: 'Precio de Bitcoin',
    summary: 'El precio sube poco a poco durante el semestre.',
    series: [{ id: 'price', label: 'Precio', data: months.map((x, i) => ({ x, y: price[i] ?? 0 })) }],
    valueFormat: { kind: 'currency', currency: 'USD', maximumFractionDigits: 0 },
  },
  play: async ({ canvasElement }) => {
    const valueTicks = () =>
      [...canvasElement.querySelectorAll('figure svg text[text-anchor="end"]')].map((tick) => tick.textContent ?? '');
    // The plot draws after it is measured, a frame or more after the chart mounts.
    await waitFor(() => expect(valueTicks().length).toBeGreaterThan(1));
    const ticks = valueTicks();
    // Every tick of the value axis is near the data ("66,1 mil US$"), none is zero.
    for (const tick of ticks) await expect(tick).toMatch(/^66/);
  },
};
