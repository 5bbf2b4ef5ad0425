/** Notes (spec 2, sections 3 and 7, base api/apps/notes). */

export interface NoteTask {
  id: string;
  content: string;
  completed: boolean;
}

export interface NoteLabel {
  id: string;
  title: string;
}

/** A note as stored: `labels` holds label ids. */
export interface Note {
  id: string;
  title: string;
  content: string;
  tasks: NoteTask[] | null;
  image: string | null;
  /** ISO date-time or null. */
  reminder: string | null;
  labels: string[];
  archived: boolean;
  createdAt: string;
  /** null until the note is first edited. */
  updatedAt: string | null;
}

/** A note as answered: labels expanded to `{ id, title }`. */
export interface NoteWithLabels extends Omit<Note, 'labels'> {
  labels: NoteLabel[];
}

/** Labels may be given as ids or as label objects (only `id` is read). */
export type NoteInput = Partial<Omit<Note, 'id' | 'labels' | 'createdAt' | 'updatedAt'>> & {
  labels?: (string | { id: string })[];
};

export interface CreateNoteRequest {
  note: NoteInput;
}

export interface UpdateNoteRequest {
  updatedNote: NoteInput & { id: string };
}

export interface AddNoteTaskRequest {
  note: { id: string };
  task: string;
}

export interface CreateNoteLabelRequest {
  title: string;
}

export interface UpdateNoteLabelRequest {
  label: NoteLabel;
}
