import { expect, userEvent, waitFor, within } from 'storybook/test';

/** Tabs to the chart's plot (after the "view as table" switch) and checks it holds focus. */
export async function focusPlot(canvasElement: HTMLElement, name: RegExp | string) {
  const canvas = within(canvasElement);
  const plot = await canvas.findByRole('application', { name });
  while (document.activeElement !== plot) {
    await userEvent.tab();
    if (!canvasElement.contains(document.activeElement) && document.activeElement !== document.body) break;
  }
  await expect(plot).toHaveFocus();
  return plot;
}

/** The tooltip a sighted user sees (decorative to screen readers, who hear the live region). */
export async function visibleTooltip(canvasElement: HTMLElement) {
  let tooltip: HTMLElement | null = null;
  await waitFor(async () => {
    tooltip = canvasElement.querySelector<HTMLElement>('[data-chart-tooltip]');
    await expect(tooltip).toBeVisible();
  });
  return within(tooltip as unknown as HTMLElement);
}

/** Turns on "view as table" and returns the visible table. */
export async function showTable(canvasElement: HTMLElement, switchName: string, tableName: string) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('switch', { name: switchName }));
  const table = await canvas.findByRole('table', { name: tableName });
  await expect(table).toBeVisible();
  return within(table);
}

export const months = ['2026-01-01', '2026-02-01', '2026-03-01', '2026-04-01', '2026-05-01', '2026-06-01'];
export const monthFormat = { kind: 'date', options: { month: 'short' } } as const;

/**
 * An exact accessible name or description where Intl puts no-break spaces ("7300 €", "50 %" in
 * Spanish): any space in `text` matches any white space.
 */
export function spaced(text: string): RegExp {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/ /g, '\\s')}$`);
}
