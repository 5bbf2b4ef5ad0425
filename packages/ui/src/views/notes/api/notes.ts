import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { NoteInput, NoteLabel, NoteWithLabels } from '@atrium/mock-api';
import type { ApiClient } from '../../../api/client';
import { useApiClient } from '../../../api/context';
import { notesKeys } from './keys';

const BASE = 'api/apps/notes';

/** Every note, labels expanded, newest change first (the mock sorts by updatedAt, else createdAt). */
export const notesQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: notesKeys.list(),
    queryFn: ({ signal }) => api.get<NoteWithLabels[]>(`${BASE}/all`, undefined, signal),
  });

export const noteLabelsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: notesKeys.labels(),
    queryFn: ({ signal }) => api.get<NoteLabel[]>(`${BASE}/labels`, undefined, signal),
  });

export function useNotes() {
  return useQuery(notesQueryOptions(useApiClient()));
}

export function useNoteLabels() {
  return useQuery(noteLabelsQueryOptions(useApiClient()));
}

/** Says what failed; given to the hook so it runs even when the editor that started the change has closed. */
export interface NotesFailureOptions<V> {
  onError?: (error: Error, variables: V) => void;
}

/** The fields of a note the editor changes; labels as ids. */
export type NoteChanges = Omit<NoteInput, 'labels'> & { labels?: string[] };

interface Snapshot {
  notes: NoteWithLabels[] | undefined;
  labels: NoteLabel[] | undefined;
}

async function snapshot(queryClient: QueryClient): Promise<Snapshot> {
  await queryClient.cancelQueries({ queryKey: notesKeys.all });
  return {
    notes: queryClient.getQueryData<NoteWithLabels[]>(notesKeys.list()),
    labels: queryClient.getQueryData<NoteLabel[]>(notesKeys.labels()),
  };
}

function restore(queryClient: QueryClient, previous: Snapshot | undefined) {
  if (!previous) return;
  queryClient.setQueryData(notesKeys.list(), previous.notes);
  queryClient.setQueryData(notesKeys.labels(), previous.labels);
}

const time = (note: NoteWithLabels) => Date.parse(note.updatedAt ?? note.createdAt);
/** The mock's order: newest change first (a stable sort keeps equal times as they were). */
export const byNewestChange = (a: NoteWithLabels, b: NoteWithLabels) => time(b) - time(a);

/** The note as changed, labels expanded from the known labels (unknown ids dropped, as the mock does). */
export function applyChanges(note: NoteWithLabels, changes: NoteChanges, labels: NoteLabel[]): NoteWithLabels {
  const { labels: labelIds, ...rest } = changes;
  return {
    ...note,
    ...rest,
    labels: labelIds ? labelIds.flatMap((id) => labels.filter((label) => label.id === id)) : note.labels,
  };
}

/**
 * Applies `change` to the first note with the id only: where two notes share an id (the seed's two
 * archived notes), the API reads and writes the first, so the list does too.
 */
export function mapFirst(
  notes: NoteWithLabels[],
  id: string,
  change: (note: NoteWithLabels) => NoteWithLabels | null,
): NoteWithLabels[] {
  const index = notes.findIndex((note) => note.id === id);
  if (index === -1) return notes;
  const changed = change(notes[index]!);
  const next = [...notes];
  if (changed) next[index] = changed;
  else next.splice(index, 1);
  return next;
}

/** POST: the note shows at once at the top (under a temporary id), replaced by the API's answer. */
export function useCreateNote({ onError }: NotesFailureOptions<NoteChanges> = {}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: NoteChanges) => api.post<NoteWithLabels>(BASE, { note }),
    onMutate: async (note) => {
      const previous = await snapshot(queryClient);
      const now = new Date().toISOString();
      const blank: NoteWithLabels = {
        id: `pending-${now}`,
        title: '',
        content: '',
        tasks: null,
        image: null,
        reminder: null,
        labels: [],
        archived: false,
        createdAt: now,
        updatedAt: null,
      };
      const optimistic = applyChanges(blank, note, previous.labels ?? []);
      queryClient.setQueryData<NoteWithLabels[]>(notesKeys.list(), (notes) => [optimistic, ...(notes ?? [])]);
      return { ...previous, tempId: optimistic.id };
    },
    onSuccess: (created, _note, context) => {
      queryClient.setQueryData<NoteWithLabels[]>(notesKeys.list(), (notes) =>
        notes?.map((note) => (note.id === context.tempId ? created : note)),
      );
    },
    onError: (error, note, previous) => {
      restore(queryClient, previous);
      onError?.(error, note);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notesKeys.list() }),
  });
}

