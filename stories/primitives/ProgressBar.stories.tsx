import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from '@atrium/ui';

// Usage guidance for the Docs page (Markdown).
const docsDescription = `
The progress of one operation: determinate with \`value\` (between \`minValue\` and \`maxValue\`), or
\`isIndeterminate\` when the amount of work is unknown.

**Use it** for uploads, imports and other operations that take a few seconds or more, and for quotas ("7 of 10 GB
used").

**Don't use it** for the loading of a page or a list (use skeletons or a \`LoadingMessage\`); the app-wide
\`LoadingBar\` already shows pending requests.

**Accessibility**
- react-aria gives the progressbar role, its name from \`label\`, the range and value, and the value as text in the
  current locale ("40 %").
- Without a visible label, give it an \`aria-label\`.

**Props**: the table lists Atrium's own props and the ones the stories set; the rest are react-aria's [\`ProgressBar\`](https://react-spectrum.adobe.com/react-aria/ProgressBar.html) props, documented there.
`;

const meta = {
  title: 'Primitives/ProgressBar',
  component: ProgressBar,
  args: { label: 'Subiendo archivos', value: 40 },
  argTypes: { size: { control: 'inline-radio', options: ['default', 'thin'] } },
  parameters: { docs: { description: { component: docsDescription } } },
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
