import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Paginator } from '@atrium/ui';

// Usage guidance for the Docs page (Markdown).
const docsDescription = `
Moves through the pages of a list: an items-per-page select, the range shown ("1 – 10 of 100") and first,
previous, next and last buttons. It works controlled (\`pageIndex\`, \`pageSize\` with \`onPageChange\`) or on its
own.

**Use it** under a table or list whose data comes in pages from the server.

**Don't use it** for a short list that fits on screen, or for a feed read from top to bottom (load more as the
reader scrolls).

**Accessibility**
- It is a navigation landmark with a name; each button is an \`IconButton\` named "First page", "Next page" and so
  on, disabled at the ends.
- The range text is read as the page changes, so screen-reader users hear where they are.
`;

const meta = {
  title: 'Primitives/Paginator',
  component: Paginator,
  args: { length: 100, defaultPageSize: 10, pageSizeOptions: [5, 10, 25, 100], onPageChange: fn() },
  parameters: { docs: { description: { component: docsDescription } } },
} satisfies Meta<typeof Paginator>;

export default meta;
type Story = StoryObj<typeof meta>;

const buttons = (canvasElement: HTMLElement, canvas = within(canvasElement)) => ({
  first: canvas.getByRole('button', { name: 'Primera página' }),
  previous: canvas.getByRole('button', { name: 'Página anterior' }),
  next: canvas.getByRole('button', { name: 'Página siguiente' }),
  last: canvas.getByRole('button', { name: 'Última página' }),
});

export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const nav = canvas.getByRole('navigation', { name: 'Paginación' });
    await expect(within(nav).getByText('1 – 10 de 100')).toBeVisible();
    const { first, previous, next, last } = buttons(canvasElement);
    await expect(first).toBeDisabled();
    await expect(previous).toBeDisabled();

    await userEvent.click(next);
    await expect(canvas.getByText('11 – 20 de 100')).toBeVisible();
    await expect(args.onPageChange).toHaveBeenLastCalledWith({
      pageIndex: 1,
      previousPageIndex: 0,
      pageSize: 10,
      length: 100,
    });
    await expect(previous).toBeEnabled();

    // The keyboard works the same: Enter on the focused button.
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('21 – 30 de 100')).toBeVisible();
    await userEvent.click(last);
    await expect(canvas.getByText('91 – 100 de 100')).toBeVisible();
    await userEvent.click(first);
    await expect(canvas.getByText('1 – 10 de 100')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { length: 0 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('0 de 0')).toBeVisible();
    for (const button of Object.values(buttons(canvasElement))) await expect(button).toBeDisabled();
  },
};

export const LastPage: Story = {
  args: { length: 95, defaultPageIndex: 9 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('91 – 95 de 95')).toBeVisible();
    const { first, previous, next, last } = buttons(canvasElement);
    await expect(next).toBeDisabled();
    await expect(last).toBeDisabled();
    await expect(previous).toBeEnabled();
    await expect(first).toBeEnabled();
    await userEvent.click(previous);
    await expect(canvas.getByText('81 – 90 de 95')).toBeVisible();
    await expect(next).toBeEnabled();
  },
};

export const ChangesItemsPerPage: Story = {
  args: { defaultPageIndex: 3 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('31 – 40 de 100')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Elementos por página/ }));
    const listbox = await screen.findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((item) => item.textContent),
    ).toEqual(['5', '10', '25', '100']);
    await userEvent.click(within(listbox).getByRole('option', { name: '25' }));
    // The first item shown (31) stays on the new page: items 26 to 50.
    await expect(canvas.getByText('26 – 50 de 100')).toBeVisible();
    await expect(args.onPageChange).toHaveBeenLastCalledWith({
      pageIndex: 1,
      previousPageIndex: 3,
      pageSize: 25,
      length: 100,
    });
    await expect(canvas.getByRole('button', { name: /Elementos por página/ })).toHaveTextContent('25');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultPageIndex: 4 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('41 – 50 de 100')).toBeVisible();
    for (const button of Object.values(buttons(canvasElement))) await expect(button).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Elementos por página/ })).toBeDisabled();
  },
};
