import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppLayout } from '@atrium/ui';
import { expect, userEvent, waitFor } from 'storybook/test';
import { desktopOnlyModes, mobileOnlyModes } from '../../.storybook/modes';
import { LayoutDemo, checkDesktop, checkMobile } from './LayoutDemo';

const meta = {
  title: 'Layouts/Dense',
  component: LayoutDemo,
  // What the layout stories review: the app's layout, which LayoutDemo fills with sample content.
  subcomponents: { AppLayout },
  parameters: { layout: 'fullscreen', chromatic: { modes: desktopOnlyModes } },
  args: { layout: 'dense' },
} satisfies Meta<typeof LayoutDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await checkDesktop(canvas, 'dense');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { chromatic: { modes: mobileOnlyModes } },
  play: async ({ canvas }) => {
    await checkMobile(canvas, 'dense');
  },
};

export const TogglesDenseAndDefault: Story = {
  play: async ({ canvas }) => {
    const main = await canvas.findByRole('main', {}, { timeout: 5000 });
    const panel = () => main.closest('[data-layout]')!.querySelector<HTMLElement>('[data-vertical-navigation]')!;
    await expect(panel()).toHaveAttribute('data-appearance', 'dense');
    await expect(Math.round(panel().getBoundingClientRect().width)).toBe(80);
    const toggle = canvas.getByRole('button', { name: 'Alternar navegación compacta' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(panel()).toHaveAttribute('data-appearance', 'default');
    await waitFor(() => expect(Math.round(panel().getBoundingClientRect().width)).toBe(280));
  },
};
