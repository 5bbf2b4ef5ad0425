import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageShell } from '@atrium/ui';

// Usage guidance for the Docs page (Markdown).
const docsDescription = `
A page's heading and body: the frame every routed page sits in, inside the layout's main landmark.

**Use it** for every page of the app, so the page's title is its \`h1\` and its spacing matches the others.

**Don't use it** inside a dialog or a panel (they have their own titles), or to add another \`main\` landmark (the
layout owns it).

**Accessibility**
- \`title\` becomes the page's single \`h1\`, the first thing screen-reader users jump to with the heading keys.
`;

const meta = {
  title: 'Primitives/PageShell',
  component: PageShell,
  parameters: { layout: 'fullscreen', docs: { description: { component: docsDescription } } },
  args: { title: 'Próximamente' },
} satisfies Meta<typeof PageShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Próximamente' })).toBeVisible();
  },
};

export const WithContent: Story = {
  args: { children: <p>Esta sección estará disponible pronto.</p> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Esta sección estará disponible pronto.')).toBeVisible();
  },
};
