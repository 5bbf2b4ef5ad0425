import type { Meta, StoryObj } from '@storybook/react-vite';
import { parseDate } from '@internationalized/date';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DatePicker } from '@atrium/ui';

// Every story pins its dates (the value, and placeholderValue: the month the calendar opens on
// without a value), so nothing depends on the day the story runs. react-aria still prefixes today's
// cell label with "Hoy", so queries match a label's end, never its start.
const day = parseDate('2026-11-21');

const meta = {
  title: 'Primitives/DatePicker',
  component: DatePicker,
  args: { label: 'Fecha de entrega', defaultValue: day, placeholderValue: day, onChange: fn() },
  argTypes: { defaultValue: { control: false }, placeholderValue: { control: false } },
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
