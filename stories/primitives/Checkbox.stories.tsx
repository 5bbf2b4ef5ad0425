import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox, CheckboxGroup } from '@atrium/ui';

// Usage guidance for the Docs page (Markdown).
const docsDescription = `
A checkbox with its label as children. \`isIndeterminate\` shows a dash, for a parent whose children are partly
checked. \`CheckboxGroup\` gives a set of checkboxes one label, one value (the checked values) and one validation.

**Use it** for choices that are submitted with a form, for consent ("I accept the terms"), and for picking
several options from a short list.

**Don't use it** for a setting that takes effect at once (use a \`Switch\`), or to pick one option out of many
(use a \`Select\` or radio buttons).

**Accessibility**
- react-aria renders a real (visually hidden) \`input type="checkbox"\`: Space toggles it, forms and
  screen readers see its state, and a click on the label toggles it too.
- Always give it a label; a checkbox with no visible text needs \`aria-label\`.
- In a \`CheckboxGroup\`, the group's label names the group and its description and error message are linked
  to it.

**Props**: the table lists Atrium's own props and the ones the stories set; the rest are react-aria's [\`Checkbox\`](https://react-spectrum.adobe.com/react-aria/Checkbox.html) and [\`CheckboxGroup\`](https://react-spectrum.adobe.com/react-aria/CheckboxGroup.html) props, documented there.
`;

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { children: 'Acepto las condiciones', onChange: fn() },
  parameters: { docs: { description: { component: docsDescription } } },
  subcomponents: { CheckboxGroup },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Acepto las condiciones' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(canvas.getByText('Acepto las condiciones'));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const Selected: Story = {
  args: { defaultSelected: true },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Acepto las condiciones' });
    await expect(checkbox).toBeChecked();
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
  },
};

export const Indeterminate: Story = {
  args: { isIndeterminate: true, children: 'Seleccionar todo' },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Seleccionar todo' });
    await expect(checkbox).toBePartiallyChecked();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Acepto las condiciones' });
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Acepto las condiciones' });
    await expect(checkbox).toBeDisabled();
    await userEvent.click(canvas.getByText('Acepto las condiciones'), { pointerEventsCheck: 0 });
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

const channels = [
  { value: 'email', label: 'Correo electrónico' },
  { value: 'sms', label: 'SMS' },
  { value: 'push', label: 'Notificaciones push' },
];

export const Group: Story = {
  render: () => (
    <CheckboxGroup
      label="Avisos"
      description="Elige por dónde quieres recibirlos."
      defaultValue={['email']}
      onChange={fn().mockName('onGroupChange')}
    >
      {channels.map((channel) => (
        <Checkbox key={channel.value} value={channel.value}>
          {channel.label}
        </Checkbox>
      ))}
    </CheckboxGroup>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Avisos' });
    await expect(group).toHaveAccessibleDescription('Elige por dónde quieres recibirlos.');
    const boxes = within(group).getAllByRole('checkbox');
    await expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([true, false, false]);
    await userEvent.click(within(group).getByText('SMS'));
    await expect(within(group).getByRole('checkbox', { name: 'SMS' })).toBeChecked();
  },
};

export const GroupInvalid: Story = {
  render: () => (
    <CheckboxGroup label="Avisos" isInvalid errorMessage="Elige al menos un canal.">
      {channels.map((channel) => (
        <Checkbox key={channel.value} value={channel.value}>
          {channel.label}
        </Checkbox>
      ))}
    </CheckboxGroup>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Avisos' });
    await expect(canvas.getByText('Elige al menos un canal.')).toBeVisible();
    await expect(group).toHaveAccessibleDescription('Elige al menos un canal.');
  },
};

/** A parent checkbox that is indeterminate while only some of its children are checked. */
function SelectAll() {
  const [selected, setSelected] = useState<string[]>(['email']);
  const all = selected.length === channels.length;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Checkbox
        isSelected={all}
        isIndeterminate={selected.length > 0 && !all}
        onChange={(checked) => setSelected(checked ? channels.map((c) => c.value) : [])}
      >
        Todos los canales
      </Checkbox>
      <CheckboxGroup aria-label="Canales" value={selected} onChange={setSelected} style={{ paddingInlineStart: 26 }}>
        {channels.map((channel) => (
          <Checkbox key={channel.value} value={channel.value}>
            {channel.label}
          </Checkbox>
        ))}
      </CheckboxGroup>
    </div>
  );
}

export const IndeterminateParent: Story = {
  render: () => <SelectAll />,
  play: async ({ canvas }) => {
    const parent = canvas.getByRole('checkbox', { name: 'Todos los canales' });
    await expect(parent).toBePartiallyChecked();
    await userEvent.click(canvas.getByText('Todos los canales'));
    await expect(parent).toBeChecked();
    for (const box of within(canvas.getByRole('group', { name: 'Canales' })).getAllByRole('checkbox')) {
      await expect(box).toBeChecked();
    }
    await userEvent.click(canvas.getByText('SMS'));
    await expect(parent).toBePartiallyChecked();
  },
};
