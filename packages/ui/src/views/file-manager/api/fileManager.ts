import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  FileManagerAnswer,
  FileManagerItem,
  MoveItemRequest,
  RenameItemRequest,
  UploadFileRequest,
} from '@atrium/mock-api';
import type { ApiClient } from '../../../api/client';
import { useApiClient } from '../../../api/context';
import { sizeInWords, typeOfName } from '../format';
import { fileManagerKeys } from './keys';

const BASE = 'api/apps/file-manager';

/** The largest file an upload takes: 10 MB (the UI refuses bigger files before sending anything). */
export const UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;

/** One folder's folders and files (sorted by name) and the path from the root; null is the root. */
export const folderQueryOptions = (api: ApiClient, folderId: string | null) =>
  queryOptions({
    queryKey: fileManagerKeys.folder(folderId),
    queryFn: ({ signal }) => api.get<FileManagerAnswer>(BASE, { folderId: folderId ?? 'null' }, signal),
  });

export function useFolder(folderId: string | null) {
  return useQuery(folderQueryOptions(useApiClient(), folderId));
}

/** Says what failed. Given to the hook, so it runs even when the component that started the change has gone. */
export interface FailureOptions<V> {
  onError?: (error: Error, variables: V) => void;
}

type Snapshot = { folderId: string | null; answer: FileManagerAnswer | undefined }[];

async function snapshot(queryClient: QueryClient, folderIds: (string | null)[]): Promise<Snapshot> {
  await queryClient.cancelQueries({ queryKey: fileManagerKeys.all });
  return folderIds.map((folderId) => ({
    folderId,
    answer: queryClient.getQueryData<FileManagerAnswer>(fileManagerKeys.folder(folderId)),
  }));
}

function restore(queryClient: QueryClient, previous: Snapshot | undefined) {
  for (const { folderId, answer } of previous ?? []) queryClient.setQueryData(fileManagerKeys.folder(folderId), answer);
}

const collator = new Intl.Collator();
const byName = (a: FileManagerItem, b: FileManagerItem) => collator.compare(a.name, b.name);

/** The answer with the item changed (or removed, for null), lists kept sorted by name. */
function withItem(answer: FileManagerAnswer, id: string, next: FileManagerItem | null): FileManagerAnswer {
  const swap = (list: FileManagerItem[]) =>
    list.flatMap((item) => (item.id === id ? (next ? [next] : []) : [item])).sort(byName);
  return { ...answer, folders: swap(answer.folders), files: swap(answer.files) };
}

function findIn(answer: FileManagerAnswer | undefined, id: string): FileManagerItem | undefined {
  return answer?.folders.find((item) => item.id === id) ?? answer?.files.find((item) => item.id === id);
}

const PENDING_UPLOAD = 'uploading-';

/** True for the stand-in of an upload that has not been answered yet. */
export const isPendingUpload = (id: string) => id.startsWith(PENDING_UPLOAD);

/**
 * POST upload: the file shows in its folder at once (type and size read as the mock reads them), is
 * replaced by the recorded one when the answer comes, and leaves again if the call fails.
 */
export function useUploadFile({ onError }: FailureOptions<UploadFileRequest> = {}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UploadFileRequest) => api.post<FileManagerItem>(`${BASE}/upload`, body),
    onMutate: async (body) => {
      const previous = await snapshot(queryClient, [body.folderId]);
      const now = new Date().toISOString();
      const pending: FileManagerItem = {
        id: `${PENDING_UPLOAD}${now}-${body.name}`,
        folderId: body.folderId,
        name: body.name,
        createdBy: '',
        createdAt: now,
        modifiedAt: now,
        size: sizeInWords(body.size),
        type: typeOfName(body.name) ?? 'TXT',
        contents: null,
        description: null,
      };
      queryClient.setQueryData<FileManagerAnswer>(fileManagerKeys.folder(body.folderId), (answer) =>
        answer ? { ...answer, files: [...answer.files, pending].sort(byName) } : answer,
      );
      return { previous, pendingId: pending.id };
    },
    onError: (error, variables, context) => {
      restore(queryClient, context?.previous);
      onError?.(error, variables);
    },
    onSuccess: (file, _variables, context) =>
      queryClient.setQueryData<FileManagerAnswer>(fileManagerKeys.folder(file.folderId), (answer) =>
        answer ? withItem(answer, context.pendingId, file) : answer,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: fileManagerKeys.all }),
  });
}

/** PATCH: the new name shows at once; the old one comes back if the call fails. */
export function useRenameItem(folderId: string | null, { onError }: FailureOptions<RenameItemRequest> = {}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RenameItemRequest) => api.patch<FileManagerItem | null>(BASE, body),
    onMutate: async ({ id, name }) => {
      const previous = await snapshot(queryClient, [folderId]);
      queryClient.setQueryData<FileManagerAnswer>(fileManagerKeys.folder(folderId), (answer) => {
        const item = findIn(answer, id);
        return answer && item ? withItem(answer, id, { ...item, name }) : answer;
      });
      return previous;
    },
    onError: (error, variables, previous) => {
      restore(queryClient, previous);
      onError?.(error, variables);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: fileManagerKeys.all }),
  });
}

/** POST move: the item leaves its folder at once and comes back if the call fails. */
export function useMoveItem(folderId: string | null, { onError }: FailureOptions<MoveItemRequest> = {}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MoveItemRequest) => api.post<FileManagerItem | null>(`${BASE}/move`, body),
    onMutate: async ({ id }) => {
      const previous = await snapshot(queryClient, [folderId]);
      queryClient.setQueryData<FileManagerAnswer>(fileManagerKeys.folder(folderId), (answer) =>
        answer ? withItem(answer, id, null) : answer,
      );
      return previous;
    },
    onError: (error, variables, previous) => {
      restore(queryClient, previous);
      onError?.(error, variables);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: fileManagerKeys.all }),
  });
}

/** DELETE: the item (a folder with all it holds) leaves at once and comes back if the call fails. */
export function useDeleteItem(folderId: string | null, { onError }: FailureOptions<string> = {}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<boolean>(BASE, { id }),
    onMutate: async (id) => {
      const previous = await snapshot(queryClient, [folderId]);
      queryClient.setQueryData<FileManagerAnswer>(fileManagerKeys.folder(folderId), (answer) =>
        answer ? withItem(answer, id, null) : answer,
      );
      return previous;
    },
    onError: (error, id, previous) => {
      restore(queryClient, previous);
      onError?.(error, id);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: fileManagerKeys.all }),
  });
}
