import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppLayout } from '@atrium/ui';
import { expect, within } from 'storybook/test';
import { desktopOnlyModes, mobileOnlyModes } from '../../.storybook/modes';
import { LayoutDemo, checkDesktop, checkMobile } from './LayoutDemo';

const meta = {
  title: 'Layouts/Futuristic',
  component: LayoutDemo,
  // What the layout stories review: the app's layout, which LayoutDemo fills with sample content.
  subcomponents: { AppLayout },
  parameters: { layout: 'fullscreen', chromatic: { modes: desktopOnlyModes } },
  args: { layout: 'futuristic' },
} satisfies Meta<typeof LayoutDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await checkDesktop(canvas, 'futuristic', { inPanel: ['userMenu'] });
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { chromatic: { modes: mobileOnlyModes } },
  play: async ({ canvas }) => {
    await checkMobile(canvas, 'futuristic');
  },
};

export const UserInPanelFooter: Story = {
  play: async ({ canvas }) => {
    const main = await canvas.findByRole('main', {}, { timeout: 5000 });
    // The panel's fixed footer: the user menu beside the user's name and e-mail.
    const panel = main.closest('[data-layout]')!.querySelector<HTMLElement>('[data-vertical-navigation]')!;
    const name = within(panel).getByText('Lucía Navarro');
    await expect(name).toBeVisible();
    await expect(within(panel).getByText('admin@atrium.dev')).toBeVisible();
    const userMenu = within(panel).getByRole('button', { name: 'Menú de usuario' });
    await expect(userMenu.getBoundingClientRect().bottom).toBeGreaterThan(name.getBoundingClientRect().top);
    await expect(userMenu.getBoundingClientRect().top).toBeLessThan(name.getBoundingClientRect().bottom);
    await expect(within(canvas.getByRole('banner')).queryByRole('button', { name: 'Menú de usuario' })).toBeNull();
    // The bell stays in the top bar.
    await expect(within(canvas.getByRole('banner')).getByRole('button', { name: 'Notificaciones' })).toBeVisible();
  },
};
