/**
 * Scrumboard (spec 2 §7, base api/apps/scrumboard): boards, lists, cards, labels. Positions step by 65536.
 * Reading needs `scrumboard:view` and every write `scrumboard:write`, as the UI guards them (403 naming
 * the permission).
 */
import type { HttpHandler } from 'msw';
import type {
  ScrumboardBoard,
  ScrumboardBoardDetail,
  ScrumboardBoardSummary,
  ScrumboardCard,
  ScrumboardLabel,
  ScrumboardList,
} from '../contract/scrumboard.ts';
import type { Database } from '../db/database.ts';
import { scrumboardBoardShape, scrumboardCardShape, scrumboardListShape } from '../db/shapes-scrumboard.ts';
import { POSITION_STEP, scrumboardMembers } from '../db/seed/scrumboard.ts';
import type { Check } from '../schema.ts';
import { BadRequest, array, isPlainObject, number, object, optional, partial, string, text } from '../schema.ts';
import type { Context, Resolve } from './http.ts';
import { bodyId, query, readBody, removeById, route as plainRoute, uuid } from './http.ts';
import { refusal } from './permission.ts';

const BASE = 'apps/scrumboard';
/** A new board's icon when none is chosen. */
const DEFAULT_BOARD_ICON = 'layout-dashboard';

const byPosition = <T extends { position: number }>(items: T[]) => [...items].sort((a, b) => a.position - b.position);

function summary(board: ScrumboardBoard): ScrumboardBoardSummary {
  return { ...board, members: board.members.flatMap((id) => scrumboardMembers.filter((member) => member.id === id)) };
}

export function boardDetail(db: Database, boardId: string | null): ScrumboardBoardDetail | null {
  const board = db.scrumboard.boards.find((candidate) => candidate.id === boardId);
  if (!board) return null;
  const cards = db.scrumboard.cards.filter((card) => card.boardId === board.id);
  return {
    ...summary(board),
    lists: byPosition(db.scrumboard.lists.filter((list) => list.boardId === board.id)).map((list) => ({
      ...list,
      cards: byPosition(cards.filter((card) => card.listId === list.id)),
    })),
    labels: db.scrumboard.labels.filter((label) => label.boardId === board.id),
  };
}

/** Reads `{ id, ...patch }` objects: the id plus the patch checked against the shape. */
function withId<T>(check: Check<Partial<T>>): Check<Partial<T> & { id: string }> {
  return (value, path) => {
    if (!isPlainObject(value)) throw new BadRequest(`${path} must be an object`);
    return { ...check(value, path), id: string(value.id, `${path}.id`) };
  };
}

