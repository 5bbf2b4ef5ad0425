/**
 * Finds what long text does to a layout that does not make room for it: the page or a panel scrolling
 * sideways, a drawer's or dialog's buttons pushed out of the window, and the long text itself running out
 * of the window or cut by a box that hides it. Text marked `data-truncate` (an intentional ellipsis) may be
 * cut, as long as its whole text is reachable: a `title` or `aria-label` on it or around it.
 *
 * Run by the views' LongText stories (stories/views/longTextStories.ts) over the mock's lengthened data;
 * pure DOM, no framework.
 */

/** Pixels of slack: sub-pixel rounding is not overflow. */
const TOLERANCE = 1;

const px = (value: number) => `${Math.round(value)}px`;

function name(element: Element): string {
  const label = element.getAttribute('aria-label') ?? (element.textContent ?? '').replace(/\s+/g, ' ').trim();
  const tag = element.getAttribute('role') ?? element.tagName.toLowerCase();
  return `${tag} "${label.length > 50 ? `${label.slice(0, 47)}…` : label}"`;
}

const scrolls = (value: string) => value === 'auto' || value === 'scroll';
const clips = (value: string) => value === 'hidden' || value === 'clip';

/** A row made to scroll only sideways (overflow-x auto or scroll, overflow-y hidden), as the scrumboard's lists. */
function isSidewaysRow(element: Element): boolean {
  const style = getComputedStyle(element);
  return scrolls(style.overflowX) && clips(style.overflowY);
}

function isShown(element: Element): boolean {
  if (element.getClientRects().length === 0) return false;
  for (let node: Element | null = element; node; node = node.parentElement) {
    const style = getComputedStyle(node);
    if (style.visibility === 'hidden' || Number(style.opacity) === 0) return false;
    // Screen-reader-only text: clipped to nothing.
    if (style.clip === 'rect(0px, 0px, 0px, 0px)' || /inset\(50%\)|inset\(100%\)/.test(style.clipPath)) return false;
  }
  return true;
}

/** Whether the whole text of a truncated element can be reached: a title or label on it or an ancestor. */
function fullTextReachable(truncated: Element, text: string): boolean {
  for (let node: Element | null = truncated; node; node = node.parentElement) {
    for (const attribute of ['title', 'aria-label', 'aria-description']) {
      if (node.getAttribute(attribute)?.includes(text)) return true;
    }
  }
  return false;
}

/**
 * Every sideways overflow under `document`: one line each, naming what overflows and by how much.
 * `word` is the long word the mock's text was lengthened with; the text holding it is checked whole.
 */
export interface SidewaysOptions {
  /**
   * A table may scroll sideways inside its own box, as a table of several columns does on a phone with
   * any data; the page around it still may not.
   */
  tablesMayScroll?: boolean;
}

/** Whether `element` is the box a table scrolls in. */
const holdsTable = (element: Element) =>
  element.querySelector(':scope > table, :scope > [role="grid"], :scope > [role="treegrid"]') !== null;

export function findSidewaysOverflow(word: string, { tablesMayScroll = false }: SidewaysOptions = {}): string[] {
  const problems: string[] = [];
  const viewport = document.documentElement.clientWidth;

  const page = document.scrollingElement ?? document.documentElement;
  if (page.scrollWidth > page.clientWidth + TOLERANCE)
    problems.push(`the page scrolls sideways by ${px(page.scrollWidth - page.clientWidth)}`);

  // A panel, table or list that scrolls sideways: its columns or its end are out of view.
  for (const element of document.body.querySelectorAll('*')) {
    const style = getComputedStyle(element);
    if (!scrolls(style.overflowX) || isSidewaysRow(element) || !isShown(element)) continue;
    if (tablesMayScroll && holdsTable(element)) continue;
    const by = element.scrollWidth - element.clientWidth;
    if (by > TOLERANCE) problems.push(`${name(element).slice(0, 60)} scrolls sideways by ${px(by)}`);
  }

  // A drawer's or dialog's buttons (its close button first) stay inside the window.
  for (const dialog of document.querySelectorAll('[role="dialog"], [role="alertdialog"]')) {
    for (const button of dialog.querySelectorAll('button, [role="button"]')) {
      if (!isShown(button)) continue;
      const rect = button.getBoundingClientRect();
      if (rect.left < -TOLERANCE || rect.right > viewport + TOLERANCE)
        problems.push(
          `${name(button)} of ${name(dialog).slice(0, 40)} lies outside the window (x ${px(rect.left)}–${px(rect.right)}, window ${px(viewport)})`,
        );
    }
  }

  // The long text itself: inside the window and not cut, unless truncated on purpose with its text reachable.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    const parent = node.parentElement;
    if (!text.includes(word) || !parent || !isShown(parent)) continue;
    if (parent.closest('[aria-hidden="true"], #storybook-docs')) continue;
    const truncated = parent.closest('[data-truncate]');
    if (truncated) {
      if (!fullTextReachable(truncated, word))
        problems.push(`${name(truncated)} is truncated with no title or label giving its whole text`);
      continue;
    }
    let container: Element | null = parent;
    while (container && !isSidewaysRow(container) && !(tablesMayScroll && holdsTable(container)))
      container = container.parentElement;
    if (container) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const boxes = [...range.getClientRects()].filter((box) => box.width > 0);
    const widest = boxes.reduce((right, box) => Math.max(right, box.right), 0);
    if (widest > viewport + TOLERANCE) {
      problems.push(`${name(parent)} runs ${px(widest - viewport)} past the window`);
      continue;
    }
    for (let ancestor = parent.parentElement; ancestor; ancestor = ancestor.parentElement) {
      const style = getComputedStyle(ancestor);
      if (!clips(style.overflowX)) continue;
      const outer = ancestor.getBoundingClientRect();
      const cut = boxes.some((box) => box.right > outer.right + TOLERANCE || box.left < outer.left - TOLERANCE);
      if (cut) {
        problems.push(`${name(parent)} is cut by ${name(ancestor).slice(0, 40)} (${px(outer.width)} wide)`);
        break;
      }
    }
  }
  return problems;
}

/** Throws one error listing every sideways overflow (see findSidewaysOverflow). */
export function assertNoSidewaysOverflow(word: string, options?: SidewaysOptions): void {
  const problems = findSidewaysOverflow(word, options);
  if (problems.length > 0) throw new Error(`Sideways overflow:\n  - ${problems.join('\n  - ')}`);
}
