import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ArrowLeft, SearchX, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { GuardedButton } from '../../access/GuardedButton';
import { useAccess } from '../../access/useAccess';
import { Dialog } from '../../primitives/Dialog';
import type { ScrumboardBoardDetail } from '@atrium/mock-api';
import { Button } from '../../primitives/Button';
import { EmptyMessage, ErrorMessage, LoadingMessage, messageIcon } from '../../primitives/StatusMessage';
import { moveKeys, type SortableDropTarget } from '../../primitives/SortableList';
import { tagColors, type TagOption } from '../../primitives/TagPicker';
import { useToast } from '../../primitives/Toast';
import {
  isPending,
  pendingId,
  useBoard,
  useCreateCard,
  useCreateList,
  useDeleteList,
  useMoveCards,
  useMoveLists,
  useRenameList,
} from './api/scrumboard';
import { AddInline } from './components/AddInline';
import { BoardColumn } from './components/BoardColumn';
import { BoardSettings } from './components/BoardSettings';
import { CardDialog } from './components/CardDialog';
import { useScrumboardNavigation } from './components/navigation';
import { BoardIcon } from './icons';
import { boardIconBox } from './ScrumboardView.css';
import { addColumn, boardHeader, boardHeading, boardPane, boardTools, columns, headerTitle } from './BoardView.css';

/** A board's labels as the tag pickers show them, each in a hue of its own by its place. */
export function labelOptions(labels: ScrumboardBoardDetail['labels']): TagOption[] {
  return labels.map((label, index) => ({
    id: label.id,
    title: label.title,
    color: tagColors[index % tagColors.length],
  }));
}

/**
 * Puts the focus back on a card whose move was undone, where it now is again, once it is drawn there; only
 * when the focus is still on the board (or was lost with the card), not when the user has gone elsewhere.
 */
function refocusCard(board: HTMLElement | null, cardId: string | undefined) {
  if (!board || cardId === undefined) return;
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active && active !== document.body && !board.contains(active)) return;
      board.querySelector<HTMLElement>(`[role="row"][data-key="${CSS.escape(cardId)}"]`)?.focus();
    }),
  );
}

/** The board's writes, each undone with a message and a Retry when the server refuses it. */
function useBoardActions(board: ScrumboardBoardDetail) {
  const { t } = useTranslation();
  const toast = useToast();
  const boardId = board.id;
  // The board's element and the cards of the last move: a refused move puts the focus back on its card.
  const boardRef = useRef<HTMLElement>(null);
  const movedRef = useRef<readonly string[]>([]);
  const fail =
    <V,>(title: string, retry: (variables: V) => void) =>
    (_error: Error, variables: V) =>
      toast.show({ title, variant: 'error', action: { label: t('common.retry'), onAction: () => retry(variables) } });

  const moveCards = useMoveCards(boardId, {
    onError: (error, variables) => {
      fail(t('scrumboard.moveFailed'), (v: typeof variables) => moveCards.mutate(v))(error, variables);
      refocusCard(boardRef.current, movedRef.current[0]);
    },
  });
  const moveLists = useMoveLists(boardId, {
    onError: fail(t('scrumboard.moveListFailed'), (v) => moveLists.mutate(v)),
  });
  const createList = useCreateList(boardId, {
    onError: fail(t('scrumboard.list.addFailed'), (v) => createList.mutate(v)),
  });
  const renameList = useRenameList(boardId, {
    onError: fail(t('scrumboard.list.renameFailed'), (v) => renameList.mutate(v)),
  });
  const deleteList = useDeleteList(boardId, {
    onError: fail(t('scrumboard.list.deleteFailed'), (v) => deleteList.mutate(v)),
  });
  const createCard = useCreateCard(boardId, {
    onError: fail(t('scrumboard.card.addFailed'), (v) => createCard.mutate(v)),
  });
  return { moveCards, moveLists, createList, renameList, deleteList, createCard, boardRef, movedRef };
}

