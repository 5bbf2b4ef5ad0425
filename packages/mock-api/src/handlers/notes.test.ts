import { describe, expect, it } from 'vitest';
import type { NoteLabel, NoteWithLabels } from '../contract/notes.ts';
import { call, ok, useMockServer } from '../test/server.ts';

const BASE = 'apps/notes';

describe('notes', () => {
  const state = useMockServer({ actor: 'owner' });
  const db = () => state.api.db.notes;

  it('lists the six labels', async () => {
    const labels = await ok<NoteLabel[]>('GET', `${BASE}/labels`);
    expect(labels.map((label) => label.title)).toEqual(['Family', 'Work', 'Tasks', 'Priority', 'Personal', 'Friends']);
  });

  it('answers all notes with labels expanded, newest first, dates 2 to 100 days back', async () => {
    const notes = await ok<NoteWithLabels[]>('GET', `${BASE}/all`);
    expect(notes).toHaveLength(db().notes.length);
    const family = db().labels.find((label) => label.title === 'Family')!;
    const groceries = notes.find((note) => note.title === 'Groceries')!;
    expect(groceries.labels).toContainEqual(family);
    expect(notes.some((note) => note.archived)).toBe(true);
    const times = notes.map((note) => Date.parse(note.updatedAt ?? note.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const now = Date.now();
    for (const note of notes) {
      const age = (now - Date.parse(note.createdAt)) / 86_400_000;
      expect(age).toBeGreaterThan(1.9);
      expect(age).toBeLessThanOrEqual(100.01);
    }
    expect(new Set(notes.map((note) => note.id)).size).toBe(notes.length);
  });

  it('creates a note (labels as ids or objects) and answers it expanded', async () => {
    const [work, tasks] = db().labels.filter((label) => ['Work', 'Tasks'].includes(label.title));
    const note = await ok<NoteWithLabels>('POST', BASE, {
      body: { note: { title: 'Plan', content: 'Q4', labels: [work!.id, { id: tasks!.id, title: 'ignored' }] } },
    });
    expect(note).toMatchObject({
      title: 'Plan',
      content: 'Q4',
      tasks: null,
      image: null,
      archived: false,
      updatedAt: null,
    });
    expect(note.labels).toEqual([work, tasks]);
    expect(db().notes[0]).toMatchObject({ id: note.id, labels: [work!.id, tasks!.id] });
    expect((await call('POST', BASE, { body: { note: { labels: ['nope'] } } })).status).toBe(400);
  });

  it('updates a note by merging, setting updatedAt', async () => {
    const target = db().notes[3]!;
    const note = await ok<NoteWithLabels>('PATCH', BASE, { body: { updatedNote: { id: target.id, archived: true } } });
    expect(note).toMatchObject({ id: target.id, archived: true, title: target.title });
    expect(Date.now() - Date.parse(note.updatedAt!)).toBeLessThan(5000);
    expect(await ok('PATCH', BASE, { body: { updatedNote: { id: 'nope', title: 'x' } } })).toBeNull();
    const before = structuredClone(db().notes[3]);
    for (const updatedNote of [null, { id: target.id, tasks: 'x' }, { id: target.id, reminder: 'soon' }]) {
      expect((await call('PATCH', BASE, { body: { updatedNote } })).status).toBe(400);
    }
    expect(db().notes[3]).toEqual(before);
  });

  it('adds a checklist task, completed false', async () => {
    const target = db().notes.find((note) => note.tasks === null)!;
    const note = await ok<NoteWithLabels>('POST', `${BASE}/tasks`, {
      body: { note: { id: target.id }, task: 'Call back' },
    });
    expect(note.tasks).toEqual([{ id: expect.any(String) as string, content: 'Call back', completed: false }]);
    expect(await ok('POST', `${BASE}/tasks`, { body: { note: { id: 'nope' }, task: 'x' } })).toBeNull();
    expect((await call('POST', `${BASE}/tasks`, { body: { note: target.id, task: 'x' } })).status).toBe(400);
  });

  it('deletes a note', async () => {
    const id = db().notes[0]!.id;
    expect(await ok('DELETE', BASE, { query: { id } })).toBe(true);
    expect(db().notes.some((note) => note.id === id)).toBe(false);
  });

  it('creates, renames and deletes labels; a deleted label leaves every note', async () => {
    const label = await ok<NoteLabel>('POST', `${BASE}/labels`, { body: { title: 'Ideas' } });
    expect(db().labels.at(-1)).toEqual(label);
    expect(await ok('PATCH', `${BASE}/labels`, { body: { label: { id: label.id, title: 'Big ideas' } } })).toEqual({
      id: label.id,
      title: 'Big ideas',
    });
    expect(await ok('PATCH', `${BASE}/labels`, { body: { label: { id: 'nope', title: 'x' } } })).toBeNull();
    expect((await call('POST', `${BASE}/labels`, { body: { title: '' } })).status).toBe(400);
    const work = db().labels.find((candidate) => candidate.title === 'Work')!;
    expect(db().notes.some((note) => note.labels.includes(work.id))).toBe(true);
    expect(await ok('DELETE', `${BASE}/labels`, { query: { id: work.id } })).toBe(true);
    expect(db().notes.some((note) => note.labels.includes(work.id))).toBe(false);
    const all = await ok<NoteWithLabels[]>('GET', `${BASE}/all`);
    expect(all.some((note) => note.labels.some((candidate) => candidate.id === work.id))).toBe(false);
  });
});

describe('notes permissions', () => {
  const state = useMockServer({ actor: 'usr-viewer' });
  const note = () => state.api.db.notes.notes[0]!;
  const label = () => state.api.db.notes.labels[0]!;

  it('lets the Viewer (notes:view) read the notes and the labels', async () => {
    expect((await call('GET', `${BASE}/all`)).status).toBe(200);
    expect((await call('GET', `${BASE}/labels`)).status).toBe(200);
  });

  const writes: [string, string, () => Parameters<typeof call>[2]][] = [
    ['POST', BASE, () => ({ body: { note: { title: 'Mine' } } })],
    ['PATCH', BASE, () => ({ body: { updatedNote: { id: note().id, archived: true } } })],
    ['DELETE', BASE, () => ({ query: { id: note().id } })],
    ['POST', `${BASE}/tasks`, () => ({ body: { note: { id: note().id }, task: 'Call back' } })],
    ['POST', `${BASE}/labels`, () => ({ body: { title: 'Ideas' } })],
    ['PATCH', `${BASE}/labels`, () => ({ body: { label: { id: label().id, title: 'Renamed' } } })],
    ['DELETE', `${BASE}/labels`, () => ({ query: { id: label().id } })],
  ];
  it.each(writes)(
    'refuses the Viewer %s %s with 403 naming notes:write, changing nothing',
    async (method, path, options) => {
      const before = structuredClone(state.api.db.notes);
      expect(await call(method, path, options())).toMatchObject({
        status: 403,
        body: { code: 'forbidden', permission: 'notes:write', error: 'You need the notes:write permission' },
      });
      expect(state.api.db.notes).toEqual(before);
    },
  );

  it('refuses reads to someone without notes:view', async () => {
    await call('GET', 'me');
    const role = state.api.db.backOffice.roles.find((candidate) => candidate.id === 'viewer')!;
    role.permissions = role.permissions.filter((permission) => permission !== 'notes:view');
    expect(await call('GET', `${BASE}/all`)).toMatchObject({ status: 403, body: { permission: 'notes:view' } });
  });
});
