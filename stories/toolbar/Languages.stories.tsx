import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Languages } from '@atrium/ui';
import { ToolbarFrame } from './ToolbarFrame';

const meta = {
  title: 'Toolbar/Languages',
  component: Languages,
  decorators: [(Story) => <ToolbarFrame>{Story()}</ToolbarFrame>],
} satisfies Meta<typeof Languages>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Idioma: Español' });
    await userEvent.click(button);
    const menu = await screen.findByRole('menu', { name: 'Idioma: Español' });
    const items = within(menu).getAllByRole('menuitemradio');
    await expect(items.map((item) => item.textContent)).toEqual(['Español', 'English']);
    await expect(items[0]).toHaveAttribute('aria-checked', 'true');
    await expect(items[1]).toHaveAttribute('aria-checked', 'false');
    // Each entry shows its flag.
    await expect(items[0]!.querySelector('svg rect')).not.toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    // Focus is back on the button, from the keyboard, so its tooltip names it.
    await waitFor(() => expect(button).toHaveFocus());
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Idioma: Español'));
  },
};

export const ChangesLanguage: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Idioma: Español' }));
    const menu = await screen.findByRole('menu', { name: 'Idioma: Español' });
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'English' }));
    // The whole UI is re-translated at once, the button's own name included.
    const button = await canvas.findByRole('button', { name: 'Language: English' });
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    await userEvent.click(button);
    const menuEn = await screen.findByRole('menu', { name: 'Language: English' });
    await expect(within(menuEn).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    // Back to Spanish, so the next story starts where it expects.
    await userEvent.click(within(menuEn).getByRole('menuitemradio', { name: 'Español' }));
    await canvas.findByRole('button', { name: 'Idioma: Español' });
  },
};
