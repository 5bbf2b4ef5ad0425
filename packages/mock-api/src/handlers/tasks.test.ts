import { describe, expect, it } from 'vitest';
import type { Task, TaskTag } from '../contract/tasks.ts';
import { call, ok, useMockServer } from '../test/server.ts';
import { markTitle } from './tasks.ts';

const BASE = 'apps/tasks';

describe('tasks', () => {
  const state = useMockServer({ actor: 'owner' });
  const db = () => state.api.db;
  const orders = (tasks: Task[]) => tasks.map((task) => task.order);

  it('lists tasks and sections sorted by order', async () => {
    db().tasks.reverse();
    const all = await ok<Task[]>('GET', `${BASE}/all`);
    expect(all.length).toBeGreaterThan(10);
    expect(orders(all)).toEqual([...orders(all)].sort((a, b) => a - b));
    expect(new Set(all.map((task) => task.type))).toEqual(new Set(['task', 'section']));
  });

  it('lists the six tags', async () => {
    const tags = await ok<TaskTag[]>('GET', `${BASE}/tags`);
    expect(tags.map((tag) => tag.title)).toEqual(['Api', 'Frontend', 'Bug', 'Backend', 'Urgent', 'Discuss']);
  });

  it('creates a task with the defaults, placed first, orders renumbered', async () => {
    const created = await ok<Task>('POST', `${BASE}/task`, { body: { type: 'task' } });
    expect(created).toMatchObject({
      type: 'task',
      title: '',
      notes: null,
      completed: false,
      dueDate: null,
      priority: 1,
      tags: [],
      assignedTo: null,
      subTasks: [],
      order: 0,
    });
    const all = await ok<Task[]>('GET', `${BASE}/all`);
    expect(all[0]).toEqual(created);
    expect(orders(all)).toEqual(all.map((_task, index) => index));
    const section = await ok<Task>('POST', `${BASE}/task`, { body: { type: 'section' } });
    expect(section.type).toBe('section');
    expect((await call('POST', `${BASE}/task`, { body: { type: 'epic' } })).status).toBe(400);
  });

  it('answers one task, updates it by merging, deletes it', async () => {
    const target = db().tasks[3]!;
    expect(await ok('GET', `${BASE}/task`, { query: { id: target.id } })).toEqual(target);
    expect(await ok('GET', `${BASE}/task`, { query: { id: 'nope' } })).toBeNull();
    const updated = await ok<Task>('PATCH', `${BASE}/task`, {
      body: { id: target.id, task: { completed: true, priority: 2 } },
    });
    expect(updated).toEqual({ ...target, completed: true, priority: 2 });
    expect(await ok('PATCH', `${BASE}/task`, { body: { id: 'nope', task: { title: 'x' } } })).toBeNull();
    expect(await ok('DELETE', `${BASE}/task`, { query: { id: target.id } })).toBe(true);
    const all = await ok<Task[]>('GET', `${BASE}/all`);
    expect(all.some((task) => task.id === target.id)).toBe(false);
    expect(orders(all)).toEqual(all.map((_task, index) => index));
  });

  it('refuses a bad patch (priority 3, title null) and changes nothing', async () => {
    const before = structuredClone(db().tasks);
    const id = db().tasks[1]!.id;
    for (const task of [null, { priority: 3 }, { title: null }, { subTasks: [{ id: 1 }] }]) {
      expect((await call('PATCH', `${BASE}/task`, { body: { id, task } })).status).toBe(400);
    }
    expect(db().tasks).toEqual(before);
  });

  it('reorders tasks with PATCH order', async () => {
    const all = await ok<Task[]>('GET', `${BASE}/all`);
    const reversed = [...all].reverse();
    const answer = await ok<Task[]>('PATCH', `${BASE}/order`, { body: { tasks: reversed } });
    expect(answer.map((task) => task.id)).toEqual(reversed.map((task) => task.id));
    expect(orders(answer)).toEqual(answer.map((_task, index) => index));
    expect((await call('PATCH', `${BASE}/order`, { body: { tasks: 'all' } })).status).toBe(400);
  });

  it('searches title or notes case-insensitively, marking title matches', async () => {
    const results = await ok<Task[]>('GET', `${BASE}/search`, { query: { query: 'THE' } });
    expect(results.length).toBeGreaterThan(1);
    for (const task of results) {
      const original = db().tasks.find((item) => item.id === task.id)!;
      const inTitle = original.title.toLowerCase().includes('the');
      expect(inTitle || original.notes?.toLowerCase().includes('the')).toBe(true);
      if (inTitle) expect(task.title).toMatch(/<mark>the<\/mark>/i);
      else expect(task.title).not.toContain('<mark>');
    }
    expect(await ok('GET', `${BASE}/search`, { query: { query: '' } })).toBeNull();
    expect(await ok('GET', `${BASE}/search`)).toBeNull();
  });

  it('marks safely (HTML and regex characters escaped)', () => {
    expect(markTitle('Fix <b> (now)', '(NOW)')).toBe('Fix &#60;b&#62; <mark>(now)</mark>');
    expect(markTitle('a.b', '.')).toBe('a<mark>.</mark>b');
  });

  it('creates, updates and deletes tags; a deleted tag leaves every task', async () => {
    const tag = await ok<TaskTag>('POST', `${BASE}/tag`, { body: { tag: { title: 'Design' } } });
    expect(db().taskTags[0]).toEqual(tag);
    expect(await ok('PATCH', `${BASE}/tag`, { body: { id: tag.id, tag: { title: 'UX' } } })).toEqual({
      ...tag,
      title: 'UX',
    });
    const api = db().taskTags.find((candidate) => candidate.title === 'Api')!;
    expect(db().tasks.some((task) => task.tags.includes(api.id))).toBe(true);
    expect(await ok('DELETE', `${BASE}/tag`, { query: { id: api.id } })).toBe(true);
    expect(db().tasks.some((task) => task.tags.includes(api.id))).toBe(false);
  });
});

