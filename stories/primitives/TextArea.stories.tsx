import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'react-aria-components';
import { expect, fn, userEvent } from 'storybook/test';
import { Button, TextArea } from '@atrium/ui';

// Usage guidance for the Docs page (Markdown).
const docsDescription = `
A multi-line text field with the same anatomy as \`TextField\` (label, description, error message); it grows with
its content.

**Use it** for comments, descriptions and messages of a few lines of plain text.

**Don't use it** for one-line values (use a \`TextField\`) or formatted text (use the \`RichTextEditor\`).

**Accessibility**
- react-aria links the label, the description and the error message to the textarea, marks it invalid when
  validation fails, and announces the error.
- Enter makes a new line; Tab leaves the field.

**Props**: the table lists Atrium's own props and the ones the stories set; the rest are react-aria's [\`TextField\`](https://react-spectrum.adobe.com/react-aria/TextField.html) props, documented there.
`;

const meta = {
  title: 'Primitives/TextArea',
  component: TextArea,
  args: { label: 'Comentario', placeholder: 'Escribe tu comentario…', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 420 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { docs: { description: { component: docsDescription } } },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Comentario' });
    await expect(area.tagName).toBe('TEXTAREA');
    await userEvent.type(area, 'Hola{Enter}mundo');
    await expect(area).toHaveValue('Hola\nmundo');
    await expect(args.onChange).toHaveBeenLastCalledWith('Hola\nmundo');
  },
};

export const GrowsWithContent: Story = {
  args: { rows: 2, maxRows: 5 },
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Comentario' });
    await expect(area).toHaveAttribute('rows', '2');
    const before = area.getBoundingClientRect().height;
    await userEvent.type(area, 'uno{Enter}dos{Enter}tres{Enter}cuatro');
    await expect(area).toHaveAttribute('rows', '4');
    await expect(area.getBoundingClientRect().height).toBeGreaterThan(before);
    await userEvent.type(area, '{Enter}cinco{Enter}seis{Enter}siete');
    // It stops at maxRows and scrolls from there.
    await expect(area).toHaveAttribute('rows', '5');
  },
};

export const WithDescription: Story = {
  args: { description: 'Máximo 500 caracteres.' },
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Comentario' });
    await expect(area).toHaveAccessibleDescription('Máximo 500 caracteres.');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'El comentario no puede estar vacío.' },
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Comentario' });
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('El comentario no puede estar vacío.')).toBeVisible();
    await expect(area).toHaveAccessibleDescription('El comentario no puede estar vacío.');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  render: (args) => (
    <Form style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 12 }}>
      <TextArea {...args} />
      <Button type="submit">Enviar</Button>
    </Form>
  ),
  play: async ({ canvas }) => {
    const area = canvas.getByRole<HTMLTextAreaElement>('textbox', { name: /Comentario/ });
    await expect(area).toBeRequired();
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(area).toHaveFocus();
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(area).toHaveAccessibleDescription(area.validationMessage);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Un comentario que ya no se puede editar.' },
  play: async ({ args, canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Comentario' });
    await expect(area).toBeDisabled();
    await userEvent.type(area, 'x', { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
