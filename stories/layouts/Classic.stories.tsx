import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppLayout } from '@atrium/ui';
import { expect, userEvent, waitFor } from 'storybook/test';
import { desktopOnlyModes, mobileOnlyModes } from '../../.storybook/modes';
import { LayoutDemo, checkDesktop, checkMobile } from './LayoutDemo';

const meta = {
  title: 'Layouts/Classic',
  component: LayoutDemo,
  // What the layout stories review: the app's layout, which LayoutDemo fills with sample content.
  subcomponents: { AppLayout },
  parameters: { layout: 'fullscreen', chromatic: { modes: desktopOnlyModes } },
  args: { layout: 'classic' },
} satisfies Meta<typeof LayoutDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await checkDesktop(canvas, 'classic');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { chromatic: { modes: mobileOnlyModes } },
  play: async ({ canvas }) => {
    await checkMobile(canvas, 'classic');
  },
};

export const HidesAndShowsNavigation: Story = {
  play: async ({ canvas }) => {
    const nav = await canvas.findByRole('navigation', { name: 'Navegación principal' }, { timeout: 5000 });
    const toggle = canvas.getByRole('button', { name: 'Mostrar u ocultar la navegación' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(nav).not.toBeVisible());
    await userEvent.click(toggle);
    await waitFor(() => expect(canvas.getByRole('navigation', { name: 'Navegación principal' })).toBeVisible());
  },
};