export function scrumboardHandlers(ctx: Context): HttpHandler[] {
  /** A route whose reads need `scrumboard:view` and whose writes need `scrumboard:write`. */
  const route = (method: Parameters<typeof plainRoute>[0], path: string, resolve: Resolve) =>
    plainRoute(
      method,
      path,
      async (request, url) =>
        (await refusal(ctx, request, method === 'get' ? 'scrumboard:view' : 'scrumboard:write')) ??
        resolve(request, url),
    );
  const sb = () => ctx.db.scrumboard;
  const listPatch = withId(partial(scrumboardListShape, ['id', 'boardId']));
  const cardPatch = partial(scrumboardCardShape, ['id', 'boardId']);
  const cardPatchWithId = withId(cardPatch);
  const nextPosition = (items: { position: number }[]) =>
    items.reduce((max, item) => Math.max(max, item.position), 0) + POSITION_STEP;
  /** Member ids must name known members. */
  const checkMembers = (ids: string[], path: string) => {
    if (ids.some((id) => !scrumboardMembers.some((member) => member.id === id)))
      throw new BadRequest(`${path} must be member ids`);
    return [...new Set(ids)];
  };
  const touch = (boardId: string) => {
    const board = sb().boards.find((candidate) => candidate.id === boardId);
    if (board) board.lastActivity = new Date().toISOString();
  };
  /** A card's new list must exist on the card's board; its labels must be that board's labels. */
  const checkCard = (card: ScrumboardCard, patch: Partial<ScrumboardCard>, path: string) => {
    if (
      patch.listId !== undefined &&
      !sb().lists.some((list) => list.id === patch.listId && list.boardId === card.boardId)
    ) {
      throw new BadRequest(`${path}.listId must be a list of the card's board`);
    }
    const labels = new Set(
      sb()
        .labels.filter((label) => label.boardId === card.boardId)
        .map((label) => label.id),
    );
    if (patch.labels?.some((id) => !labels.has(id)))
      throw new BadRequest(`${path}.labels must be labels of the card's board`);
  };
  const applyCards = (patches: (Partial<ScrumboardCard> & { id: string })[], path: string) => {
    const found = patches.map((patch, index) => {
      const card = sb().cards.find((candidate) => candidate.id === patch.id);
      if (card) checkCard(card, patch, `${path}[${index}]`);
      return [card, patch] as const;
    });
    const updated: ScrumboardCard[] = [];
    for (const [card, patch] of found) {
      if (!card) continue;
      const { id: _id, ...fields } = patch;
      Object.assign(card, fields);
      updated.push(card);
      touch(card.boardId);
    }
    return updated;
  };

  return [
    route('get', `${BASE}/boards`, () => sb().boards.map(summary)),
    route('get', `${BASE}/board`, (_request, url) => boardDetail(ctx.db, query(url, 'id'))),
    route('get', `${BASE}/members`, () => [...scrumboardMembers]),
    route('post', `${BASE}/board`, async (request) => {
      const input = object<{ title: string; description?: string; icon?: string; members?: string[] }>({
        title: string,
        description: optional(string),
        icon: optional(string),
        members: optional(array(string)),
      })((await readBody(request)).board, 'board');
      const board: ScrumboardBoard = {
        id: uuid(),
        title: input.title,
        description: input.description ?? '',
        icon: input.icon ?? DEFAULT_BOARD_ICON,
        lastActivity: new Date().toISOString(),
        members: checkMembers(input.members ?? [], 'board.members'),
      };
      sb().boards.push(board);
      ctx.commit();
      return summary(board);
    }),
    route('patch', `${BASE}/board`, async (request) => {
      const body = await readBody(request);
      const id = bodyId(body);
      const patch = partial(scrumboardBoardShape, ['id', 'lastActivity'])(body.board, 'board');
      const board = sb().boards.find((candidate) => candidate.id === id);
      if (!board) return null;
      if (patch.members) checkMembers(patch.members, 'board.members');
      Object.assign(board, patch);
      touch(board.id);
      ctx.commit();
      return summary(board);
    }),

    route('post', `${BASE}/board/list`, async (request) => {
      const input = object<{ boardId: string; title: string; position?: number }>({
        boardId: string,
        title: string,
        position: optional(number),
      })((await readBody(request)).list, 'list');
      if (!sb().boards.some((board) => board.id === input.boardId))
        throw new BadRequest('list.boardId must be a board id');
      const list: ScrumboardList = {
        id: uuid(),
        boardId: input.boardId,
        title: input.title,
        position: input.position ?? nextPosition(sb().lists.filter((item) => item.boardId === input.boardId)),
      };
      sb().lists.push(list);
      touch(list.boardId);
      ctx.commit();
      return { ...list, cards: [] };
    }),
    route('patch', `${BASE}/board/list`, async (request) => {
      const { id, ...patch } = listPatch((await readBody(request)).list, 'list');
      const list = sb().lists.find((candidate) => candidate.id === id);
      if (!list) return null;
      Object.assign(list, patch);
      touch(list.boardId);
      ctx.commit();
      return list;
    }),
    route('delete', `${BASE}/board/list`, (_request, url) => {
      const id = query(url, 'id');
      const list = sb().lists.find((candidate) => candidate.id === id);
      if (list) {
        removeById(sb().lists, list.id);
        sb().cards = sb().cards.filter((card) => card.listId !== list.id);
        touch(list.boardId);
        ctx.commit();
      }
      return true;
    }),
    route('patch', `${BASE}/board/lists`, async (request) => {
      const patches = array(listPatch)((await readBody(request)).lists, 'lists');
      const updated: ScrumboardList[] = [];
      for (const { id, ...patch } of patches) {
        const list = sb().lists.find((candidate) => candidate.id === id);
        if (!list) continue;
        Object.assign(list, patch);
        touch(list.boardId);
        updated.push(list);
      }
      ctx.commit();
      return updated;
    }),

    route('put', `${BASE}/board/card`, async (request) => {
      const body = await readBody(request);
      const input = cardPatch(body.card, 'card');
      const listId = string(input.listId, 'card.listId');
      const title = string(input.title, 'card.title');
      const list = sb().lists.find((candidate) => candidate.id === listId);
      if (!list) throw new BadRequest('card.listId must be a list id');
      const card: ScrumboardCard = {
        description: '',
        labels: [],
        dueDate: null,
        ...input,
        title,
        id: uuid(),
        boardId: list.boardId,
        listId,
        position: input.position ?? nextPosition(sb().cards.filter((item) => item.listId === listId)),
      };
      checkCard(card, card, 'card');
      sb().cards.push(card);
      touch(card.boardId);
      ctx.commit();
      return card;
    }),
    route('patch', `${BASE}/board/card`, async (request) => {
      const body = await readBody(request);
      const id = bodyId(body);
      const patch = cardPatch(body.card, 'card');
      const card = sb().cards.find((candidate) => candidate.id === id);
      if (!card) return null;
      checkCard(card, patch, 'card');
      Object.assign(card, patch);
      touch(card.boardId);
      ctx.commit();
      return card;
    }),
    route('delete', `${BASE}/board/card`, (_request, url) => {
      const card = sb().cards.find((candidate) => candidate.id === query(url, 'id'));
      if (card) {
        removeById(sb().cards, card.id);
        touch(card.boardId);
        ctx.commit();
      }
      return true;
    }),
    route('patch', `${BASE}/board/cards`, async (request) => {
      const patches = array(cardPatchWithId)((await readBody(request)).cards, 'cards');
      const updated = applyCards(patches, 'cards');
      ctx.commit();
      return updated;
    }),
    route('patch', `${BASE}/board/card/positions`, async (request) => {
      const list = array(object<{ id: string; listId?: string }>({ id: string, listId: optional(string) }))(
        (await readBody(request)).cards,
        'cards',
      );
      const updated = applyCards(
        list.map(({ id, listId }, index) =>
          listId === undefined ? { id, position: index } : { id, listId, position: index },
        ),
        'cards',
      );
      ctx.commit();
      return updated;
    }),

    route('get', `${BASE}/board/labels`, (_request, url) =>
      sb().labels.filter((label) => label.boardId === query(url, 'boardId')),
    ),
    route('put', `${BASE}/board/label`, async (request) => {
      const input = object<{ boardId: string; title: string }>({ boardId: string, title: text })(
        (await readBody(request)).label,
        'label',
      );
      if (!sb().boards.some((board) => board.id === input.boardId))
        throw new BadRequest('label.boardId must be a board id');
      const label: ScrumboardLabel = { id: uuid(), boardId: input.boardId, title: input.title };
      sb().labels.push(label);
      ctx.commit();
      return label;
    }),
    route('patch', `${BASE}/board/label`, async (request) => {
      const body = await readBody(request);
      const id = bodyId(body);
      const patch = object<{ title?: string }>({ title: optional(text) })(body.label, 'label');
      const label = sb().labels.find((candidate) => candidate.id === id);
      if (!label) return null;
      Object.assign(label, patch);
      ctx.commit();
      return label;
    }),
    route('delete', `${BASE}/board/label`, (_request, url) => {
      const id = query(url, 'id');
      if (id === null) return true;
      let changed = removeById(sb().labels, id);
      for (const card of sb().cards) {
        if (card.labels.includes(id)) {
          card.labels = card.labels.filter((labelId) => labelId !== id);
          changed = true;
        }
      }
      if (changed) ctx.commit();
      return true;
    }),
  ];
}
