/**
 * The notes app's pure rules: which notes a filter and a search show, a key per note that stays
 * unique when two notes share an id, the text a search reads, and the image files a note takes.
 */
import type { NoteWithLabels } from '@atrium/mock-api';

/** What the drawer filters by: the notes (not archived), the archive, or one label. */
export type NotesFilter = { kind: 'notes' } | { kind: 'archive' } | { kind: 'label'; labelId: string };

/** A note as listed: `key` is unique in the list even where ids are not (see {@link listNotes}). */
export interface ListedNote {
  key: string;
  note: NoteWithLabels;
  /** A later note with the id of one listed before it: shown, but read-only (the API reaches only the first). */
  shadowed: boolean;
}

/**
 * Gives every note a key that is unique in the list. The seed holds two archived notes with one id:
 * the first keeps its id as its key; each later one gets `<id>.<n>` (its n-th occurrence) and is
 * `shadowed`, because every call by id (PATCH, DELETE) reaches only the first. The key is what the
 * grid keys its cards by and what the address names as the open note.
 */
export function listNotes(notes: readonly NoteWithLabels[]): ListedNote[] {
  const seen = new Map<string, number>();
  return notes.map((note) => {
    const count = (seen.get(note.id) ?? 0) + 1;
    seen.set(note.id, count);
    return count === 1 ? { key: note.id, note, shadowed: false } : { key: `${note.id}.${count}`, note, shadowed: true };
  });
}

/** Markup to plain text for searching (tags dropped, entities read); plain text is returned as it is. */
export function plainText(content: string): string {
  if (!/<[a-z!/]/i.test(content)) return content;
  const doc = new DOMParser().parseFromString(content, 'text/html');
  return doc.body.textContent ?? '';
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A note's text as the rich-text editor takes it: markup as it is, plain text a paragraph per line. */
export function editorHtml(content: string): string {
  if (content === '' || isMarkup(content)) return content;
  return content
    .split('\n')
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}

/** Whether the content is markup (from the rich-text editor) rather than plain text with line breaks. */
export const isMarkup = (content: string) => /<\/?[a-z][\s\S]*>/i.test(content);

/** The notes a filter and a search (case-insensitive, in title, text and checklist) show, in list order. */
export function visibleNotes(
  listed: readonly ListedNote[],
  filter: NotesFilter,
  search: string,
  textOf: (note: NoteWithLabels) => string = (note) => plainText(note.content),
): ListedNote[] {
  const needle = search.trim().toLocaleLowerCase();
  return listed.filter(({ note }) => {
    if (filter.kind === 'archive' ? !note.archived : note.archived) return false;
    if (filter.kind === 'label' && !note.labels.some((label) => label.id === filter.labelId)) return false;
    if (needle === '') return true;
    return (
      note.title.toLocaleLowerCase().includes(needle) ||
      textOf(note).toLocaleLowerCase().includes(needle) ||
      (note.tasks ?? []).some((task) => task.content.toLocaleLowerCase().includes(needle))
    );
  });
}

/** The largest image a note takes: it is stored in the note as a data URL (in the mock's localStorage). */
export const MAX_NOTE_IMAGE_BYTES = 1024 * 1024;

export type ImageProblem = { kind: 'notImage'; name: string } | { kind: 'tooLarge'; name: string; maxMb: number };

/** Why a file cannot be a note's image, or null when it can (any image/* type up to the size limit). */
export function imageProblem(file: Pick<File, 'name' | 'type' | 'size'>): ImageProblem | null {
  if (!file.type.startsWith('image/')) return { kind: 'notImage', name: file.name };
  if (file.size > MAX_NOTE_IMAGE_BYTES) {
    return { kind: 'tooLarge', name: file.name, maxMb: MAX_NOTE_IMAGE_BYTES / 1024 / 1024 };
  }
  return null;
}

/** Reads a file as a data URL. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** A new id for a checklist item (the API keeps the ids it is given). */
export const newTaskId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `task-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** Moves the item at `from` to `to` (both in range), returning a new array. */
export function move<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}
