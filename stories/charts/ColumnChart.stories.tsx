import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ColumnChart } from '@atrium/ui/charts/index.ts';
import { focusPlot, showTable, visibleTooltip } from './chartStory';

const weekdays = ['Lun', 'Mar', 'Mié', 'Jue', 'Vie', 'Sáb', 'Dom'];
const created = [42, 28, 43, 34, 20, 25, 22];
const closed = [11, 10, 8, 11, 8, 10, 17];

const meta = {
  title: 'Charts/Column',
  component: ColumnChart,
  args: {
    name: 'Incidencias por día',
    summary: 'Se abren más incidencias de las que se cierran, sobre todo el miércoles.',
    series: [
      { id: 'created', label: 'Abiertas', data: weekdays.map((x, i) => ({ x, y: created[i] ?? 0 })) },
      { id: 'closed', label: 'Cerradas', data: weekdays.map((x, i) => ({ x, y: closed[i] ?? 0 })) },
    ],
    height: 260,
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 640 }}>{Story()}</div>],
} satisfies Meta<typeof ColumnChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('figure', { name: 'Incidencias por día' })).toBeVisible();
    await expect(canvas.getByText('Cerradas', { selector: 'li' })).toBeVisible();
  },
};

export const TableView: Story = {
  play: async ({ canvasElement }) => {
    const table = await showTable(canvasElement, 'Ver como tabla', 'Datos de Incidencias por día');
    const row = table.getByRole('row', { name: /Mié/ });
    await expect(within(row).getByRole('cell', { name: '43' })).toBeVisible();
    await expect(within(row).getByRole('cell', { name: '8' })).toBeVisible();
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const plot = await focusPlot(canvasElement, /Incidencias por día/);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    const tooltip = await visibleTooltip(canvasElement);
    await expect(tooltip.getByText('Mié')).toBeVisible();
    await expect(plot).toHaveAccessibleDescription('Mié, Abiertas: 43, 3 de 7');
    await userEvent.keyboard('{ArrowDown}{Home}');
    await expect(plot).toHaveAccessibleDescription('Lun, Cerradas: 11, 1 de 7');
  },
};
