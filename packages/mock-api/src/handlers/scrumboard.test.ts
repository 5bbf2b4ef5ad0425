import { describe, expect, it } from 'vitest';
import type {
  ScrumboardBoardDetail,
  ScrumboardBoardSummary,
  ScrumboardCard,
  ScrumboardLabel,
  ScrumboardListWithCards,
} from '../contract/scrumboard.ts';
import { call, ok, useMockServer } from '../test/server.ts';

const BASE = 'apps/scrumboard';

describe('scrumboard', () => {
  const state = useMockServer({ actor: 'owner' });
  const sb = () => state.api.db.scrumboard;
  const firstBoard = () => sb().boards[0]!;
  const detail = (id = firstBoard().id) => ok<ScrumboardBoardDetail>('GET', `${BASE}/board`, { query: { id } });

  it('lists boards with members expanded', async () => {
    const boards = await ok<ScrumboardBoardSummary[]>('GET', `${BASE}/boards`);
    expect(boards).toHaveLength(3);
    expect(boards[0]!.members[0]).toEqual({
      id: expect.any(String) as string,
      name: 'Lucía Navarro',
      avatar: expect.stringMatching(/^data:image\//) as string,
    });
  });

  it('answers a board with lists and cards sorted by position, and its labels', async () => {
    sb().lists.reverse();
    sb().cards.reverse();
    const board = await detail();
    const positions = board.lists.map((list) => list.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    for (const list of board.lists) {
      const cardPositions = list.cards.map((card) => card.position);
      expect(cardPositions).toEqual([...cardPositions].sort((a, b) => a - b));
      expect(list.cards.every((card) => card.listId === list.id)).toBe(true);
    }
    expect(board.labels.length).toBeGreaterThan(0);
    expect(board.labels.every((label) => label.boardId === board.id)).toBe(true);
    expect(await ok('GET', `${BASE}/board`, { query: { id: 'nope' } })).toBeNull();
  });

  it('steps positions by 65536 in the seed and for new lists and cards', async () => {
    const board = await detail();
    expect(board.lists.map((list) => list.position)).toEqual(board.lists.map((_list, index) => (index + 1) * 65536));
    const list = await ok<ScrumboardListWithCards>('POST', `${BASE}/board/list`, {
      body: { list: { boardId: firstBoard().id, title: 'Later' } },
    });
    expect(list).toMatchObject({ title: 'Later', position: (board.lists.length + 1) * 65536, cards: [] });
    const card = await ok<ScrumboardCard>('PUT', `${BASE}/board/card`, {
      body: { card: { listId: list.id, title: 'One' } },
    });
    expect(card).toMatchObject({
      boardId: firstBoard().id,
      listId: list.id,
      position: 65536,
      labels: [],
      dueDate: null,
    });
    const second = await ok<ScrumboardCard>('PUT', `${BASE}/board/card`, {
      body: { card: { listId: list.id, title: 'Two' } },
    });
    expect(second.position).toBe(131072);
  });

  it('updates a list and several lists', async () => {
    const [a, b] = (await detail()).lists;
    expect(await ok('PATCH', `${BASE}/board/list`, { body: { list: { id: a!.id, title: 'Renamed' } } })).toMatchObject({
      id: a!.id,
      title: 'Renamed',
    });
    const lists = await ok<{ id: string; position: number }[]>('PATCH', `${BASE}/board/lists`, {
      body: {
        lists: [
          { id: a!.id, position: 5 },
          { id: b!.id, position: 1 },
          { id: 'nope', position: 2 },
        ],
      },
    });
    expect(lists.map((list) => [list.id, list.position])).toEqual([
      [a!.id, 5],
      [b!.id, 1],
    ]);
    expect((await detail()).lists.slice(0, 2).map((list) => list.id)).toEqual([b!.id, a!.id]);
    expect(await ok('PATCH', `${BASE}/board/list`, { body: { list: { id: 'nope', title: 'x' } } })).toBeNull();
  });

  it('deleting a list deletes its cards', async () => {
    const list = (await detail()).lists[0]!;
    expect(list.cards.length).toBeGreaterThan(0);
    expect(await ok('DELETE', `${BASE}/board/list`, { query: { id: list.id } })).toBe(true);
    expect(sb().lists.some((item) => item.id === list.id)).toBe(false);
    expect(sb().cards.some((card) => card.listId === list.id)).toBe(false);
  });

  it('updates, moves and deletes cards', async () => {
    const [from, to] = (await detail()).lists;
    const card = from!.cards[0]!;
    const label = sb().labels.find((item) => item.boardId === card.boardId)!;
    const moved = await ok<ScrumboardCard>('PATCH', `${BASE}/board/card`, {
      body: { id: card.id, card: { listId: to!.id, labels: [label.id], description: 'Moved' } },
    });
    expect(moved).toMatchObject({ id: card.id, listId: to!.id, labels: [label.id], description: 'Moved' });
    const cards = await ok<ScrumboardCard[]>('PATCH', `${BASE}/board/cards`, {
      body: { cards: [{ id: card.id, title: 'Bulk' }] },
    });
    expect(cards).toEqual([{ ...moved, title: 'Bulk' }]);
    expect(await ok('DELETE', `${BASE}/board/card`, { query: { id: card.id } })).toBe(true);
    expect(sb().cards.some((item) => item.id === card.id)).toBe(false);
    expect(await ok('PATCH', `${BASE}/board/card`, { body: { id: 'nope', card: { title: 'x' } } })).toBeNull();
  });

  it('renumbers card positions to their index in the list', async () => {
    const list = (await detail()).lists.find((item) => item.cards.length >= 3)!;
    const reversed = [...list.cards].reverse();
    const cards = await ok<ScrumboardCard[]>('PATCH', `${BASE}/board/card/positions`, {
      body: { cards: reversed.map(({ id }) => ({ id })) },
    });
    expect(cards.map((card) => [card.id, card.position])).toEqual(reversed.map((card, index) => [card.id, index]));
    const after = (await detail()).lists.find((item) => item.id === list.id)!;
    expect(after.cards.map((card) => card.id)).toEqual(reversed.map((card) => card.id));
  });

  it('refuses cards moved to another board, unknown labels or bad types, changing nothing', async () => {
    const before = structuredClone(sb().cards);
    const card = sb().cards.find((item) => item.boardId === firstBoard().id)!;
    const otherList = sb().lists.find((list) => list.boardId !== firstBoard().id)!;
    const otherLabel = sb().labels.find((label) => label.boardId !== firstBoard().id)!;
    for (const patch of [
      { listId: otherList.id },
      { labels: [otherLabel.id] },
      { position: 'top' },
      { dueDate: 'soon' },
      null,
    ]) {
      expect((await call('PATCH', `${BASE}/board/card`, { body: { id: card.id, card: patch } })).status).toBe(400);
    }
    expect(
      (
        await call('PATCH', `${BASE}/board/cards`, {
          body: {
            cards: [
              { id: card.id, title: 'ok' },
              { id: card.id, listId: otherList.id },
            ],
          },
        })
      ).status,
    ).toBe(400);
    expect((await call('PUT', `${BASE}/board/card`, { body: { card: { listId: 'nope', title: 'x' } } })).status).toBe(
      400,
    );
    expect(sb().cards).toEqual(before);
  });

  it('lists, creates, renames and deletes labels; a deleted label leaves every card', async () => {
    const boardId = firstBoard().id;
    const labels = await ok<ScrumboardLabel[]>('GET', `${BASE}/board/labels`, { query: { boardId } });
    expect(labels).toEqual(sb().labels.filter((label) => label.boardId === boardId));
    const created = await ok<ScrumboardLabel>('PUT', `${BASE}/board/label`, {
      body: { label: { boardId, title: 'Urgent' } },
    });
    expect(created).toMatchObject({ boardId, title: 'Urgent' });
    expect(await ok('PATCH', `${BASE}/board/label`, { body: { id: created.id, label: { title: 'Now' } } })).toEqual({
      ...created,
      title: 'Now',
    });
    const used = labels.find((label) => sb().cards.some((card) => card.labels.includes(label.id)))!;
    expect(await ok('DELETE', `${BASE}/board/label`, { query: { id: used.id } })).toBe(true);
    expect(sb().cards.some((card) => card.labels.includes(used.id))).toBe(false);
    expect(
      (await call('PUT', `${BASE}/board/label`, { body: { label: { boardId: 'nope', title: 'x' } } })).status,
    ).toBe(400);
  });
  it('lists the members a board can have', async () => {
    const members = await ok<{ id: string; name: string }[]>('GET', `${BASE}/members`);
    expect(members).toHaveLength(8);
    expect(members[0]).toMatchObject({ name: 'Lucía Navarro' });
  });

  it('creates a board with no lists and a default icon, and refuses unknown members', async () => {
    const members = await ok<{ id: string }[]>('GET', `${BASE}/members`);
    const board = await ok<ScrumboardBoardSummary>('POST', `${BASE}/board`, {
      body: { board: { title: 'Launch', members: [members[1]!.id] } },
    });
    expect(board).toMatchObject({ title: 'Launch', description: '', icon: 'layout-dashboard' });
    expect(board.members.map((member) => member.id)).toEqual([members[1]!.id]);
    expect((await detail(board.id)).lists).toEqual([]);
    expect((await call('POST', `${BASE}/board`, { body: { board: { title: 'x', members: ['nobody'] } } })).status).toBe(
      400,
    );
    expect(sb().boards).toHaveLength(4);
  });

  it('updates board settings and its last activity', async () => {
    const board = firstBoard();
    sb().boards[0]!.lastActivity = '2020-01-01T00:00:00.000Z';
    const members = await ok<{ id: string }[]>('GET', `${BASE}/members`);
    const updated = await ok<ScrumboardBoardSummary>('PATCH', `${BASE}/board`, {
      body: { id: board.id, board: { title: 'New', description: 'Said', icon: 'rocket', members: [members[2]!.id] } },
    });
    expect(updated).toMatchObject({ id: board.id, title: 'New', description: 'Said', icon: 'rocket' });
    expect(updated.members.map((member) => member.id)).toEqual([members[2]!.id]);
    expect(updated.lastActivity > '2020-01-01T00:00:00.000Z').toBe(true);
    expect(await ok('PATCH', `${BASE}/board`, { body: { id: 'nope', board: { title: 'x' } } })).toBeNull();
    expect(
      (await call('PATCH', `${BASE}/board`, { body: { id: board.id, board: { members: ['nobody'] } } })).status,
    ).toBe(400);
  });

  it('moves a card into another list with the positions call, numbering the list by index', async () => {
    const [from, to] = (await detail()).lists;
    const card = from!.cards[0]!;
    const order = [to!.cards[0]!.id, card.id, ...to!.cards.slice(1).map((item) => item.id)];
    await ok('PATCH', `${BASE}/board/card/positions`, {
      body: { cards: order.map((id) => (id === card.id ? { id, listId: to!.id } : { id })) },
    });
    const after = (await detail()).lists.find((list) => list.id === to!.id)!;
    expect(after.cards.map((item) => item.id)).toEqual(order);
    expect(after.cards.map((item) => item.position)).toEqual(order.map((_id, index) => index));
    const otherList = sb().lists.find((list) => list.boardId !== firstBoard().id)!;
    expect(
      (
        await call('PATCH', `${BASE}/board/card/positions`, {
          body: { cards: [{ id: card.id, listId: otherList.id }] },
        })
      ).status,
    ).toBe(400);
  });
});

describe('scrumboard permissions', () => {
  describe('as the Viewer', () => {
    const state = useMockServer({ actor: 'usr-viewer' });

    it('reads boards and refuses every write with 403 naming scrumboard:write, changing nothing', async () => {
      const { boards, lists, cards, labels } = state.api.db.scrumboard;
      const [board, list, card, label] = [boards[0]!, lists[0]!, cards[0]!, labels[0]!];
      expect((await call('GET', `${BASE}/boards`)).status).toBe(200);
      expect((await call('GET', `${BASE}/board`, { query: { id: board.id } })).status).toBe(200);
      const before = JSON.stringify(state.api.db.scrumboard);
      const writes: [string, string, { body?: unknown; query?: Record<string, string> }][] = [
        ['POST', `${BASE}/board`, { body: { board: { title: 'x' } } }],
        ['PATCH', `${BASE}/board`, { body: { id: board.id, board: { title: 'x' } } }],
        ['POST', `${BASE}/board/list`, { body: { list: { boardId: board.id, title: 'x' } } }],
        ['PATCH', `${BASE}/board/list`, { body: { list: { id: list.id, title: 'x' } } }],
        ['DELETE', `${BASE}/board/list`, { query: { id: list.id } }],
        ['PATCH', `${BASE}/board/lists`, { body: { lists: [{ id: list.id, position: 1 }] } }],
        ['PUT', `${BASE}/board/card`, { body: { card: { listId: list.id, title: 'x' } } }],
        ['PATCH', `${BASE}/board/card`, { body: { id: card.id, card: { title: 'x' } } }],
        ['DELETE', `${BASE}/board/card`, { query: { id: card.id } }],
        ['PATCH', `${BASE}/board/cards`, { body: { cards: [{ id: card.id, title: 'x' }] } }],
        ['PATCH', `${BASE}/board/card/positions`, { body: { cards: [{ id: card.id }] } }],
        ['PUT', `${BASE}/board/label`, { body: { label: { boardId: board.id, title: 'x' } } }],
        ['PATCH', `${BASE}/board/label`, { body: { id: label.id, label: { title: 'x' } } }],
        ['DELETE', `${BASE}/board/label`, { query: { id: label.id } }],
      ];
      for (const [method, path, options] of writes) {
        expect(await call(method, path, options), `${method} ${path}`).toMatchObject({
          status: 403,
          body: { code: 'forbidden', permission: 'scrumboard:write' },
        });
      }
      expect(JSON.stringify(state.api.db.scrumboard)).toBe(before);
    });
  });

  describe('as a support agent', () => {
    const state = useMockServer({ actor: 'usr-support' });

    it('reads the boards (scrumboard:view) but may not move a card (no scrumboard:write)', async () => {
      const card = state.api.db.scrumboard.cards[0]!;
      expect((await call('GET', `${BASE}/boards`)).status).toBe(200);
      expect(await call('PATCH', `${BASE}/board/card`, { body: { id: card.id, card: { title: 'x' } } })).toMatchObject({
        status: 403,
        body: { permission: 'scrumboard:write' },
      });
    });

    it('refuses reads once scrumboard:view is taken from the role', async () => {
      await call('GET', 'me');
      const role = state.api.db.backOffice.roles.find((candidate) => candidate.id === 'support')!;
      role.permissions = role.permissions.filter((permission) => permission !== 'scrumboard:view');
      expect(await call('GET', `${BASE}/boards`)).toMatchObject({
        status: 403,
        body: { permission: 'scrumboard:view' },
      });
    });
  });
});
