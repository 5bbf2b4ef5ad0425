import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PolarAreaChart } from '@atrium/ui/charts/index.ts';
import { focusPlot, showTable, spaced, visibleTooltip } from './chartStory';

const meta = {
  title: 'Charts/PolarArea',
  component: PolarAreaChart,
  args: {
    name: 'Reparto de tareas',
    summary: 'El frontend reúne la mayor parte de las tareas.',
    slices: [
      { id: 'api', label: 'API', value: 15 },
      { id: 'backend', label: 'Backend', value: 20 },
      { id: 'frontend', label: 'Frontend', value: 38 },
      { id: 'issues', label: 'Incidencias', value: 27 },
    ],
    height: 280,
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 420 }}>{Story()}</div>],
} satisfies Meta<typeof PolarAreaChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('figure', { name: 'Reparto de tareas' })).toBeVisible();
    await expect(canvas.getByText('Frontend', { selector: 'li' })).toBeVisible();
  },
};

export const TableView: Story = {
  play: async ({ canvasElement }) => {
    const table = await showTable(canvasElement, 'Ver como tabla', 'Datos de Reparto de tareas');
    const row = table.getByRole('row', { name: /Frontend/ });
    await expect(within(row).getByRole('cell', { name: '38' })).toBeVisible();
    await expect(within(row).getByRole('cell', { name: spaced('38 %') })).toBeVisible();
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const plot = await focusPlot(canvasElement, /Reparto de tareas/);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    const tooltip = await visibleTooltip(canvasElement);
    await expect(tooltip.getByText('Frontend')).toBeVisible();
    await expect(plot).toHaveAccessibleDescription(spaced('Frontend, 38 %: 38, 3 de 4'));
  },
};
