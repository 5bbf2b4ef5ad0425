import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateScrumboardBoardRequest,
  CreateScrumboardCardRequest,
  CreateScrumboardLabelRequest,
  CreateScrumboardListRequest,
  ScrumboardBoardDetail,
  ScrumboardBoardSummary,
  ScrumboardCard,
  ScrumboardLabel,
  ScrumboardListWithCards,
  ScrumboardMember,
  UpdateScrumboardBoardRequest,
  UpdateScrumboardCardPositionsRequest,
  UpdateScrumboardCardRequest,
  UpdateScrumboardListRequest,
  UpdateScrumboardListsRequest,
} from '@atrium/mock-api';
import type { ApiClient } from '../../../api/client';
import { useApiClient } from '../../../api/context';
import { scrumboardKeys } from './keys';

const BASE = 'api/apps/scrumboard';

/** Positions step by 65536 (spec 2 §9): room to put a list between two others without renumbering. */
export const POSITION_STEP = 65536;

export const boardsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: scrumboardKeys.boards(),
    queryFn: ({ signal }) => api.get<ScrumboardBoardSummary[]>(`${BASE}/boards`, undefined, signal),
  });

/** One board with its lists and cards in order and its labels; null when there is no such board. */
export const boardQueryOptions = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: scrumboardKeys.board(id),
    queryFn: ({ signal }) => api.get<ScrumboardBoardDetail | null>(`${BASE}/board`, { id }, signal),
  });

export const membersQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: scrumboardKeys.members(),
    queryFn: ({ signal }) => api.get<ScrumboardMember[]>(`${BASE}/members`, undefined, signal),
    staleTime: Infinity,
  });

export function useBoards() {
  return useQuery(boardsQueryOptions(useApiClient()));
}

export function useBoard(id: string) {
  return useQuery(boardQueryOptions(useApiClient(), id));
}

export function useMembers() {
  return useQuery(membersQueryOptions(useApiClient()));
}

/** Says what failed. Given to the hook, so it runs even when the component that started the change has gone. */
export interface FailureOptions<V> {
  onError?: (error: Error, variables: V) => void;
}

/** A temporary id for a list or card shown before the server has given it its own. */
export const pendingId = () => `pending-${Math.random().toString(36).slice(2)}`;
export const isPending = (id: string) => id.startsWith('pending-');

/**
 * A write to one board: `apply` changes the cached board at once; if the call fails the board is put
 * back and `onError` says so. The board is read again once the last of its overlapping writes settles.
 */
function useBoardWrite<V, R>(
  boardId: string,
  send: (api: ApiClient, variables: V) => Promise<R>,
  apply: (board: ScrumboardBoardDetail, variables: V) => ScrumboardBoardDetail,
  { onError }: FailureOptions<V> = {},
) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const key = scrumboardKeys.board(boardId);
  return useMutation({
    mutationKey: scrumboardKeys.writes(boardId),
    mutationFn: (variables: V) => send(api, variables),
    onMutate: async (variables) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ScrumboardBoardDetail | null>(key);
      if (previous) queryClient.setQueryData(key, apply(previous, variables));
      return previous;
    },
    onError: (error, variables, previous) => {
      if (previous !== undefined) queryClient.setQueryData(key, previous);
      onError?.(error, variables);
    },
    onSettled: () =>
      queryClient.isMutating({ mutationKey: scrumboardKeys.writes(boardId) }) === 1
        ? Promise.all([
            queryClient.invalidateQueries({ queryKey: key }),
            queryClient.invalidateQueries({ queryKey: scrumboardKeys.boards() }),
          ])
        : undefined,
  });
}

const mapLists = (
  board: ScrumboardBoardDetail,
  change: (list: ScrumboardListWithCards) => ScrumboardListWithCards,
): ScrumboardBoardDetail => ({ ...board, lists: board.lists.map(change) });

