import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Sparkline } from '@atrium/ui/charts/index.ts';
import { spaced } from './chartStory';

const prices = [41200, 42100, 41800, 43500, 44900, 44100, 46300];
const days = Array.from({ length: 7 }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`);

const meta = {
  title: 'Charts/Sparkline',
  component: Sparkline,
  args: {
    name: 'Bitcoin, últimos 7 días',
    summary: 'El precio sube un 12 % en la semana.',
    data: days.map((x, i) => ({ x, y: prices[i] ?? 0 })),
    valueFormat: { kind: 'currency', currency: 'USD', maximumFractionDigits: 0 },
    area: true,
    tone: 'series3',
  },
  decorators: [(Story) => <div style={{ maxInlineSize: 160 }}>{Story()}</div>],
} satisfies Meta<typeof Sparkline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('figure', { name: 'Bitcoin, últimos 7 días' })).toHaveAccessibleDescription(
      'El precio sube un 12 % en la semana.',
    );
    // No switch and no tab stop: the numbers are in the visually hidden table.
    await expect(canvas.queryByRole('switch')).toBeNull();
    await expect(canvas.queryByRole('application')).toBeNull();
  },
};

export const TableView: Story = {
  play: async ({ canvas }) => {
    const table = within(canvas.getByRole('table', { name: 'Datos de Bitcoin, últimos 7 días' }));
    const row = table.getByRole('row', { name: /7 nov/ });
    await expect(within(row).getByRole('cell', { name: spaced('46.300 US$') })).toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { language: 'en' },
  args: { name: 'Bitcoin, last 7 days', summary: 'The price rises 12% over the week.' },
  play: async ({ canvas }) => {
    // The English strings load first: wait for the chart.
    const table = within(await canvas.findByRole('table', { name: 'Data of Bitcoin, last 7 days' }));
    const row = table.getByRole('row', { name: /Nov 7/ });
    await expect(within(row).getByRole('cell', { name: '$46,300' })).toBeInTheDocument();
  },
};
