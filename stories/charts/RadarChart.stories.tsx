import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RadarChart } from '@atrium/ui/charts/index.ts';
import { focusPlot, showTable, spaced, visibleTooltip } from './chartStory';

const categories = ['Viajes', 'Formación', 'Equipos', 'Licencias', 'Eventos', 'Otros'];
const budget = [12000, 8000, 15000, 6000, 9000, 4000];
const spent = [9500, 8600, 11200, 5800, 4100, 3600];

const meta = {
  title: 'Charts/Radar',
  component: RadarChart,
  args: {
    name: 'Presupuesto por partida',
    summary: 'Solo la formación supera su presupuesto; eventos va muy por debajo.',
    categories,
    series: [
      { id: 'budget', label: 'Presupuesto', data: categories.map((x, i) => ({ x, y: budget[i] ?? 0 })) },
      { id: 'spent', label: 'Gastado', data: categories.map((x, i) => ({ x, y: spent[i] ?? 0 })) },
    ],
    valueFormat: { kind: 'currency', currency: 'EUR', maximumFractionDigits: 0 },
    height: 320,
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 520 }}>{Story()}</div>],
} satisfies Meta<typeof RadarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('figure', { name: 'Presupuesto por partida' })).toBeVisible();
    await expect(canvas.getByText('Gastado', { selector: 'li' })).toBeVisible();
  },
};

export const TableView: Story = {
  play: async ({ canvasElement }) => {
    const table = await showTable(canvasElement, 'Ver como tabla', 'Datos de Presupuesto por partida');
    const row = table.getByRole('row', { name: /Formación/ });
    await expect(within(row).getByRole('cell', { name: spaced('8000 €') })).toBeVisible();
    await expect(within(row).getByRole('cell', { name: spaced('8600 €') })).toBeVisible();
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const plot = await focusPlot(canvasElement, /Presupuesto por partida/);
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    const tooltip = await visibleTooltip(canvasElement);
    await expect(tooltip.getByText('Formación')).toBeVisible();
    await expect(tooltip.getByText('8600 €')).toBeVisible();
    await expect(plot).toHaveAccessibleDescription(spaced('Formación, Gastado: 8600 €, 2 de 6'));
  },
};

export const English: Story = {
  globals: { language: 'en' },
  args: { name: 'Budget by item', summary: 'Only training is over budget.' },
  play: async ({ canvasElement }) => {
    const plot = await focusPlot(canvasElement, /Budget by item/);
    await userEvent.keyboard('{ArrowRight}');
    await expect(plot).toHaveAccessibleDescription(spaced('Formación, Presupuesto: €8,000, 2 of 6'));
  },
};