/** POST board: not optimistic, as the caller opens the new board by its id. */
export function useCreateBoard() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (board: CreateScrumboardBoardRequest['board']) =>
      api.post<ScrumboardBoardSummary>(`${BASE}/board`, { board } satisfies CreateScrumboardBoardRequest),
    onSuccess: (board) => {
      queryClient.setQueryData<ScrumboardBoardSummary[]>(scrumboardKeys.boards(), (boards) =>
        boards ? [...boards, board] : boards,
      );
      queryClient.setQueryData<ScrumboardBoardDetail>(scrumboardKeys.board(board.id), {
        ...board,
        lists: [],
        labels: [],
      });
      return queryClient.invalidateQueries({ queryKey: scrumboardKeys.boards() });
    },
  });
}

/** PATCH board: title, description, icon and members (ids; shown from the known members at once). */
export function useUpdateBoard(
  boardId: string,
  members: readonly ScrumboardMember[],
  failure?: FailureOptions<UpdateScrumboardBoardRequest['board']>,
) {
  return useBoardWrite(
    boardId,
    (api, board: UpdateScrumboardBoardRequest['board']) =>
      api.patch<ScrumboardBoardSummary | null>(`${BASE}/board`, {
        id: boardId,
        board,
      } satisfies UpdateScrumboardBoardRequest),
    (current, { members: ids, ...fields }) => ({
      ...current,
      ...fields,
      ...(ids && { members: ids.flatMap((id) => members.filter((member) => member.id === id)) }),
    }),
    failure,
  );
}

export function useCreateList(boardId: string, failure?: FailureOptions<{ id: string; title: string }>) {
  return useBoardWrite(
    boardId,
    (api, { title }: { id: string; title: string }) =>
      api.post<ScrumboardListWithCards>(`${BASE}/board/list`, {
        list: { boardId, title },
      } satisfies CreateScrumboardListRequest),
    (board, { id, title }) => ({
      ...board,
      lists: [
        ...board.lists,
        {
          id,
          boardId,
          title,
          cards: [],
          position: board.lists.reduce((max, list) => Math.max(max, list.position), 0) + POSITION_STEP,
        },
      ],
    }),
    failure,
  );
}

export function useRenameList(boardId: string, failure?: FailureOptions<{ id: string; title: string }>) {
  return useBoardWrite(
    boardId,
    (api, list: { id: string; title: string }) =>
      api.patch(`${BASE}/board/list`, { list } satisfies UpdateScrumboardListRequest),
    (board, { id, title }) => mapLists(board, (list) => (list.id === id ? { ...list, title } : list)),
    failure,
  );
}

/** DELETE board/list: the list and its cards go. */
export function useDeleteList(boardId: string, failure?: FailureOptions<string>) {
  return useBoardWrite(
    boardId,
    (api, id: string) => api.delete<boolean>(`${BASE}/board/list`, { id }),
    (board, id) => ({ ...board, lists: board.lists.filter((list) => list.id !== id) }),
    failure,
  );
}

/** PATCH board/lists: the lists in their new order, positions renumbered a step apart. */
export function useMoveLists(boardId: string, failure?: FailureOptions<string[]>) {
  return useBoardWrite(
    boardId,
    (api, ids: string[]) =>
      api.patch(`${BASE}/board/lists`, {
        lists: ids.map((id, index) => ({ id, position: (index + 1) * POSITION_STEP })),
      } satisfies UpdateScrumboardListsRequest),
    (board, ids) => {
      const byId = new Map(board.lists.map((list) => [list.id, list]));
      return {
        ...board,
        lists: ids
          .map((id, index) => {
            const list = byId.get(id);
            return list && { ...list, position: (index + 1) * POSITION_STEP };
          })
          .filter((list): list is ScrumboardListWithCards => list !== undefined),
      };
    },
    failure,
  );
}

export interface NewCard {
  id: string;
  listId: string;
  title: string;
}

