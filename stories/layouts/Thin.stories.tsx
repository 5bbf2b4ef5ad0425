import type { Meta, StoryObj } from '@storybook/react-vite';
import { layoutModes } from '../../.storybook/modes';
import { LayoutDemo, checkDesktop, checkMobile } from './LayoutDemo';

const meta = {
  title: 'Layouts/Thin',
  component: LayoutDemo,
  parameters: { layout: 'fullscreen', chromatic: { modes: layoutModes } },
  args: { layout: 'thin' },
} satisfies Meta<typeof LayoutDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await checkDesktop(canvas, 'thin');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await checkMobile(canvas, 'thin');
  },
};
