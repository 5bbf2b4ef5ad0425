import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { breakpoints, Masonry, vars } from '@atrium/ui';
import { mobileOnlyModes } from '../../.storybook/modes';

interface Card {
  id: string;
  title: string;
  lines: number;
}

const WORDS = ['Milk', 'Trip', 'Ideas', 'Retro', 'Books', 'Plan', 'Garden', 'Music', 'Gifts', 'Recipes'];

/** `count` cards of 1 to 9 lines, always the same for the same count. */
function cards(count: number): Card[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `card-${i}`,
    title: `${i + 1}. ${WORDS[i % WORDS.length]!}`,
    lines: 1 + ((i * 7) % 9),
  }));
}

function CardView({ card }: { card: Card }) {
  return (
    <article
      aria-label={card.title}
      style={{
        border: `1px solid ${vars.color.divider}`,
        borderRadius: vars.radius.lg,
        backgroundColor: vars.color.surfaceRaised,
        color: vars.color.text,
        padding: vars.space.md,
      }}
    >
      <h3 style={{ margin: 0, fontSize: vars.font.size.md }}>{card.title}</h3>
      {Array.from({ length: card.lines }, (_, line) => (
        <p key={line} style={{ margin: 0, color: vars.color.textMuted }}>
          Line {line + 1}
        </p>
      ))}
    </article>
  );
}

const renderCard = (card: Card) => <CardView card={card} />;
const keyOf = (card: Card) => card.id;

// Usage guidance for the Docs page (Markdown).
const docsDescription = `
A grid of cards of different heights, packed in columns like a wall of bricks, while the reading order stays
left to right then down.

**Use it** for cards whose height depends on their content: notes, courses, images.

**Don't use it** for cards of equal height (a plain CSS grid is simpler) or for data that is compared
across rows (use a \`Table\`).

**Accessibility**
- CSS columns are not used because they fill one column before the next; here the DOM order (and so the
  reading and tab order) follows the rows, as a sighted reader scans them.
- With \`as="ul"\` the grid is a list of its cards; name it with \`aria-label\` when nothing else does, and set
  \`aria-busy\` while it loads.
`;

const meta = {
  title: 'Primitives/Masonry',
  component: Masonry<Card>,
  args: { items: cards(14), getKey: keyOf, renderItem: renderCard, as: 'ul', 'aria-label': 'Cards' },
  parameters: { layout: 'padded', docs: { description: { component: docsDescription } } },
} satisfies Meta<typeof Masonry<Card>>;

export default meta;
type Story = StoryObj<typeof meta>;

const boxes = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('article')].map((article) => article.getBoundingClientRect());

/** The pairs of nearby cards that overlap (checked in plain code: one instrumented `expect` per pair would be 12,000). */
function overlaps(canvasElement: HTMLElement): string[] {
  const rects = boxes(canvasElement);
  const found: string[] = [];
  for (let i = 0; i < rects.length; i += 1) {
    for (let j = i + 1; j < Math.min(rects.length, i + 12); j += 1) {
      const a = rects[i]!;
      const b = rects[j]!;
      if (a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1) {
        found.push(`${i + 1} and ${j + 1}`);
      }
    }
  }
  return found;
}

/** No card overlaps another. */
async function expectLaidOut(canvasElement: HTMLElement) {
  await waitFor(() => expect(overlaps(canvasElement)).toEqual([]));
}

/** The columns the grid should have at this window width: 1, 2 from sm, 3 from md, 4 from lg, 5 from xl. */
const expectedColumns = () =>
  1 + (['sm', 'md', 'lg', 'xl'] as const).filter((name) => window.innerWidth >= breakpoints[name]).length;

/** The distinct left edges of the cards: the columns. */
const columnCount = (canvasElement: HTMLElement) => new Set(boxes(canvasElement).map((r) => Math.round(r.left))).size;

/** Mixed heights (four columns at 1280 px, lg); the first row is the first cards, left to right. */
export const Default: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Cards' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(14);
    await expectLaidOut(canvasElement);
    const columns = expectedColumns();
    await expect(columns).toBeGreaterThan(2);
    await expect(columnCount(canvasElement)).toBe(columns);
    // Reading order: the first cards make the first row, left to right, in document order.
    const rects = boxes(canvasElement);
    const firstRow = rects.slice(0, columns);
    await expect(new Set(firstRow.map((r) => Math.round(r.top))).size).toBe(1);
    await expect(firstRow.map((r) => r.left)).toEqual([...firstRow.map((r) => r.left)].sort((a, b) => a - b));
    // The next card goes under the shortest of the first row (card 1, one line), by about the gap.
    const next = rects[columns]!;
    await expect(Math.round(next.left)).toBe(Math.round(rects[0]!.left));
    await expect(next.top).toBeGreaterThan(rects[0]!.bottom);
    await expect(next.top - rects[0]!.bottom).toBeLessThan(40);
  },
};

/** On a phone: one column, in document order. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { chromatic: { modes: mobileOnlyModes } },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(375);
    await expectLaidOut(canvasElement);
    await expect(columnCount(canvasElement)).toBe(1);
    const tops = boxes(canvasElement).map((r) => r.top);
    await expect(tops).toEqual([...tops].sort((a, b) => a - b));
  },
};

const many = cards(1000);

/** 1,000 cards: laid out in one pass of the observer; a new width re-lays them out (the time is logged). */
export const Many: Story = {
  args: { items: many },
  parameters: {
    chromatic: { disableSnapshot: true },
    // The same markup as Default, a thousand times: axe over 1,000 cards takes most of the story's
    // time limit and checks nothing Default does not.
    a11y: { test: 'off' },
    clippedText: false,
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('li')).toHaveLength(1000));
    await expectLaidOut(canvasElement);
    const rects = boxes(canvasElement);
    // The last card is placed below the first rows, not stacked on them.
    await expect(rects[999]!.top).toBeGreaterThan(rects[0]!.bottom + 1000);
    const list = canvasElement.querySelector('ul')!;
    const started = performance.now();
    list.style.inlineSize = '900px';
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const relayout = performance.now() - started;
    console.info(`Masonry: 1,000 cards re-laid out at a new width in ${relayout.toFixed(0)} ms`);
    await expectLaidOut(canvasElement);
    await expect(columnCount(canvasElement)).toBe(expectedColumns());
  },
};
