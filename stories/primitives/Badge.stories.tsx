import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge, badgeVariants } from '@atrium/ui';

// Usage guidance for the Docs page (Markdown).
const docsDescription = `
A small pill with a count ("4", "99+") or a short label ("New"). It is not interactive.

**Use it** to show how many unread, pending or new things wait behind a button or a navigation item, or to
tag a row with a short state.

**Don't use it** as a button or a filter chip (it does not take focus or presses), or for long text. For a
status that needs an explanation, use a \`StatusMessage\` or text.

**Accessibility**
- A bare number means nothing to a screen reader: give \`label\` (for example "4 unread messages"). The
  visible number is then hidden and the label is read instead.
- \`variant\` changes colour only; the text or label must carry the meaning too.
`;

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { count: 4, label: '4 mensajes sin leer', variant: 'primary' },
  argTypes: { variant: { control: 'inline-radio', options: badgeVariants } },
  parameters: { docs: { description: { component: docsDescription } } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    // Sighted users see the number; screen readers hear the label instead.
    await expect(canvas.getByText('4')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText('4 mensajes sin leer')).toBeInTheDocument();
  },
};

export const Variants: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Badge variant="primary">Nuevo</Badge>
      <Badge variant="warn">Vencido</Badge>
      <Badge variant="neutral">Borrador</Badge>
      <Badge variant="success">Pagado</Badge>
    </div>
  ),
  play: async ({ canvas }) => {
    for (const [text, variant] of [
      ['Nuevo', 'primary'],
      ['Vencido', 'warn'],
      ['Borrador', 'neutral'],
      ['Pagado', 'success'],
    ] as const) {
      await expect(canvas.getByText(text)).toHaveAttribute('data-variant', variant);
    }
  },
};

export const OverMax: Story = {
  args: { count: 120, label: '120 notificaciones sin leer', variant: 'warn' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('99+')).toBeVisible();
    await expect(canvas.queryByText('120')).not.toBeInTheDocument();
    await expect(canvas.getByText('120 notificaciones sin leer')).toBeInTheDocument();
  },
};

export const CustomMax: Story = {
  args: { count: 12, max: 9, label: '12 tareas pendientes', variant: 'neutral' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('9+')).toBeVisible();
  },
};

export const TextLabel: Story = {
  args: { count: undefined, label: undefined, children: 'Beta', variant: 'success' },
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Beta');
    await expect(badge).toBeVisible();
    await expect(badge).not.toHaveAttribute('aria-hidden');
  },
};