export interface UpdateNoteVariables {
  id: string;
  changes: NoteChanges;
}

/** PATCH: merged at once and moved to the top (the API dates the change), put back if the call fails. */
export function useUpdateNote({ onError }: NotesFailureOptions<UpdateNoteVariables> = {}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: UpdateNoteVariables) =>
      api.patch<NoteWithLabels | null>(BASE, { updatedNote: { ...changes, id } }),
    onMutate: async ({ id, changes }) => {
      const previous = await snapshot(queryClient);
      const updatedAt = new Date().toISOString();
      queryClient.setQueryData<NoteWithLabels[]>(notesKeys.list(), (notes) =>
        notes
          ? mapFirst(notes, id, (note) => ({ ...applyChanges(note, changes, previous.labels ?? []), updatedAt })).sort(
              byNewestChange,
            )
          : notes,
      );
      return previous;
    },
    onError: (error, variables, previous) => {
      restore(queryClient, previous);
      onError?.(error, variables);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notesKeys.list() }),
  });
}

/** DELETE: gone at once, back if the call fails. */
export function useDeleteNote({ onError }: NotesFailureOptions<string> = {}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<boolean>(BASE, { id }),
    onMutate: async (id) => {
      const previous = await snapshot(queryClient);
      queryClient.setQueryData<NoteWithLabels[]>(notesKeys.list(), (notes) =>
        notes ? mapFirst(notes, id, () => null) : notes,
      );
      return previous;
    },
    onError: (error, id, previous) => {
      restore(queryClient, previous);
      onError?.(error, id);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notesKeys.list() }),
  });
}

/** POST labels: listed at once (under a temporary id) and replaced by the API's answer. */
export function useCreateNoteLabel({ onError }: NotesFailureOptions<string> = {}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (title: string) => api.post<NoteLabel>(`${BASE}/labels`, { title }),
    onMutate: async (title) => {
      const previous = await snapshot(queryClient);
      const tempId = `pending-${Date.now()}`;
      queryClient.setQueryData<NoteLabel[]>(notesKeys.labels(), (labels) => [...(labels ?? []), { id: tempId, title }]);
      return { ...previous, tempId };
    },
    onSuccess: (created, _title, context) => {
      queryClient.setQueryData<NoteLabel[]>(notesKeys.labels(), (labels) =>
        labels?.map((label) => (label.id === context.tempId ? created : label)),
      );
    },
    onError: (error, title, previous) => {
      restore(queryClient, previous);
      onError?.(error, title);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notesKeys.labels() }),
  });
}

/** PATCH labels: renamed at once, in the label list and on every note; back if the call fails. */
export function useRenameNoteLabel({ onError }: NotesFailureOptions<NoteLabel> = {}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (label: NoteLabel) => api.patch<NoteLabel | null>(`${BASE}/labels`, { label }),
    onMutate: async (renamed) => {
      const previous = await snapshot(queryClient);
      const rename = (label: NoteLabel) => (label.id === renamed.id ? renamed : label);
      queryClient.setQueryData<NoteLabel[]>(notesKeys.labels(), (labels) => labels?.map(rename));
      queryClient.setQueryData<NoteWithLabels[]>(notesKeys.list(), (notes) =>
        notes?.map((note) => ({ ...note, labels: note.labels.map(rename) })),
      );
      return previous;
    },
    onError: (error, label, previous) => {
      restore(queryClient, previous);
      onError?.(error, label);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notesKeys.all }),
  });
}

/** DELETE labels: gone at once from the list and from every note (the API does the same); back on failure. */
export function useDeleteNoteLabel({ onError }: NotesFailureOptions<string> = {}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<boolean>(`${BASE}/labels`, { id }),
    onMutate: async (id) => {
      const previous = await snapshot(queryClient);
      queryClient.setQueryData<NoteLabel[]>(notesKeys.labels(), (labels) => labels?.filter((label) => label.id !== id));
      queryClient.setQueryData<NoteWithLabels[]>(notesKeys.list(), (notes) =>
        notes?.map((note) =>
          note.labels.some((label) => label.id === id)
            ? { ...note, labels: note.labels.filter((label) => label.id !== id) }
            : note,
        ),
      );
      return previous;
    },
    onError: (error, id, previous) => {
      restore(queryClient, previous);
      onError?.(error, id);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notesKeys.all }),
  });
}
