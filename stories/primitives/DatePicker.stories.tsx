import type { Meta, StoryObj } from '@storybook/react-vite';
import { parseDate, parseDateTime } from '@internationalized/date';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DatePicker } from '@atrium/ui';

// Every story pins its dates (the value, and placeholderValue: the month the calendar opens on
// without a value), so nothing depends on the day the story runs. react-aria still prefixes today's
// cell label with "Hoy", so queries match a label's end, never its start.
const day = parseDate('2026-11-21');

// Usage guidance for the Docs page (Markdown).
const docsDescription = `
A date field: the date is typed segment by segment in the locale's short format, or picked from a calendar
popover. The chosen date is confirmed in full under the field. Values are \`@internationalized/date\` values, so
no time zone shifts the day; \`granularity="minute"\` adds the time.

**Use it** for a single date a person knows or picks (a due date, a birthday, a delivery day).

**Don't use it** for a range (two pickers or a dedicated range picker), or for a date that is only shown (format it
as text).

**Accessibility**
- Each segment (day, month, year) is a spin button: type digits, or use ArrowUp/ArrowDown; Tab and the arrow keys
  move between segments; Backspace clears one.
- The calendar button opens a dialog with a grid: arrow keys move by day and week, Page Up/Down by month, Enter
  picks, Escape closes and returns the focus to the field.
- Validation messages (out of range, unavailable, missing) come from the product's translations rather than
  the browser's language.

**Props**: the table lists Atrium's own props and the ones the stories set; the rest are react-aria's [\`DatePicker\`](https://react-spectrum.adobe.com/react-aria/DatePicker.html) props, documented there.
`;

const meta = {
  title: 'Primitives/DatePicker',
  component: DatePicker,
  args: { label: 'Fecha de entrega', defaultValue: day, placeholderValue: day, onChange: fn() },
  argTypes: { defaultValue: { control: false }, placeholderValue: { control: false } },
  parameters: { docs: { description: { component: docsDescription } } },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const fieldOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('group', { name: 'Fecha de entrega' });

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    // The segments follow the locale's short date ('D'), the help text the long one ('DDD').
    await expect(fieldOf(canvasElement)).toHaveTextContent('21/11/2026');
    await expect(canvas.getByText('21 de noviembre de 2026')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Calendario/ })).toBeEnabled();
  },
};

