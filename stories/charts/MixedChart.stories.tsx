import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MixedChart } from '@atrium/ui/charts/index.ts';
import { focusPlot, showTable, visibleTooltip } from './chartStory';

const weekdays = ['Lun', 'Mar', 'Mié', 'Jue', 'Vie', 'Sáb', 'Dom'];
const newIssues = [42, 28, 43, 34, 20, 25, 22];
const closedIssues = [11, 10, 8, 11, 8, 10, 17];

const meta = {
  title: 'Charts/Mixed',
  component: MixedChart,
  args: {
    name: 'Incidencias de GitHub esta semana',
    summary: 'Las incidencias nuevas superan a las cerradas cada día de la semana.',
    columns: [{ id: 'new', label: 'Nuevas', data: weekdays.map((x, i) => ({ x, y: newIssues[i] ?? 0 })) }],
    lines: [
      {
        id: 'closed',
        label: 'Cerradas',
        tone: 'series2',
        data: weekdays.map((x, i) => ({ x, y: closedIssues[i] ?? 0 })),
      },
    ],
    height: 280,
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 720 }}>{Story()}</div>],
} satisfies Meta<typeof MixedChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('figure', { name: 'Incidencias de GitHub esta semana' })).toBeVisible();
    await expect(canvas.getByText('Nuevas', { selector: 'li' })).toBeVisible();
  },
};

export const TableView: Story = {
  play: async ({ canvasElement }) => {
    const table = await showTable(canvasElement, 'Ver como tabla', 'Datos de Incidencias de GitHub esta semana');
    const row = table.getByRole('row', { name: /Dom/ });
    await expect(within(row).getByRole('cell', { name: '22' })).toBeVisible();
    await expect(within(row).getByRole('cell', { name: '17' })).toBeVisible();
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const plot = await focusPlot(canvasElement, /Incidencias de GitHub/);
    await userEvent.keyboard('{End}{ArrowDown}');
    const tooltip = await visibleTooltip(canvasElement);
    await expect(tooltip.getByText('Dom')).toBeVisible();
    await expect(tooltip.getByText('17')).toBeVisible();
    await expect(plot).toHaveAccessibleDescription('Dom, Cerradas: 17, 7 de 7');
  },
};
