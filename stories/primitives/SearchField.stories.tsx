import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SearchField } from '@atrium/ui';

const meta = {
  title: 'Primitives/SearchField',
  component: SearchField,
  args: {
    label: 'Buscar contactos',
    placeholder: 'Nombre, correo o empresa',
    onChange: fn(),
    onSubmit: fn(),
    onClear: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Buscar contactos' });
    await userEvent.type(input, 'Lucía');
    await expect(input).toHaveValue('Lucía');
    await expect(args.onChange).toHaveBeenLastCalledWith('Lucía');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('Lucía');
  },
};

export const ClearButton: Story = {
  args: { defaultValue: 'Lucía' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Buscar contactos' });
    await userEvent.click(canvas.getByRole('button', { name: 'Borrar búsqueda' }));
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(input).toHaveFocus();
    // Nothing left to clear: the button is hidden.
    await expect(canvas.queryByRole('button', { name: 'Borrar búsqueda' })).toBeNull();
  },
};

export const EscapeClears: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Buscar contactos' });
    await userEvent.type(input, 'Acme');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};

export const HiddenLabel: Story = {
  args: { hideLabel: true, label: 'Buscar en el panel', placeholder: 'Buscar…' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Buscar en el panel' });
    await expect(input).toBeVisible();
    // Visually hidden: still in the accessibility tree, but it takes up no room on screen.
    const label = canvas.getByText('Buscar en el panel');
    await expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Acme' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Buscar contactos' });
    await expect(input).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Borrar búsqueda', hidden: true })).toBeDisabled();
    await expect(args.onClear).not.toHaveBeenCalled();
  },
};
