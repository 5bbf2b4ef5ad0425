import type { KeyboardEvent } from 'react';

const moves = ['ArrowDown', 'ArrowUp', 'Home', 'End'] as const;
type Move = (typeof moves)[number];
const isMove = (key: string): key is Move => (moves as readonly string[]).includes(key);

/** A row a person can reach now: not disabled, and drawn (a closed collapsable hides its children). */
function isReachable(element: HTMLElement): boolean {
  if (element.matches(':disabled, [aria-disabled="true"], [data-disabled]')) return false;
  return element.checkVisibility ? element.checkVisibility() : element.getClientRects().length > 0;
}

/**
 * Arrow keys for a navigation tree of links and buttons (the disclosure-navigation pattern): Up and
 * Down move to the previous and next reachable row, Home and End to the first and last. Tab still
 * walks the rows in order; nothing wraps, so the ends are felt. `rowSelector` names the rows.
 */
export function moveFocusBetweenRows(event: KeyboardEvent<HTMLElement>, rowSelector: string) {
  if (!isMove(event.key) || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const rows = [...event.currentTarget.querySelectorAll<HTMLElement>(rowSelector)].filter(isReachable);
  if (rows.length === 0) return;
  const current = rows.findIndex((row) => row === document.activeElement || row.contains(document.activeElement));
  const target =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? rows.length - 1
        : current === -1
          ? 0
          : Math.min(Math.max(current + (event.key === 'ArrowDown' ? 1 : -1), 0), rows.length - 1);
  event.preventDefault();
  rows[target]?.focus();
}
