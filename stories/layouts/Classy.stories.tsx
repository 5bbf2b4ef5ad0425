import type { Meta, StoryObj } from '@storybook/react-vite';
import { AppLayout } from '@atrium/ui';
import { expect, within } from 'storybook/test';
import { desktopOnlyModes, mobileOnlyModes } from '../../.storybook/modes';
import { LayoutDemo, checkDesktop, checkMobile } from './LayoutDemo';

const meta = {
  title: 'Layouts/Classy',
  component: LayoutDemo,
  // What the layout stories review: the app's layout, which LayoutDemo fills with sample content.
  subcomponents: { AppLayout },
  parameters: { layout: 'fullscreen', chromatic: { modes: desktopOnlyModes } },
  args: { layout: 'classy' },
} satisfies Meta<typeof LayoutDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await checkDesktop(canvas, 'classy', { inPanel: ['notifications', 'userMenu'] });
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { chromatic: { modes: mobileOnlyModes } },
  play: async ({ canvas }) => {
    await checkMobile(canvas, 'classy');
  },
};

export const UserInPanel: Story = {
  play: async ({ canvas }) => {
    const main = await canvas.findByRole('main', {}, { timeout: 5000 });
    await expect(main).toBeInTheDocument();
    // The panel's header holds the bell and the user menu, above the user's avatar, name and e-mail;
    // the top bar leaves them out.
    const panel = main.closest('[data-layout]')!.querySelector<HTMLElement>('[data-vertical-navigation]')!;
    await expect(within(panel).getByRole('img', { name: 'Lucía Navarro' })).toBeVisible();
    await expect(within(panel).getByText('admin@atrium.dev')).toBeVisible();
    await expect(within(panel).getByRole('button', { name: 'Notificaciones' })).toBeVisible();
    await expect(within(panel).getByRole('button', { name: 'Menú de usuario' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Notificaciones' })).toHaveLength(1);
    await expect(within(canvas.getByRole('banner')).queryByRole('button', { name: 'Menú de usuario' })).toBeNull();
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('© 2026 Atrium');
  },
};
