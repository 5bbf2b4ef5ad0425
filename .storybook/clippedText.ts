/**
 * Finds text a person cannot read whole: the label of a button, link, tab, radio, menu item, option,
 * form label or heading that spills out of its box, is cut by a box that clips it, or lies under an icon
 * of the same control. Visually hidden text (screen-reader only) is left out, and so are elements marked
 * `data-truncate` (an intentional ellipsis whose full text is reachable another way, e.g. a tooltip), whether
 * the whole control is marked or only a part of it (a long name inside a button, a clamped line in a link).
 *
 * Runs in the browser after every story (see preview.tsx); pure DOM, no framework.
 */

/** The elements whose text must be readable whole. */
export const CHECKED_SELECTOR = [
  'button',
  'a[href]',
  '[role="button"]',
  '[role="link"]',
  '[role="tab"]',
  '[role="radio"]',
  '[role="menuitem"]',
  '[role="menuitemradio"]',
  '[role="menuitemcheckbox"]',
  '[role="option"]',
  '[role="columnheader"]',
  'label',
  'legend',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  '[role="heading"]',
].join(',');

/** Pixels of slack: sub-pixel rounding and anti-aliasing are not clipping. */
const TOLERANCE = 1;

export interface ClippedText {
  element: Element;
  /** One line a person can act on: what, which text, and how it is cut. */
  description: string;
}

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

const px = (value: number) => `${Math.round(value)}px`;

function describe(element: Element): string {
  const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
  const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
  return `${role} "${text.length > 60 ? `${text.slice(0, 57)}…` : text}"`;
}

/** Screen-reader-only boxes: clipped to nothing, or 1 px with overflow hidden. */
function isVisuallyHidden(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const style = getComputedStyle(node);
    if (style.clip === 'rect(0px, 0px, 0px, 0px)' || /inset\(50%\)|inset\(100%\)/.test(style.clipPath)) return true;
    const rect = node.getBoundingClientRect();
    if (style.overflow === 'hidden' && rect.width <= 1 && rect.height <= 1) return true;
  }
  return false;
}

/** Drawn and seen: it has a box, is not hidden, and neither it nor an ancestor is fully transparent. */
function isRendered(element: Element): boolean {
  if (element.getClientRects().length === 0) return false;
  const style = getComputedStyle(element);
  if (style.visibility === 'hidden' || style.display === 'none') return false;
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (Number(getComputedStyle(node).opacity) === 0) return false;
  }
  return true;
}

/** An element placed out of the flow inside the checked one (a badge, a counter): drawn over the edge on purpose. */
function isPlacedOnTop(node: Element, within: Element): boolean {
  for (let current: Element | null = node; current && current !== within; current = current.parentElement) {
    const position = getComputedStyle(current).position;
    if (position === 'absolute' || position === 'fixed') return true;
  }
  return false;
}

/** Whether `node` lies in a part of `within` marked as cut on purpose (`data-truncate`). */
const truncatedWithin = (node: Element, within: Element) => {
  const truncated = node.closest('[data-truncate]');
  return truncated !== null && within.contains(truncated);
};

/** The boxes of the element's own text (its text nodes, not those of badges placed on top or hidden text). */
function textBoxes(element: Element): Box[] {
  const boxes: Box[] = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim()) continue;
    const parent = node.parentElement;
    if (!parent || !isRendered(parent) || isPlacedOnTop(parent, element) || isVisuallyHidden(parent)) continue;
    if (truncatedWithin(parent, element)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) {
      if (rect.width > 0 && rect.height > 0) boxes.push(rect);
    }
  }
  return boxes;
}

const clips = (value: string) => value === 'hidden' || value === 'clip';

/** Whether `box` reaches past `outer` on any side, and by how much (the largest overrun). */
function overrun(box: Box, outer: Box): number {
  return Math.max(outer.left - box.left, box.right - outer.right, outer.top - box.top, box.bottom - outer.bottom);
}

const intersects = (a: Box, b: Box) =>
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > TOLERANCE &&
  Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > TOLERANCE;

