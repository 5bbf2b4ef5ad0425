import {
  createContext,
  memo,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type AriaAttributes,
  type Key,
  type ReactNode,
} from 'react';
import { MASONRY_ROW_PX, masonry, masonryContent, masonryItem } from './Masonry.css';

export interface MasonryProps<T> extends Pick<AriaAttributes, 'aria-label' | 'aria-labelledby' | 'aria-busy'> {
  /** The cards, in reading order (left to right, then down). */
  items: readonly T[];
  /** A unique key per item (React's key for its cell). */
  getKey: (item: T, index: number) => Key;
  /** Draws one card. Memoize it (or keep it stable): every cell re-renders when it changes. */
  renderItem: (item: T, index: number) => ReactNode;
  /** `ul` makes the grid a list of its cards (each cell a `li`); `div` by default. */
  as?: 'ul' | 'div';
  className?: string;
  id?: string;
}

/** Whether the browser lays out `grid-template-rows: masonry` itself. */
const nativeMasonry = () => typeof CSS !== 'undefined' && CSS.supports('grid-template-rows', 'masonry');

interface CellRegistry {
  observe: (element: HTMLElement) => void;
  unobserve: (element: HTMLElement) => void;
  disconnect: () => void;
}

const CellRegistryContext = createContext<CellRegistry | null>(null);

/**
 * Sets a cell's row span from its content's measured height. Written to the cell's style directly,
 * not through React state: a resize (a breakpoint, an image arriving) re-spans 1,000 cards in one
 * pass of the observer, with no render.
 */
function spanCells(entries: ResizeObserverEntry[]) {
  // Every observed box sits in a cell of the same grid (one observer per grid).
  const grid = (entries[0]?.target as HTMLElement | undefined)?.parentElement?.parentElement;
  if (!grid) return;
  const gap = Number.parseFloat(getComputedStyle(grid).columnGap) || 0;
  for (const entry of entries) {
    const cell = (entry.target as HTMLElement).parentElement;
    if (!cell) continue;
    const height = entry.borderBoxSize[0]?.blockSize ?? entry.contentRect.height;
    const span = `span ${Math.max(1, Math.ceil((height + gap) / MASONRY_ROW_PX))}`;
    if (cell.style.gridRowEnd !== span) cell.style.gridRowEnd = span;
  }
}

function createRegistry(): CellRegistry | null {
  if (nativeMasonry() || typeof ResizeObserver === 'undefined') return null;
  const observer = new ResizeObserver(spanCells);
  return {
    observe: (element) => observer.observe(element, { box: 'border-box' }),
    unobserve: (element) => observer.unobserve(element),
    disconnect: () => observer.disconnect(),
  };
}

const MasonryCell = memo(function MasonryCell({ as, children }: { as: 'li' | 'div'; children: ReactNode }) {
  const registry = useContext(CellRegistryContext);
  const contentRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = contentRef.current;
    if (!registry || !element) return undefined;
    registry.observe(element);
    return () => registry.unobserve(element);
  }, [registry]);
  const Cell = as;
  return (
    <Cell className={masonryItem}>
      <div ref={contentRef} className={masonryContent}>
        {children}
      </div>
    </Cell>
  );
});

/**
 * Cards of different heights in columns: 1 on phones, 2 from sm, 3 from md, 4 from lg, 5 from xl.
 * The document order is the reading order (left to right, then down), so the keyboard and a screen
 * reader meet the cards in the order they are seen. Where the browser supports CSS masonry it lays
 * the cards out itself; elsewhere the grid has small rows and each card spans as many as its
 * measured height needs (one ResizeObserver for all cards). CSS columns are not used: they fill one
 * column before the next, so what is read first would be the whole first column.
 */
export function Masonry<T>({ items, getKey, renderItem, as = 'div', className, ...rest }: MasonryProps<T>) {
  // Made once, at the first render, so the cells can register as they mount (a second render of
  // every cell to hand them an observer made in an effect would double the first render's cost).
  const [registry] = useState(createRegistry);
  useEffect(() => () => registry?.disconnect(), [registry]);

  const Container = as;
  const cell = as === 'ul' ? 'li' : 'div';
  return (
    <CellRegistryContext.Provider value={registry}>
      <Container
        className={[masonry, className].filter(Boolean).join(' ')}
        data-masonry={registry ? 'measured' : 'native'}
        {...rest}
      >
        {items.map((item, index) => (
          <MasonryCell key={getKey(item, index)} as={cell}>
            {renderItem(item, index)}
          </MasonryCell>
        ))}
      </Container>
    </CellRegistryContext.Provider>
  );
}
