/** What the dashboards' card stories share: frames at the card's width, and the checks every card meets. */
import type { Decorator } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { vars } from '@atrium/ui';

/** A card (or any region) by its accessible name. */
export const region = (root: HTMLElement, name: string) => within(root).findByRole('region', { name });

/** The card at about the width it has in the dashboard at desktop size. */
export const inWidth =
  (inlineSize: number): Decorator =>
  (Story) => (
    <div style={{ maxInlineSize: inlineSize, padding: vars.space.lg }}>
      <Story />
    </div>
  );

/** Cards side by side, as the dashboard's rows give them. */
export const row = (columns: number): CSSProperties => ({
  display: 'grid',
  gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
  gap: vars.space.lg,
});

/** The figure a term of a card's description list names (a tile, a total). */
export const figureOf = (card: HTMLElement, term: string) =>
  within(card).getByText(term, { selector: 'dt' }).nextElementSibling;

/** The cells after the row header of a chart's data table (its always-present hidden table). */
export const chartRow = (chart: HTMLElement, header: string) => {
  const tableRow = within(chart).getByRole('rowheader', { name: header }).closest('tr')!;
  return within(tableRow)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
};

/** The whole text, where each space may be any space (Intl puts a no-break space before "%"). */
export const spaced = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s')}$`);

/**
 * One card's part of the answer came malformed: that card alone shows the error, without `content`
 * (the role of what it draws when well), its neighbour still renders, and Retry fetches the answer
 * again, once. Returns both regions for the story's own checks.
 */
export async function expectOnlyCardFailing(
  canvasElement: HTMLElement,
  { failing, content, neighbour, refetch }: { failing: string; content: string; neighbour: string; refetch: unknown },
) {
  const card = await region(canvasElement, failing);
  const alert = await within(card).findByRole('alert');
  await expect(alert).toHaveTextContent('No se ha podido cargar esta tarjeta.');
  await expect(within(card).queryByRole(content)).not.toBeInTheDocument();
  const other = await region(canvasElement, neighbour);
  await expect(within(other).queryByRole('alert')).not.toBeInTheDocument();
  await expect(refetch).not.toHaveBeenCalled();
  await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
  await expect(refetch).toHaveBeenCalledTimes(1);
  return { card, other };
}
