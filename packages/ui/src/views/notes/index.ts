export { NotesApp, NOTES_SEARCH_PARAM, NOTES_OPEN_PARAM, NEW_NOTE } from './NotesView';
export { notesKeys } from './api/keys';
export {
  notesQueryOptions,
  noteLabelsQueryOptions,
  useNotes,
  useNoteLabels,
  useCreateNote,
  useUpdateNote,
  useDeleteNote,
  useCreateNoteLabel,
  useRenameNoteLabel,
  useDeleteNoteLabel,
  type NoteChanges,
} from './api/notes';
export {
  listNotes,
  visibleNotes,
  imageProblem,
  MAX_NOTE_IMAGE_BYTES,
  type ListedNote,
  type NotesFilter,
} from './model';
