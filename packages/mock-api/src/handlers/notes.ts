/**
 * Notes (spec 2 §7, base api/apps/notes): notes with labels expanded, labels, checklist tasks. Reading
 * needs `notes:view` and every write `notes:write`, as the UI guards them (403 naming the permission).
 */
import type { HttpHandler } from 'msw';
import type { Note, NoteInput, NoteLabel, NoteWithLabels } from '../contract/notes.ts';
import type { Database } from '../db/database.ts';
import { noteTaskShape } from '../db/shapes-notes.ts';
import type { Check } from '../schema.ts';
import {
  BadRequest,
  array,
  boolean,
  isPlainObject,
  isoDate,
  nullable,
  object,
  partial,
  string,
  text,
} from '../schema.ts';
import type { Context, Resolve } from './http.ts';
import { bodyId, query, readBody, removeById, route as plainRoute, uuid } from './http.ts';
import { refusal } from './permission.ts';

const BASE = 'apps/notes';

/** Label references as ids or `{ id }` objects, normalised to ids. */
const labelRefs: Check<string[]> = (value, path) =>
  array<string>((item, itemPath) => (isPlainObject(item) ? string(item.id, `${itemPath}.id`) : string(item, itemPath)))(
    value,
    path,
  );

const noteInput = partial<Omit<Note, 'id' | 'createdAt' | 'updatedAt'>>({
  title: string,
  content: string,
  tasks: nullable(array(object(noteTaskShape))),
  image: nullable(string),
  reminder: nullable(isoDate),
  labels: labelRefs,
  archived: boolean,
});

export function expandNote(note: Note, labels: NoteLabel[]): NoteWithLabels {
  return {
    ...note,
    labels: note.labels.flatMap((id) => labels.filter((label) => label.id === id)),
  };
}

function sortedNotes(db: Database): NoteWithLabels[] {
  const time = (note: Note) => Date.parse(note.updatedAt ?? note.createdAt);
  return [...db.notes.notes].sort((a, b) => time(b) - time(a)).map((note) => expandNote(note, db.notes.labels));
}

export function notesHandlers(ctx: Context): HttpHandler[] {
  /** A route whose reads need `notes:view` and whose writes need `notes:write`. */
  const route = (method: Parameters<typeof plainRoute>[0], path: string, resolve: Resolve) =>
    plainRoute(
      method,
      path,
      async (request, url) =>
        (await refusal(ctx, request, method === 'get' ? 'notes:view' : 'notes:write')) ?? resolve(request, url),
    );
  const labels = () => ctx.db.notes.labels;
  const knownLabels = (input: Partial<Pick<Note, 'labels'>>, path: string) => {
    const ids = new Set(labels().map((label) => label.id));
    if (input.labels?.some((id) => !ids.has(id))) throw new BadRequest(`${path}.labels must be note label ids`);
    if (input.labels) input.labels = [...new Set(input.labels)];
  };
  const readNote = (value: unknown, path: string) => noteInput(value, path) as Partial<Note> & NoteInput;
  const findNote = (id: string | null | undefined) => ctx.db.notes.notes.find((note) => note.id === id) ?? null;

  return [
    route('get', `${BASE}/labels`, () => labels()),
    route('post', `${BASE}/labels`, async (request) => {
      const title = text((await readBody(request)).title, 'title');
      const label: NoteLabel = { id: uuid(), title };
      labels().push(label);
      ctx.commit();
      return label;
    }),
    route('patch', `${BASE}/labels`, async (request) => {
      const input = object<NoteLabel>({ id: string, title: text })((await readBody(request)).label, 'label');
      const label = labels().find((candidate) => candidate.id === input.id);
      if (!label) return null;
      label.title = input.title;
      ctx.commit();
      return label;
    }),
    route('delete', `${BASE}/labels`, (_request, url) => {
      const id = query(url, 'id');
      if (id === null) return true;
      let changed = removeById(labels(), id);
      for (const note of ctx.db.notes.notes) {
        if (note.labels.includes(id)) {
          note.labels = note.labels.filter((labelId) => labelId !== id);
          changed = true;
        }
      }
      if (changed) ctx.commit();
      return true;
    }),

    route('post', `${BASE}/tasks`, async (request) => {
      const body = await readBody(request);
      const noteRef = body.note;
      if (!isPlainObject(noteRef)) throw new BadRequest('note must be an object');
      const noteId = string(noteRef.id, 'note.id');
      const content = string(body.task, 'task');
      const note = findNote(noteId);
      if (!note) return null;
      note.tasks = [...(note.tasks ?? []), { id: uuid(), content, completed: false }];
      note.updatedAt = new Date().toISOString();
      ctx.commit();
      return expandNote(note, labels());
    }),

    route('get', `${BASE}/all`, () => sortedNotes(ctx.db)),
    route('post', BASE, async (request) => {
      const input = readNote((await readBody(request)).note ?? {}, 'note');
      knownLabels(input, 'note');
      const note: Note = {
        title: '',
        content: '',
        tasks: null,
        image: null,
        reminder: null,
        archived: false,
        ...input,
        labels: input.labels ?? [],
        id: uuid(),
        createdAt: new Date().toISOString(),
        updatedAt: null,
      };
      ctx.db.notes.notes.unshift(note);
      ctx.commit();
      return expandNote(note, labels());
    }),
    route('patch', BASE, async (request) => {
      const raw = (await readBody(request)).updatedNote;
      const input = readNote(raw, 'updatedNote');
      knownLabels(input, 'updatedNote');
      const id = bodyId(raw as Record<string, unknown>);
      const note = findNote(id);
      if (!note) return null;
      Object.assign(note, input, { updatedAt: new Date().toISOString() });
      ctx.commit();
      return expandNote(note, labels());
    }),
    route('delete', BASE, (_request, url) => {
      if (removeById(ctx.db.notes.notes, query(url, 'id'))) ctx.commit();
      return true;
    }),
  ];
}
