import type { Meta, StoryObj } from '@storybook/react-vite';
import { Lock, Mail } from 'lucide-react';
import { Form } from 'react-aria-components';
import { expect, fn, userEvent } from 'storybook/test';
import { Button, TextField } from '@atrium/ui';

// Usage guidance for the Docs page (Markdown).
const docsDescription = `
A single-line text input with a label, an optional description and an error message, validated by react-aria
(native constraints such as \`isRequired\`, \`type="email"\` or \`pattern\`, or a \`validate\` function).

**Use it** for short free text: names, emails, phone numbers, passwords.

**Don't use it** for long text (use a \`TextArea\`), dates (\`DatePicker\`), choices from a list (\`Select\`,
\`ComboBox\`), or searching (\`SearchField\`).

**Accessibility**
- Always give a \`label\`; a placeholder is not a label (it disappears as people type).
- react-aria links the label, the description (\`aria-describedby\`) and the error message to the input, sets
  \`aria-invalid\` and announces errors; \`isRequired\` is exposed to assistive technology.
- Choose \`type\` (email, tel, url) so phones show the right keyboard and autofill works.

**Props**: the table lists Atrium's own props and the ones the stories set; the rest are react-aria's [\`TextField\`](https://react-spectrum.adobe.com/react-aria/TextField.html) props, documented there.
`;

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'Nombre', placeholder: 'Ana García', onChange: fn() },
  argTypes: {
    type: { control: 'inline-radio', options: ['text', 'email', 'password', 'tel', 'url'] },
    icon: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { docs: { description: { component: docsDescription } } },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Nombre' });
    await userEvent.type(input, 'Lucía');
    await expect(input).toHaveValue('Lucía');
    await expect(args.onChange).toHaveBeenLastCalledWith('Lucía');
  },
};

export const WithDescription: Story = {
  args: { description: 'Tal como aparece en tu documento de identidad.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Nombre' });
    await expect(input).toHaveAccessibleDescription('Tal como aparece en tu documento de identidad.');
  },
};

export const WithIcon: Story = {
  args: { label: 'Correo electrónico', type: 'email', placeholder: 'ana@ejemplo.com', icon: <Mail /> },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Correo electrónico' });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(canvasElement.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
    await userEvent.type(input, 'ana@ejemplo.com');
    await expect(input).toHaveValue('ana@ejemplo.com');
  },
};

export const Password: Story = {
  args: { label: 'Contraseña', type: 'password', placeholder: undefined, icon: <Lock /> },
  play: async ({ canvas }) => {
    // Password inputs have no ARIA role; the label still names the input.
    const input = canvas.getByLabelText('Contraseña');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.type(input, 'secreto');
    await expect(input).toHaveValue('secreto');
  },
};

export const Invalid: Story = {
  args: {
    label: 'Correo electrónico',
    type: 'email',
    defaultValue: 'ana@',
    isInvalid: true,
    errorMessage: 'Introduce un correo válido, como ana@ejemplo.com.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Correo electrónico' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Introduce un correo válido, como ana@ejemplo.com.')).toBeVisible();
    await expect(input).toHaveAccessibleDescription('Introduce un correo válido, como ana@ejemplo.com.');
  },
};

export const Required: Story = {
  args: { label: 'Correo electrónico', type: 'email', isRequired: true, placeholder: undefined },
  render: (args) => (
    <Form style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 12 }}>
      <TextField {...args} />
      <Button type="submit">Enviar</Button>
    </Form>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole<HTMLInputElement>('textbox', { name: /Correo electrónico/ });
    await expect(input).toBeRequired();
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    // Native validation: the browser's own message is shown under the field and describes it.
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input.validationMessage).not.toBe('');
    await expect(input).toHaveAccessibleDescription(input.validationMessage);
    await userEvent.type(input, 'ana@ejemplo.com');
    await userEvent.tab();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Ana García' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Nombre' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('Ana García');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
