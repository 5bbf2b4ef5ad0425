import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DonutChart } from '@atrium/ui/charts/index.ts';
import { focusPlot, showTable, spaced, visibleTooltip } from './chartStory';

const meta = {
  title: 'Charts/Donut',
  component: DonutChart,
  args: {
    name: 'Visitantes por edad',
    summary: 'La mitad de los visitantes tiene entre 25 y 34 años.',
    slices: [
      { id: 'under25', label: 'Menos de 25', value: 2150 },
      { id: '25to34', label: '25 a 34', value: 5400 },
      { id: '35to44', label: '35 a 44', value: 1980 },
      { id: 'over44', label: 'Más de 44', value: 1270 },
    ],
    centerLabel: '10.800',
    height: 240,
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 420 }}>{Story()}</div>],
} satisfies Meta<typeof DonutChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('figure', { name: 'Visitantes por edad' })).toHaveAccessibleDescription(/La mitad/);
    await expect(canvas.getByText('25 a 34', { selector: 'li' })).toBeVisible();
  },
};

export const TableView: Story = {
  play: async ({ canvasElement }) => {
    const table = await showTable(canvasElement, 'Ver como tabla', 'Datos de Visitantes por edad');
    const row = table.getByRole('row', { name: /25 a 34/ });
    await expect(within(row).getByRole('cell', { name: '5400' })).toBeVisible();
    await expect(within(row).getByRole('cell', { name: spaced('50 %') })).toBeVisible();
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const plot = await focusPlot(canvasElement, /Visitantes por edad/);
    await userEvent.keyboard('{ArrowRight}');
    const tooltip = await visibleTooltip(canvasElement);
    await expect(tooltip.getByText('25 a 34')).toBeVisible();
    await expect(tooltip.getByText('5400')).toBeVisible();
    await expect(plot).toHaveAccessibleDescription(spaced('25 a 34, 50 %: 5400, 2 de 4'));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(plot).toHaveAccessibleDescription(spaced('Más de 44, 11,8 %: 1270, 4 de 4'));
  },
};

export const English: Story = {
  globals: { language: 'en' },
  args: { name: 'Visitors by age', summary: 'Half the visitors are 25 to 34.', centerLabel: '10,800' },
  play: async ({ canvasElement }) => {
    const plot = await focusPlot(canvasElement, /Visitors by age/);
    await userEvent.keyboard('{End}');
    await expect(plot).toHaveAccessibleDescription('Más de 44, 11.8%: 1,270, 4 of 4');
  },
};
