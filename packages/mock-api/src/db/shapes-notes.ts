/**
 * The notes's stored entities: they check patches in its handlers and its stored data on load. A module of
 * its own, so these checks load with the domain and never with the mock's first chunk.
 */
import type { Note, NoteLabel, NoteTask } from '../contract/notes.ts';
import type { Shape } from '../schema.ts';
import { array, boolean, isoDate, nullable, object, string, text } from '../schema.ts';

export const noteTaskShape: Shape<NoteTask> = { id: string, content: string, completed: boolean };

export const noteLabelShape: Shape<NoteLabel> = { id: string, title: text };

export const noteShape: Shape<Note> = {
  id: string,
  title: string,
  content: string,
  tasks: nullable(array(object(noteTaskShape))),
  image: nullable(string),
  reminder: nullable(isoDate),
  labels: array(string),
  archived: boolean,
  createdAt: isoDate,
  updatedAt: nullable(isoDate),
};
