import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppLayout } from '@atrium/ui';
import { expect } from 'storybook/test';
import { desktopOnlyModes, mobileOnlyModes } from '../../.storybook/modes';
import { LayoutDemo, checkNoOverflow } from './LayoutDemo';

const meta = {
  title: 'Layouts/Empty',
  component: LayoutDemo,
  // What the layout stories review: the app's layout, which LayoutDemo fills with sample content.
  subcomponents: { AppLayout },
  parameters: { layout: 'fullscreen', chromatic: { modes: desktopOnlyModes } },
  args: { layout: 'empty' },
} satisfies Meta<typeof LayoutDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const main = await canvas.findByRole('main', {}, { timeout: 5000 });
    await expect(main.closest('[data-layout]')).toHaveAttribute('data-layout', 'empty');
    // Only the page: no navigation, top bar or footer.
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('banner')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('contentinfo')).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Panel del proyecto' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { chromatic: { modes: mobileOnlyModes } },
  play: async ({ canvas }) => {
    await canvas.findByRole('main', {}, { timeout: 5000 });
    await expect(window.innerWidth).toBe(375);
    await checkNoOverflow();
  },
};
