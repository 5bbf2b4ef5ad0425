import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { layoutModes } from '../../.storybook/modes';
import { LayoutDemo, checkDesktop, checkMobile } from './LayoutDemo';

const meta = {
  title: 'Layouts/Futuristic',
  component: LayoutDemo,
  parameters: { layout: 'fullscreen', chromatic: { modes: layoutModes } },
  args: { layout: 'futuristic' },
} satisfies Meta<typeof LayoutDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await checkDesktop(canvas, 'futuristic');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await checkMobile(canvas, 'futuristic');
  },
};

export const UserInPanelFooter: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('main', {}, { timeout: 5000 });
    await expect(canvas.getByText('Lucía Navarro')).toBeVisible();
    await expect(canvas.getByText('admin@atrium.dev')).toBeVisible();
  },
};