function check(element: Element): string | null {
  const own = element.getBoundingClientRect();
  const boxes = textBoxes(element);
  if (boxes.length === 0) return null;

  // 1. Text wider or taller than a box of its own that hides the overflow (ellipsis, line clamp, fixed size).
  // Form fields scroll their own value: not a label's overflow.
  const inner = [element, ...element.querySelectorAll('*')].filter(
    (node) =>
      !node.matches('input, textarea, select') &&
      !truncatedWithin(node, element) &&
      isRendered(node) &&
      !isPlacedOnTop(node, element) &&
      !isVisuallyHidden(node),
  );
  for (const node of inner) {
    const style = getComputedStyle(node);
    const html = node as HTMLElement;
    if (
      (clips(style.overflowX) || style.textOverflow === 'ellipsis') &&
      html.scrollWidth > html.clientWidth + TOLERANCE
    ) {
      return `${describe(element)}: its text needs ${px(html.scrollWidth)} but ${px(html.clientWidth)} show (cut by overflow)`;
    }
    if (clips(style.overflowY) && html.scrollHeight > html.clientHeight + TOLERANCE && html.clientHeight > 0) {
      return `${describe(element)}: its text needs ${px(html.scrollHeight)} of height but ${px(html.clientHeight)} show`;
    }
  }

  // 2. Text spilling out of the element's own box.
  for (const box of boxes) {
    const by = overrun(box, own);
    if (by > TOLERANCE)
      return `${describe(element)}: its text spills ${px(by)} out of its ${px(own.width)}×${px(own.height)} box`;
  }

  // 3. Text cut by an ancestor that hides its overflow, while part of it still shows. A scroll container
  // ends the search: what it holds may be scrolled partly out of view, which is not a cut.
  for (let ancestor = element.parentElement; ancestor; ancestor = ancestor.parentElement) {
    const style = getComputedStyle(ancestor);
    if (/auto|scroll/.test(`${style.overflowX} ${style.overflowY}`)) {
      // Sideways, though, a label half outside a panel that scrolls up and down is a layout fault. A row
      // made to scroll only sideways (overflow-x auto or scroll, overflow-y hidden) is scrolled, not cut, and
      // so is a wide table's header or cell: the table scrolls sideways as a whole.
      if (clips(style.overflowY) || element.closest('table, [role="grid"], [role="table"]')) break;
      const outer = ancestor.getBoundingClientRect();
      const straddles = boxes.some(
        (box) =>
          (box.left < outer.left - TOLERANCE && box.right > outer.left) ||
          (box.right > outer.right + TOLERANCE && box.left < outer.right),
      );
      if (straddles && style.overflowX !== 'scroll') {
        return `${describe(element)}: its text runs past the side of its scrolling ${ancestor.tagName.toLowerCase()} (${px(outer.width)} wide)`;
      }
      break;
    }
    if (!clips(style.overflowX) && !clips(style.overflowY)) continue;
    const outer = ancestor.getBoundingClientRect();
    const shown = boxes.some((box) => intersects(box, outer));
    const cut = boxes.some(
      (box) =>
        (clips(style.overflowX) && (box.left < outer.left - TOLERANCE || box.right > outer.right + TOLERANCE)) ||
        (clips(style.overflowY) && (box.top < outer.top - TOLERANCE || box.bottom > outer.bottom + TOLERANCE)),
    );
    if (shown && cut) {
      return `${describe(element)}: its text is cut by ${ancestor.tagName.toLowerCase()}${ancestor.className ? `.${String(ancestor.className).split(' ')[0]}` : ''} (${px(outer.width)}×${px(outer.height)})`;
    }
  }

  // 4. An icon of the control drawn over its words.
  for (const icon of element.querySelectorAll('svg, img')) {
    if (!isRendered(icon) || isPlacedOnTop(icon, element)) continue;
    const rect = icon.getBoundingClientRect();
    if (boxes.some((box) => intersects(box, rect))) return `${describe(element)}: an icon is drawn over its text`;
  }
  return null;
}

/** Every clipped label under `root` (a story's canvas and the overlays it opened). */
export function findClippedText(root: ParentNode): ClippedText[] {
  const found: ClippedText[] = [];
  for (const element of root.querySelectorAll(CHECKED_SELECTOR)) {
    if (!isRendered(element) || element.closest('[data-truncate], [aria-hidden="true"], #storybook-docs')) continue;
    if (isVisuallyHidden(element)) continue;
    const problem = check(element);
    if (problem) found.push({ element, description: problem });
  }
  return found;
}

/** Throws one error listing every clipped label under `root` (prefixed with `label`, e.g. the language). */
export function assertNoClippedText(root: ParentNode, label = ''): void {
  const problems = findClippedText(root).map(({ description }) => `${label}${description}`);
  if (problems.length > 0) throw new Error(`Clipped text:\n  - ${problems.join('\n  - ')}`);
}
