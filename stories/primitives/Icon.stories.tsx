import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, Mail, Star } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Icon, iconSizes } from '@atrium/ui';

// Usage guidance for the Docs page (Markdown).
const docsDescription = `
An SVG icon from lucide-react, sized 16, 20 or 24 px, in the colour of the text around it. Import icons by name
(\`import { Mail } from 'lucide-react'\`) so only the icons used are shipped.

**Use it** to support a label, in buttons, menus and navigation, or alone where its meaning is obvious and named.

**Don't use it** as a button on its own: wrap it in an \`IconButton\`, which gives it a name and a tooltip.

**Accessibility**
- Without \`label\` the icon is decorative and hidden from assistive technology: right when text beside it, or
  the control around it, already says what it means.
- With \`label\` it is an image (\`role="img"\`) named by that label: use it when the icon carries meaning alone.
`;

const meta = {
  title: 'Primitives/Icon',
  component: Icon,
  args: { icon: Mail, size: 'md' },
  argTypes: {
    icon: { control: false },
    size: { control: 'inline-radio', options: iconSizes },
  },
  parameters: { docs: { description: { component: docsDescription } } },
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