describe('tasks permissions', () => {
  const state = useMockServer({ actor: 'usr-viewer' });

  it('lets the Viewer (tasks:view) read and refuses every write with 403 naming tasks:write, changing nothing', async () => {
    const task = state.api.db.tasks[0]!;
    const tag = state.api.db.taskTags[0]!;
    expect((await call('GET', `${BASE}/all`)).status).toBe(200);
    expect((await call('GET', `${BASE}/task`, { query: { id: task.id } })).status).toBe(200);
    expect((await call('GET', `${BASE}/tags`)).status).toBe(200);
    const before = JSON.stringify([state.api.db.tasks, state.api.db.taskTags]);
    const writes: [string, string, { body?: unknown; query?: Record<string, string> }][] = [
      ['POST', `${BASE}/task`, { body: { type: 'task' } }],
      ['PATCH', `${BASE}/task`, { body: { id: task.id, task: { completed: !task.completed } } }],
      ['DELETE', `${BASE}/task`, { query: { id: task.id } }],
      ['PATCH', `${BASE}/order`, { body: { tasks: [...state.api.db.tasks].reverse() } }],
      ['POST', `${BASE}/tag`, { body: { tag: { title: 'Design' } } }],
      ['PATCH', `${BASE}/tag`, { body: { id: tag.id, tag: { title: 'UX' } } }],
      ['DELETE', `${BASE}/tag`, { query: { id: tag.id } }],
    ];
    for (const [method, path, options] of writes) {
      expect(await call(method, path, options), `${method} ${path}`).toMatchObject({
        status: 403,
        body: { code: 'forbidden', permission: 'tasks:write' },
      });
    }
    expect(JSON.stringify([state.api.db.tasks, state.api.db.taskTags])).toBe(before);
  });

  it('refuses reads to someone without tasks:view', async () => {
    await call('GET', 'me');
    const role = state.api.db.backOffice.roles.find((candidate) => candidate.id === 'viewer')!;
    role.permissions = role.permissions.filter((permission) => permission !== 'tasks:view');
    expect(await call('GET', `${BASE}/all`)).toMatchObject({ status: 403, body: { permission: 'tasks:view' } });
  });
});
