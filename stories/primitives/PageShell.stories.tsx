import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageShell } from '@atrium/ui';

const meta = {
  title: 'Primitives/PageShell',
  component: PageShell,
  parameters: { layout: 'fullscreen' },
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