export const PicksFromCalendar: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Calendario/ }));
    const dialog = await screen.findByRole('dialog');
    // The heading uses the month-year format ('LLL yyyy').
    await expect(within(dialog).getByText('nov 2026')).toBeVisible();
    await expect(within(dialog).getByRole('heading', { name: 'noviembre de 2026' })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /, 21 de noviembre de 2026/ })).toHaveFocus(),
    );

    await userEvent.click(within(dialog).getByRole('button', { name: /, 25 de noviembre de 2026/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onChange).toHaveBeenCalledWith(parseDate('2026-11-25'));
    await expect(fieldOf(canvasElement)).toHaveTextContent('25/11/2026');
    await expect(canvas.getByText('25 de noviembre de 2026')).toBeVisible();

    // The month arrows page the calendar (react-aria adds a second, visually hidden "Siguiente"
    // for screen readers, hence the first), and the keyboard picks a day: a week on, then Enter.
    await userEvent.click(canvas.getByRole('button', { name: /Calendario/ }));
    const again = await screen.findByRole('dialog');
    await userEvent.click(within(again).getAllByRole('button', { name: 'Siguiente' })[0] as HTMLElement);
    await expect(within(again).getByText('dic 2026')).toBeVisible();
    await userEvent.click(within(again).getByRole('button', { name: /, 2 de diciembre de 2026/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2026-12-02'));
    await expect(canvas.getByText('2 de diciembre de 2026')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: /Calendario/ }));
    const third = await screen.findByRole('dialog');
    await waitFor(() => expect(within(third).getByRole('button', { name: /, 2 de diciembre de 2026/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2026-12-09'));
  },
};

export const TypesIntoSegments: Story = {
  args: { defaultValue: undefined },
  play: async ({ args, canvas, canvasElement }) => {
    const segments = within(fieldOf(canvasElement)).getAllByRole('spinbutton');
    // Spanish order: day, month, year; each segment moves on once it is full.
    await userEvent.click(segments[0] as HTMLElement);
    await userEvent.keyboard('05032027');
    await expect(fieldOf(canvasElement)).toHaveTextContent('5/3/2027');
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2027-03-05'));
    await expect(canvas.getByText('5 de marzo de 2027')).toBeVisible();
    // Arrow keys step the focused segment (the year).
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2028-03-05'));
  },
};

export const Invalid: Story = {
  // 'aria' shows the error as soon as the value is out of range (native waits for a form submit).
  args: { minValue: parseDate('2026-12-01'), maxValue: parseDate('2026-12-31'), validationBehavior: 'aria' },
  play: async ({ canvas, canvasElement }) => {
    const field = fieldOf(canvasElement);
    await expect(field).toHaveAttribute('data-invalid');
    await expect(canvas.getByText('La fecha debe ser igual o posterior al 1/12/2026.')).toBeVisible();
    const segments = within(field).getAllByRole('spinbutton');
    for (const segment of segments) await expect(segment).toHaveAttribute('aria-invalid', 'true');
    // A day inside the range clears the error.
    await userEvent.click(segments[1] as HTMLElement);
    await userEvent.keyboard('{ArrowUp}');
    await expect(field).not.toHaveAttribute('data-invalid');
    await expect(canvas.queryByText(/La fecha debe ser/)).toBeNull();
    // Back before the range: the error returns (and the story ends showing it).
    await userEvent.keyboard('{ArrowDown}');
    await expect(field).toHaveAttribute('data-invalid');
    await expect(canvas.getByText('La fecha debe ser igual o posterior al 1/12/2026.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: /Calendario/ })).toBeDisabled();
    for (const segment of within(fieldOf(canvasElement)).getAllByRole('spinbutton')) {
      await expect(segment).toHaveAttribute('aria-disabled', 'true');
    }
    await userEvent.click(canvas.getByRole('button', { name: /Calendario/ }), { pointerEventsCheck: 0 });
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** A clear button inside the field empties it (onChange gets null) and goes until a date is back. */
export const Clearable: Story = {
  args: { isClearable: true },
  play: async ({ args, canvas, canvasElement }) => {
    const field = fieldOf(canvasElement);
    await userEvent.click(within(field).getByRole('button', { name: 'Borrar fecha' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.queryByText('21 de noviembre de 2026')).toBeNull();
    await expect(within(field).queryByRole('button', { name: 'Borrar fecha' })).toBeNull();
    // The focus stays in the field, on its first segment, now empty.
    const segments = within(field).getAllByRole('spinbutton');
    await waitFor(() => expect(segments[0]).toHaveFocus());
    for (const segment of segments) await expect(segment).toHaveAttribute('aria-valuetext', 'Vacío');
    // A new date brings the button back.
    await userEvent.keyboard('01122026');
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2026-12-01'));
    await expect(within(field).getByRole('button', { name: 'Borrar fecha' })).toBeVisible();
  },
};

/** Date and time (a reminder): the hour and minute segments in the locale's clock, and the calendar. */
export const DateTime: Story = {
  args: {
    label: 'Recordatorio',
    granularity: 'minute',
    defaultValue: parseDateTime('2026-11-21T09:30'),
    placeholderValue: parseDateTime('2026-11-21T09:00'),
    isClearable: true,
  },
  play: async ({ args, canvas, canvasElement }) => {
    const field = within(canvasElement).getByRole('group', { name: 'Recordatorio' });
    const segments = within(field).getAllByRole('spinbutton');
    // Day, month, year, hour, minute (Spanish uses a 24-hour clock: no AM/PM segment).
    await expect(segments).toHaveLength(5);
    // react-aria isolates the time's direction with invisible marks (U+2066, U+2069).
    await expect(field).toHaveTextContent(/^21\/11\/2026, \u2066?9:30\u2069?$/);
    await expect(canvas.getByText(/^21 de noviembre de 2026,? (a las )?9:30$/)).toBeVisible();
    // The calendar changes the day and keeps the time.
    await userEvent.click(canvas.getByRole('button', { name: /Calendario/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /, 25 de noviembre de 2026/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDateTime('2026-11-25T09:30'));
    // The hour is typed like any segment.
    await userEvent.click(segments[3] as HTMLElement);
    await userEvent.keyboard('18');
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDateTime('2026-11-25T18:30'));
    await expect(canvas.getByText(/^25 de noviembre de 2026,? (a las )?18:30$/)).toBeVisible();
  },
};