export function useCreateCard(boardId: string, failure?: FailureOptions<NewCard>) {
  return useBoardWrite(
    boardId,
    (api, { listId, title }: NewCard) =>
      api.put<ScrumboardCard>(`${BASE}/board/card`, { card: { listId, title } } satisfies CreateScrumboardCardRequest),
    (board, { id, listId, title }) =>
      mapLists(board, (list) =>
        list.id === listId
          ? {
              ...list,
              cards: [
                ...list.cards,
                {
                  id,
                  boardId,
                  listId,
                  title,
                  description: '',
                  labels: [],
                  dueDate: null,
                  position: list.cards.reduce((max, card) => Math.max(max, card.position), 0) + POSITION_STEP,
                },
              ],
            }
          : list,
      ),
    failure,
  );
}

export function useUpdateCard(boardId: string, failure?: FailureOptions<UpdateScrumboardCardRequest>) {
  return useBoardWrite(
    boardId,
    (api, body: UpdateScrumboardCardRequest) => api.patch<ScrumboardCard | null>(`${BASE}/board/card`, body),
    (board, { id, card }) =>
      mapLists(board, (list) => ({
        ...list,
        cards: list.cards.map((current) => (current.id === id ? { ...current, ...card } : current)),
      })),
    failure,
  );
}

export function useDeleteCard(boardId: string, failure?: FailureOptions<string>) {
  return useBoardWrite(
    boardId,
    (api, id: string) => api.delete<boolean>(`${BASE}/board/card`, { id }),
    (board, id) => mapLists(board, (list) => ({ ...list, cards: list.cards.filter((card) => card.id !== id) })),
    failure,
  );
}

/** A list's cards in their new order; the cards not yet in it come from other lists of the board. */
export interface CardMove {
  listId: string;
  ids: string[];
}

/**
 * PATCH board/card/positions: one list's cards in their new order (each card's position becomes its
 * index; a card from another list carries its new list). Shown at once, put back if the call fails.
 */
export function useMoveCards(boardId: string, failure?: FailureOptions<CardMove>) {
  return useBoardWrite(
    boardId,
    (api, { listId, ids }: CardMove) =>
      api.patch<ScrumboardCard[]>(`${BASE}/board/card/positions`, {
        // Every card says its list: the ones dropped from elsewhere move, the others stay.
        cards: ids.map((id) => ({ id, listId })),
      } satisfies UpdateScrumboardCardPositionsRequest),
    (board, { listId, ids }) => moveCardsIn(board, listId, ids),
    failure,
  );
}

/** The board with `ids` as the cards of list `listId`, in that order, taken out of any other list. */
export function moveCardsIn(
  board: ScrumboardBoardDetail,
  listId: string,
  ids: readonly string[],
): ScrumboardBoardDetail {
  const wanted = new Set(ids);
  const byId = new Map(board.lists.flatMap((list) => list.cards).map((card) => [card.id, card]));
  return mapLists(board, (list) => {
    if (list.id !== listId) {
      return list.cards.some((card) => wanted.has(card.id))
        ? { ...list, cards: list.cards.filter((card) => !wanted.has(card.id)) }
        : list;
    }
    return {
      ...list,
      cards: ids
        .map((id, index) => {
          const card = byId.get(id);
          return card && { ...card, listId, position: index };
        })
        .filter((card): card is ScrumboardCard => card !== undefined),
    };
  });
}

/** PUT board/label: a new label of the board (the caller ticks it on the card). */
export function useCreateLabel(boardId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (title: string) =>
      api.put<ScrumboardLabel>(`${BASE}/board/label`, {
        label: { boardId, title },
      } satisfies CreateScrumboardLabelRequest),
    onSuccess: (label) =>
      queryClient.setQueryData<ScrumboardBoardDetail | null>(scrumboardKeys.board(boardId), (board) =>
        board ? { ...board, labels: [...board.labels, label] } : board,
      ),
  });
}
