/** Notes: notes and their labels. */
import { array, object } from '../schema.ts';
import { noteLabels, seedNotes } from '../db/seed/notes.ts';
import { noteLabelShape, noteShape } from '../db/shapes-notes.ts';
import { notesHandlers } from '../handlers/notes.ts';
import type { Database } from '../db/database.ts';
import { defineDomain } from './domain.ts';

type Data = Pick<Database, 'notes'>;

export const domain = defineDomain<Data>({
  name: 'notes',
  seed: (now) => structuredClone({ notes: { labels: [...noteLabels], notes: seedNotes(now) } }),
  check: object<Data>({
    notes: object<Database['notes']>({ labels: array(object(noteLabelShape)), notes: array(object(noteShape)) }),
  }),
  handlers: notesHandlers,
});
