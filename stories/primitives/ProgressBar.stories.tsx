import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from '@atrium/ui';

const meta = {
  title: 'Primitives/ProgressBar',
  component: ProgressBar,
  args: { label: 'Subiendo archivos', value: 40 },
  argTypes: { size: { control: 'inline-radio', options: ['default', 'thin'] } },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Determinate: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Subiendo archivos' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    // The value is shown formatted for the locale beside the label.
    await expect(bar).toHaveTextContent(/40\s?%/);
  },
};

export const CustomRange: Story = {
  args: { label: 'Contactos importados', minValue: 0, maxValue: 250, value: 50 },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Contactos importados' });
    await expect(bar).toHaveAttribute('aria-valuenow', '50');
    await expect(bar).toHaveAttribute('aria-valuetext', expect.stringMatching(/20\s?%/));
  },
};

export const Indeterminate: Story = {
  args: { label: 'Cargando contactos', isIndeterminate: true, value: undefined },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Cargando contactos' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(bar).not.toHaveTextContent('%');
  },
};

export const Thin: Story = {
  args: { label: undefined, 'aria-label': 'Cargando página', isIndeterminate: true, value: undefined, size: 'thin' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Cargando página' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    const track = bar.firstElementChild as HTMLElement;
    await expect(track.getBoundingClientRect().height).toBe(6);
  },
};
