import { memo, useCallback, useRef, useState } from 'react';
import { ArrowLeft, ArrowRight, EllipsisVertical, GripVertical, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { isTextDropItem, mergeProps, useButton, useDrag, useDrop, useFocusRing } from 'react-aria';
import type { ScrumboardCard, ScrumboardListWithCards } from '@atrium/mock-api';
import { Badge } from '../../../primitives/Badge';
import { ConfirmDialog } from '../../../primitives/Dialog';
import { IconButton } from '../../../primitives/IconButton';
import { Menu, MenuItem, MenuTrigger } from '../../../primitives/Menu';
import { SortableList, type SortableDropTarget } from '../../../primitives/SortableList';
import type { TagOption } from '../../../primitives/TagPicker';
import { CARD_ROW_ESTIMATE } from '../sizes';
import { AddInline } from './AddInline';
import { CardTile } from './CardTile';
import { EditableTitle } from './EditableTitle';
import {
  cardRow,
  cards,
  column,
  columnHeader,
  columnReadTitle,
  columnTitle,
  dragHandle,
  emptyCards,
} from '../BoardView.css';

/** Cards move between the lists of a board (and nowhere else); lists move along the board. */
export const CARD_DRAG_TYPE = 'application/x-atrium-scrumboard-card';
export const LIST_DRAG_TYPE = 'application/x-atrium-scrumboard-list';

export interface BoardColumnProps {
  list: ScrumboardListWithCards;
  labels: readonly TagOption[];
  /** Where the list stands, for the move left/right items. */
  index: number;
  listCount: number;
  onRename: (listId: string, title: string) => void;
  onDelete: (listId: string) => void;
  onAddCard: (listId: string, title: string) => void;
  onReorderCards: (listId: string, keys: string[], target: SortableDropTarget) => void;
  onMoveCardsIn: (listId: string, keys: string[], target: SortableDropTarget | null) => void;
  onOpenCard: (cardId: string) => void;
  /** Another list dropped on this one takes its place. */
  onMoveList: (listId: string, toIndex: number) => void;
  /** False without scrumboard:write: the list is read as it is (no handle, menu, rename, moves or adding). */
  canWrite: boolean;
}

/** The handle that carries a list: a pointer drags it, Enter picks it up for a keyboard move. */
function ListDragHandle({ list }: { list: ScrumboardListWithCards }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const { dragProps, dragButtonProps, isDragging } = useDrag({
    getItems: () => [{ [LIST_DRAG_TYPE]: list.id, 'text/plain': list.title }],
  });
  const { buttonProps } = useButton({ ...dragButtonProps, elementType: 'div' }, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <div
      {...mergeProps(dragProps, buttonProps, focusProps)}
      ref={ref}
      className={dragHandle}
      aria-label={t('scrumboard.list.drag', { title: list.title })}
      data-dragging={isDragging || undefined}
      data-focus-visible={isFocusVisible || undefined}
    >
      <GripVertical size={16} aria-hidden="true" />
    </div>
  );
}

const cardText = (card: ScrumboardCard) => card.title;
const cardRowClass = () => cardRow;

/**
 * A list of the board: its handle, its title edited in place, how many cards it holds and a menu
 * (rename, move, delete after a confirmation naming how many cards go with it); then its cards, which
 * move within it and across lists, and a field to add more. A list dropped on it takes its place.
 */
export const BoardColumn = memo(function BoardColumn({
  list,
  labels,
  index,
  listCount,
  onRename,
  onDelete,
  onAddCard,
  onReorderCards,
  onMoveCardsIn,
  onOpenCard,
  onMoveList,
  canWrite,
}: BoardColumnProps) {
  const { t } = useTranslation();
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const ref = useRef<HTMLElement>(null);
  const { dropProps, isDropTarget } = useDrop({
    ref,
    isDisabled: !canWrite,
    getDropOperation: (types) => (types.has(LIST_DRAG_TYPE) ? 'move' : 'cancel'),
    onDrop: (event) => {
      const item = event.items.find((candidate) => isTextDropItem(candidate) && candidate.types.has(LIST_DRAG_TYPE));
      if (!item || !isTextDropItem(item)) return;
      void item.getText(LIST_DRAG_TYPE).then((id) => {
        if (id && id !== list.id) onMoveList(id, index);
      });
    },
  });
  const count = list.cards.length;
  const renderCard = useCallback((card: ScrumboardCard) => <CardTile card={card} labels={labels} />, [labels]);

  return (
    <section
      {...dropProps}
      ref={ref}
      // The drop target of a keyboard list move takes the focus.
      tabIndex={-1}
      className={column}
      aria-label={list.title}
      data-drop-target={isDropTarget || undefined}
    >
      <header className={columnHeader}>
        {canWrite && <ListDragHandle list={list} />}
        <div className={columnTitle}>
          {canWrite ? (
            <EditableTitle
              value={list.title}
              label={t('scrumboard.list.titleLabel')}
              onSave={(title) => onRename(list.id, title)}
              isEditing={renaming}
              onEditingChange={setRenaming}
            />
          ) : (
            <h2 className={columnReadTitle}>{list.title}</h2>
          )}
        </div>
        <Badge variant="neutral" count={count} label={t('scrumboard.list.count', { count })} />
        {canWrite && (
          <MenuTrigger>
            <IconButton
              label={t('scrumboard.list.menu', { title: list.title })}
              icon={<EllipsisVertical size={18} />}
            />
            <Menu placement="bottom end">
              <MenuItem id="rename" icon={<Pencil size={16} />} onAction={() => setRenaming(true)}>
                {t('scrumboard.list.renameItem')}
              </MenuItem>
              {index > 0 && (
                <MenuItem id="left" icon={<ArrowLeft size={16} />} onAction={() => onMoveList(list.id, index - 1)}>
                  {t('scrumboard.list.moveLeft')}
                </MenuItem>
              )}
              {index < listCount - 1 && (
                <MenuItem id="right" icon={<ArrowRight size={16} />} onAction={() => onMoveList(list.id, index + 1)}>
                  {t('scrumboard.list.moveRight')}
                </MenuItem>
              )}
              <MenuItem id="delete" icon={<Trash2 size={16} />} onAction={() => setConfirming(true)}>
                {t('scrumboard.list.delete')}
              </MenuItem>
            </Menu>
          </MenuTrigger>
        )}
      </header>
      <SortableList
        aria-label={t('scrumboard.list.cards', { title: list.title })}
        items={list.cards}
        className={cards}
        rowClassName={cardRowClass}
        renderItem={renderCard}
        textValue={cardText}
        dragType={CARD_DRAG_TYPE}
        estimatedRowSize={CARD_ROW_ESTIMATE}
        isDisabled={!canWrite}
        gap={8}
        padding={8}
        onReorder={(keys, target) => onReorderCards(list.id, keys, target)}
        onMove={(keys, target) => onMoveCardsIn(list.id, keys, target)}
        onAction={onOpenCard}
        renderEmptyState={() => <span className={emptyCards}>{t('scrumboard.list.noCards')}</span>}
      />
      {canWrite && (
        <AddInline
          openLabel={t('scrumboard.card.add')}
          fieldLabel={t('scrumboard.card.newTitle', { list: list.title })}
          submitLabel={t('scrumboard.card.addSubmit')}
          cancelLabel={t('common.cancel')}
          requiredMessage={t('scrumboard.card.titleRequired')}
          keepOpen
          onAdd={(title) => onAddCard(list.id, title)}
        />
      )}
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t('scrumboard.list.deleteTitle')}
        confirmLabel={t('scrumboard.list.deleteConfirm')}
        destructive
        onConfirm={() => onDelete(list.id)}
      >
        {t('scrumboard.list.deleteBody', { title: list.title, count })}
      </ConfirmDialog>
    </section>
  );
});
