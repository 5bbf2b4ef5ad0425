import { useId, useMemo, type ReactNode } from 'react';
import { GripVertical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  DropIndicator,
  GridList,
  GridListItem,
  ListLayout,
  Virtualizer,
  isTextDropItem,
  useDragAndDrop,
  type DropItem,
  type DroppableCollectionInsertDropEvent,
  type DroppableCollectionRootDropEvent,
  type Key,
} from 'react-aria-components';
import { content, dropIndicator, empty, handle, list, preview, row } from './SortableList.css';

/** Where dropped rows go: just before or just after the row with this key. */
export interface SortableDropTarget {
  key: string;
  dropPosition: 'before' | 'after';
}

export interface SortableListProps<T extends { id: string }> {
  /** The rows, in their order. */
  items: readonly T[];
  /** Names the list for assistive technology. */
  'aria-label': string;
  /** A row's content (the list adds the drag handle before it). */
  renderItem: (item: T) => ReactNode;
  /**
   * A row as plain text: type-ahead, the drag handle's name ("Drag …", in the app's language) and
   * the text a row carries when dragged out of the page.
   */
  textValue: (item: T) => string;
  /** Rows of this list moved within it: put `keys` (in their order) at `target`. */
  onReorder: (keys: string[], target: SortableDropTarget) => void;
  /**
   * Rows of another list with the same {@link SortableListProps.dragType} dropped here: take `keys`
   * out of their list and put them at `target` (null when dropped on the list itself, as when it is
   * empty). Without it, this list takes no rows from others.
   */
  onMove?: (keys: string[], target: SortableDropTarget | null) => void;
  /**
   * Lists that share a drag type exchange rows. Each list gets a type of its own by default, so two
   * unrelated lists on a page never take each other's rows.
   */
  dragType?: string;
  /** Enter or a click on a row (not on its handle or its buttons). */
  onAction?: (key: string) => void;
  /** Extra class for a row, e.g. to style a kind of row or the open one. */
  rowClassName?: (item: T) => string | undefined;
  /** Fixed row height in px, when every row has the same one (faster than measuring). */
  rowSize?: number;
  /** Estimated row height in px, when rows differ in height; they are measured as they appear. */
  estimatedRowSize?: number;
  /** Space between rows in px (0 by default: rows touch, split by their border). */
  gap?: number;
  /** Space around the rows, inside the list, in px (0 by default). */
  padding?: number;
  /** Shown when there are no rows (it is still a drop target for other lists); a short default otherwise. */
  renderEmptyState?: () => ReactNode;
  /** Turns dragging off (rows stay in place, the handles hide). */
  isDisabled?: boolean;
  /** Values the rows' rendering reads besides the item, so rows redraw when they change. */
  dependencies?: readonly unknown[];
  className?: string;
  id?: string;
}

/** A drag type safe for a DataTransfer: lowercase ASCII, as browsers lowercase the types they carry. */
function ownDragType(id: string): string {
  return `application/x-atrium-sortable-${id.toLowerCase().replace(/[^a-z0-9]+/g, '')}`;
}

async function keysOf(items: DropItem[], dragType: string): Promise<string[]> {
  const texts = await Promise.all(
    items
      .filter(isTextDropItem)
      .filter((item) => item.types.has(dragType))
      .map((item) => item.getText(dragType)),
  );
  return texts.filter((text) => text !== '');
}

/**
 * A list whose rows are put in order by hand, on react-aria's drag and drop: with the pointer (drag a
 * row's handle, or the row, between two others) and with the keyboard (move to a row's handle, Enter
 * to pick it up, arrows to choose the place, Enter to drop, Escape to cancel), announced to screen
 * readers by react-aria in the app's language. Rows can also move between lists that share a
 * `dragType`. Virtualized: only the rows in view exist, so 1,000 rows cost about what 20 do. The
 * caller keeps the order: it changes `items` in `onReorder` (and `onMove`).
 */