function Board({ board }: { board: ScrumboardBoardDetail }) {
  const { t } = useTranslation();
  const { go, listPath } = useScrumboardNavigation();
  // The open card is in the address (?card=<id>): it can be shared, and it comes back on a reload.
  const [searchParams, setSearchParams] = useSearchParams();
  const openCardId = searchParams.get('card');
  const setOpenCardId = useCallback(
    (id: string | null) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete('card');
        else next.set('card', id);
        return next;
      }),
    [setSearchParams],
  );
  const [settingsOpen, setSettingsOpen] = useState(false);
  const access = useAccess();
  // Adding, moving, renaming and editing need scrumboard:write: once the permissions are known and it is
  // missing, the board is read as it is. While they load, it is offered (the server has the last word).
  const canWrite = !access.ready || access.can('scrumboard:write');
  const labels = useMemo(() => labelOptions(board.labels), [board.labels]);
  const { moveCards, moveLists, createList, renameList, deleteList, createCard, boardRef, movedRef } =
    useBoardActions(board);

  // Callbacks read the lists through a ref, so they stay the same and a change to one list redraws
  // that list's column only (the columns are memoised): on a board of 2,000 cards that is what keeps
  // a move quick.
  const { mutate: saveCardOrder } = moveCards;
  const { mutate: saveListOrder } = moveLists;
  const listsRef = useRef(board.lists);
  useEffect(() => {
    listsRef.current = board.lists;
  });
  const onReorderCards = useCallback(
    (listId: string, keys: string[], target: SortableDropTarget) => {
      const list = listsRef.current.find((candidate) => candidate.id === listId);
      movedRef.current = keys;
      if (list) saveCardOrder({ listId, ids: moveKeys(list.cards, keys, target).map((card) => card.id) });
    },
    [saveCardOrder, movedRef],
  );
  const onMoveCardsIn = useCallback(
    (listId: string, keys: string[], target: SortableDropTarget | null) => {
      const lists = listsRef.current;
      const list = lists.find((candidate) => candidate.id === listId);
      if (!list) return;
      const everyCard = lists.flatMap((candidate) => candidate.cards);
      movedRef.current = keys;
      saveCardOrder({ listId, ids: moveKeys(list.cards, keys, target, everyCard).map((card) => card.id) });
    },
    [saveCardOrder, movedRef],
  );
  const onMoveList = useCallback(
    (listId: string, toIndex: number) => {
      const ids = listsRef.current.map((list) => list.id).filter((id) => id !== listId);
      ids.splice(toIndex, 0, listId);
      saveListOrder(ids);
    },
    [saveListOrder],
  );
  const { mutate: rename } = renameList;
  const { mutate: remove } = deleteList;
  const { mutate: addCard } = createCard;
  const onRename = useCallback((id: string, title: string) => rename({ id, title }), [rename]);
  const onAddCard = useCallback(
    (listId: string, title: string) => addCard({ id: pendingId(), listId, title }),
    [addCard],
  );

  // A card just added opens once the server has given it its id (edits to it would go nowhere before).
  const onOpenCard = useCallback(
    (id: string) => {
      if (!isPending(id)) setOpenCardId(id);
    },
    [setOpenCardId],
  );
  const openCard = board.lists.flatMap((list) => list.cards).find((card) => card.id === openCardId);

  return (
    <section ref={boardRef} className={boardPane} aria-labelledby="scrumboard-board-title">
      <header className={boardHeader}>
        <div className={headerTitle}>
          <span className={boardIconBox}>
            <BoardIcon name={board.icon} />
          </span>
          <h1 id="scrumboard-board-title" className={boardHeading}>
            {board.title}
          </h1>
        </div>
        <div className={boardTools}>
          <Button variant="secondary" onPress={() => go(listPath)}>
            <ArrowLeft size={18} aria-hidden="true" />
            {t('scrumboard.board.back')}
          </Button>
          {canWrite ? (
            <Button variant="secondary" onPress={() => setSettingsOpen(true)}>
              <Settings size={18} aria-hidden="true" />
              {t('scrumboard.board.settings')}
            </Button>
          ) : (
            <GuardedButton permission="scrumboard:write" variant="secondary">
              <Settings size={18} aria-hidden="true" />
              {t('scrumboard.board.settings')}
            </GuardedButton>
          )}
        </div>
      </header>
      {/* The row of lists scrolls sideways by itself (on a phone too): the page never does. */}
      <div className={columns} role="group" aria-label={t('scrumboard.board.lists', { title: board.title })}>
        {board.lists.map((list, index) => (
          <BoardColumn
            key={list.id}
            list={list}
            labels={labels}
            index={index}
            listCount={board.lists.length}
            onRename={onRename}
            onDelete={remove}
            onAddCard={onAddCard}
            onReorderCards={onReorderCards}
            onMoveCardsIn={onMoveCardsIn}
            onOpenCard={onOpenCard}
            onMoveList={onMoveList}
            canWrite={canWrite}
          />
        ))}
        {canWrite && (
          <div className={addColumn}>
            <AddInline
              openLabel={t('scrumboard.list.add')}
              fieldLabel={t('scrumboard.list.newTitle')}
              submitLabel={t('scrumboard.list.addSubmit')}
              cancelLabel={t('common.cancel')}
              requiredMessage={t('scrumboard.list.titleRequired')}
              onAdd={(title) => createList.mutate({ id: pendingId(), title })}
            />
          </div>
        )}
      </div>
      {openCard && (
        <CardDialog
          key={openCard.id}
          board={board}
          card={openCard}
          labels={labels}
          canWrite={canWrite}
          onClose={() => setOpenCardId(null)}
        />
      )}
      {openCardId !== null && !openCard && !isPending(openCardId) && (
        <Dialog
          isOpen
          onOpenChange={(open) => {
            if (!open) setOpenCardId(null);
          }}
          title={t('scrumboard.card.dialogTitle')}
          size="sm"
        >
          {({ close }) => (
            <EmptyMessage
              icon={<SearchX className={messageIcon} aria-hidden="true" />}
              title={t('scrumboard.card.notFound')}
            >
              <p>{t('scrumboard.card.notFoundHint')}</p>
              <Button variant="secondary" onPress={close}>
                {t('scrumboard.card.backToBoard')}
              </Button>
            </EmptyMessage>
          )}
        </Dialog>
      )}
      {settingsOpen && <BoardSettings board={board} onClose={() => setSettingsOpen(false)} />}
    </section>
  );
}

/** The board in the address: its lists and cards, or a clear message (with a way back) when there is none. */
export function BoardView() {
  const { t } = useTranslation();
  const { boardId = '' } = useParams();
  const { go, listPath } = useScrumboardNavigation();
  const board = useBoard(boardId);

  if (board.isPending) return <LoadingMessage>{t('scrumboard.board.loading')}</LoadingMessage>;
  if (board.isError && board.data === undefined)
    return <ErrorMessage onRetry={() => void board.refetch()}>{t('scrumboard.board.loadFailed')}</ErrorMessage>;
  if (!board.data)
    return (
      <EmptyMessage
        icon={<SearchX className={messageIcon} aria-hidden="true" />}
        title={t('scrumboard.board.notFound')}
      >
        <p>{t('scrumboard.board.notFoundHint')}</p>
        <Button variant="secondary" onPress={() => go(listPath)}>
          <ArrowLeft size={16} aria-hidden="true" />
          {t('scrumboard.board.back')}
        </Button>
      </EmptyMessage>
    );
  return <Board board={board.data} />;
}
