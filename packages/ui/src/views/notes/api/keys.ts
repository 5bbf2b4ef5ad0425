/** Query keys of the notes app, in one place: every note (one list, filtered on the client), the labels. */
export const notesKeys = {
  all: ['notes'] as const,
  list: () => [...notesKeys.all, 'list'] as const,
  labels: () => [...notesKeys.all, 'labels'] as const,
};
