import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, Mail, Star } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Icon, iconSizes } from '@atrium/ui';

const meta = {
  title: 'Primitives/Icon',
  component: Icon,
  args: { icon: Mail, size: 'md' },
  argTypes: {
    icon: { control: false },
    size: { control: 'inline-radio', options: iconSizes },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { label: 'Correo' },
  play: async ({ canvas }) => {
    const icon = canvas.getByRole('img', { name: 'Correo' });
    await expect(icon.tagName.toLowerCase()).toBe('svg');
    await expect(icon).toHaveAttribute('width', '20');
  },
};

export const Decorative: Story = {
  render: (args) => (
    <p style={{ display: 'flex', alignItems: 'center', gap: 8, margin: 0 }}>
      <Icon {...args} />
      Tienes 3 mensajes nuevos
    </p>
  ),
  play: async ({ canvasElement, canvas }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).not.toHaveAttribute('role');
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText('Tienes 3 mensajes nuevos')).toBeVisible();
  },
};

export const Labelled: Story = {
  args: { icon: Star, label: 'Destacado' },
  play: async ({ canvas }) => {
    const icon = canvas.getByRole('img', { name: 'Destacado' });
    await expect(icon).not.toHaveAttribute('aria-hidden');
    await expect(icon).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'end', gap: 16 }}>
      {iconSizes.map((size) => (
        <Icon key={size} {...args} icon={Bell} size={size} label={`Campana ${size}`} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sizes = iconSizes.map(
      (size) => canvas.getByRole('img', { name: `Campana ${size}` }).getBoundingClientRect().width,
    );
    await expect(sizes).toEqual([16, 20, 24]);
  },
};
