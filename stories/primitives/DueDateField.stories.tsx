import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { parseDate, type CalendarDate } from '@internationalized/date';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DueDateField, type DueDateFieldProps } from '@atrium/ui';

// Usage guidance for the Docs page (Markdown).
const docsDescription = `
A date picker for a stored day that is saved as it changes (a task's or a card's due date). It is the
DatePicker with one difference: a day typed segment by segment is handed
to \`onCommit\` only once it is committed, when the focus leaves the field, on Enter, or when the field goes away (a
drawer or dialog closed). A day picked from the calendar and the clear button commit at once.

**Use it** where each change is saved to the server as it is made, with no form and no Save button.

**Don't use it** inside a form that is submitted as a whole: the plain DatePicker's \`onChange\` is enough there.

**Why**: while the year is typed, the field already holds a complete date at every digit (0002, 0020, 0202, 2026).
Saving each one would write those years, and whichever answer came back last would win.
`;

/** The field over a stored day, as a view holds it: a commit updates what is stored. */
function StoredDueDate(props: DueDateFieldProps) {
  const [stored, setStored] = useState<CalendarDate | null>(props.value);
  return (
    <DueDateField
      {...props}
      value={stored}
      onCommit={(day) => {
        setStored(day);
        props.onCommit(day);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/DueDateField',
  component: DueDateField,
  render: (args) => <StoredDueDate {...args} />,
  args: { label: 'Fecha límite', value: null, onCommit: fn() },
  argTypes: { value: { control: false } },
  parameters: {
    docs: { description: { component: docsDescription } },
    // It draws the DatePicker, whose stories are shot: these check behaviour.
    chromatic: { disableSnapshot: true },
  },
} satisfies Meta<typeof DueDateField>;

export default meta;
type Story = StoryObj<typeof meta>;

const fieldOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('group', { name: 'Fecha límite' });

/** Typed at speed, the day is committed once, when the focus leaves the field: never 0002, 0020 or 0202. */
export const CommitsTypedDay: Story = {
  play: async ({ args, canvasElement }) => {
    const field = fieldOf(canvasElement);
    await userEvent.click(within(field).getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('15032027');
    await expect(field).toHaveTextContent('15/3/2027');
    await expect(args.onCommit).not.toHaveBeenCalled();
    // Leaving the field commits it.
    await userEvent.click(canvasElement);
    await expect(args.onCommit).toHaveBeenCalledTimes(1);
    await expect(args.onCommit).toHaveBeenCalledWith(parseDate('2027-03-15'));
    // Enter commits too; leaving a field that holds the stored day again commits nothing more.
    await userEvent.click(within(field).getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('20');
    await expect(args.onCommit).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onCommit).toHaveBeenCalledTimes(2);
    await expect(args.onCommit).toHaveBeenLastCalledWith(parseDate('2027-03-20'));
    await userEvent.click(canvasElement);
    await expect(args.onCommit).toHaveBeenCalledTimes(2);
    await expect(field).toHaveTextContent('20/3/2027');
  },
};

/** A day picked from the calendar, and the clear button, commit at once. */
export const PicksAndClears: Story = {
  args: { value: parseDate('2026-11-21') },
  play: async ({ args, canvas, canvasElement }) => {
    const field = fieldOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Calendario/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /, 25 de noviembre de 2026/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onCommit).toHaveBeenCalledTimes(1);
    await expect(args.onCommit).toHaveBeenCalledWith(parseDate('2026-11-25'));
    await expect(field).toHaveTextContent('25/11/2026');
    await userEvent.click(within(field).getByRole('button', { name: 'Borrar fecha' }));
    await expect(args.onCommit).toHaveBeenCalledTimes(2);
    await expect(args.onCommit).toHaveBeenLastCalledWith(null);
    for (const segment of within(field).getAllByRole('spinbutton')) {
      await expect(segment).toHaveAttribute('aria-valuetext', 'Vacío');
    }
  },
};