export function SortableList<T extends { id: string }>({
  items,
  'aria-label': ariaLabel,
  renderItem,
  textValue,
  onReorder,
  onMove,
  dragType: givenDragType,
  onAction,
  rowClassName,
  rowSize,
  estimatedRowSize = 48,
  gap = 0,
  padding = 0,
  renderEmptyState,
  isDisabled = false,
  dependencies = [],
  className,
  id,
}: SortableListProps<T>) {
  const { t } = useTranslation();
  const generated = useId();
  const dragType = givenDragType ?? ownDragType(generated);
  const byId = useMemo(() => new Map(items.map((item) => [item.id, item])), [items]);

  const insert = async (dropped: DropItem[], target: SortableDropTarget | null) => {
    const keys = await keysOf(dropped, dragType);
    if (keys.length > 0) onMove?.(keys, target);
  };

  const { dragAndDropHooks } = useDragAndDrop<T>({
    isDisabled,
    getItems: (keys) =>
      [...keys].map((key) => {
        const item = byId.get(String(key));
        return { [dragType]: String(key), 'text/plain': item ? textValue(item) : String(key) };
      }),
    acceptedDragTypes: [dragType],
    // Rows go between rows, never onto one.
    getDropOperation: (target) => (target.type === 'item' && target.dropPosition === 'on' ? 'cancel' : 'move'),
    onReorder: (event) => {
      if (event.target.dropPosition === 'on') return;
      onReorder([...event.keys].map(String), {
        key: String(event.target.key),
        dropPosition: event.target.dropPosition,
      });
    },
    // Only a list that says what to do with them is offered rows from other lists.
    ...(onMove && {
      onInsert: (event: DroppableCollectionInsertDropEvent) => {
        const { key, dropPosition } = event.target;
        if (dropPosition !== 'on') void insert(event.items, { key: String(key), dropPosition });
      },
      onRootDrop: (event: DroppableCollectionRootDropEvent) => void insert(event.items, null),
    }),
    renderDragPreview: (dragged) => (
      <div className={preview}>{dragged.map((item) => item['text/plain']).join(', ')}</div>
    ),
    renderDropIndicator: (target) => <DropIndicator target={target} className={dropIndicator} />,
  });

  const layoutOptions = useMemo(
    () => ({
      ...(rowSize ? { rowSize } : { estimatedRowSize }),
      dropIndicatorThickness: 2,
      ...(gap > 0 && { gap }),
      ...(padding > 0 && { padding }),
    }),
    [rowSize, estimatedRowSize, gap, padding],
  );

  return (
    // Rows of measured height are measured again when their content changes size (a web font that
    // arrives after the first measure narrows a row's text, say); without it a row keeps the height
    // it first had and the list keeps a gap, or rows overlap.
    <Virtualizer layout={ListLayout} layoutOptions={layoutOptions} shouldObserveItemSize={!rowSize}>
      <GridList
        id={id}
        aria-label={ariaLabel}
        items={items}
        dependencies={[...dependencies, rowClassName, renderItem]}
        dragAndDropHooks={dragAndDropHooks}
        onAction={onAction ? (key: Key) => onAction(String(key)) : undefined}
        renderEmptyState={() => (
          <div className={empty}>{renderEmptyState ? renderEmptyState() : t('sortableList.empty')}</div>
        )}
        className={[list, className].filter(Boolean).join(' ')}
      >
        {(item) => (
          <GridListItem
            id={item.id}
            textValue={textValue(item)}
            className={[row, rowClassName?.(item)].filter(Boolean).join(' ')}
          >
            {/* Its name ("Drag …") comes from react-aria, in the app's language. */}
            <Button slot="drag" className={handle}>
              <GripVertical size={16} aria-hidden="true" />
            </Button>
            <div className={content}>{renderItem(item)}</div>
          </GridListItem>
        )}
      </GridList>
    </Virtualizer>
  );
}

/**
 * The order after moving `keys` to `target`: what `onReorder` and `onMove` callers usually want.
 * Keys not in `list` (rows from elsewhere) are taken from `incoming`.
 */
export function moveKeys<T extends { id: string }>(
  list: readonly T[],
  keys: readonly string[],
  target: SortableDropTarget | null,
  incoming: readonly T[] = [],
): T[] {
  const moving = new Set(keys);
  const lookup = new Map([...incoming, ...list].map((item) => [item.id, item]));
  const moved = keys.map((key) => lookup.get(key)).filter((item): item is T => item !== undefined);
  const rest = list.filter((item) => !moving.has(item.id));
  if (!target) return [...rest, ...moved];
  const at = rest.findIndex((item) => item.id === target.key);
  if (at === -1) return [...rest, ...moved];
  const index = target.dropPosition === 'before' ? at : at + 1;
  return [...rest.slice(0, index), ...moved, ...rest.slice(index)];
}
