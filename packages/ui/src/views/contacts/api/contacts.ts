import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { Contact, UpdateContactRequest } from '@atrium/mock-api';
import type { ApiClient } from '../../../api/client';
import { useApiClient } from '../../../api/context';
import { contactsKeys } from './keys';

const BASE = 'api/apps/contacts';

/** Everyone, or (with a search text) the mock's case-insensitive name search; both sorted by name. */
export const contactsQueryOptions = (api: ApiClient, search: string) =>
  queryOptions({
    queryKey: contactsKeys.list(search),
    queryFn: ({ signal }) =>
      search === ''
        ? api.get<Contact[]>(`${BASE}/all`, undefined, signal)
        : api.get<Contact[]>(`${BASE}/search`, { query: search }, signal),
  });

export const contactQueryOptions = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: contactsKeys.detail(id),
    queryFn: ({ signal }) => api.get<Contact | null>(`${BASE}/contact`, { id }, signal),
  });

/** The list for a search text; the previous list stays on screen while the next one loads. */
export function useContacts(search: string) {
  return useQuery({ ...contactsQueryOptions(useApiClient(), search), placeholderData: keepPreviousData });
}

/** Finds a contact in any list already loaded, so a row opens at once. */
function fromLists(queryClient: QueryClient, id: string): Contact | undefined {
  for (const [, list] of queryClient.getQueriesData<Contact[]>({ queryKey: contactsKeys.lists() })) {
    const found = list?.find((contact) => contact.id === id);
    if (found) return found;
  }
  return undefined;
}

/** One contact; `data` is null when there is no such contact. */
export function useContact(id: string) {
  const queryClient = useQueryClient();
  return useQuery({ ...contactQueryOptions(useApiClient(), id), placeholderData: () => fromLists(queryClient, id) });
}

/** What every list and the contact's own entry held before an optimistic change. */
interface Snapshot {
  lists: Array<[readonly unknown[], Contact[] | undefined]>;
  detail: Contact | null | undefined;
}

async function snapshot(queryClient: QueryClient, id: string): Promise<Snapshot> {
  await queryClient.cancelQueries({ queryKey: contactsKeys.all });
  return {
    lists: queryClient.getQueriesData<Contact[]>({ queryKey: contactsKeys.lists() }),
    detail: queryClient.getQueryData<Contact | null>(contactsKeys.detail(id)),
  };
}

function restore(queryClient: QueryClient, id: string, previous: Snapshot | undefined) {
  if (!previous) return;
  for (const [key, list] of previous.lists) queryClient.setQueryData(key, list);
  queryClient.setQueryData(contactsKeys.detail(id), previous.detail);
}

/**
 * Says what failed. Given to the hook, not to `mutate()`, so it runs even when the component that
 * started the change has gone (a form closes as soon as it saves).
 */
export interface FailureOptions<V> {
  onError?: (error: Error, variables: V) => void;
}

const byName = (a: Contact, b: Contact) => a.name.localeCompare(b.name);

/**
 * PATCH contact: the change shows at once in the lists and the contact, is put back if the call
 * fails (the caller says so), and everything is fetched again once settled.
 */
export function useUpdateContact({ onError }: FailureOptions<UpdateContactRequest> = {}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateContactRequest) => api.patch<Contact | null>(`${BASE}/contact`, body),
    onMutate: async ({ id, contact }) => {
      const previous = await snapshot(queryClient, id);
      const merge = (current: Contact) => (current.id === id ? { ...current, ...contact } : current);
      queryClient.setQueriesData<Contact[]>({ queryKey: contactsKeys.lists() }, (list) =>
        list ? list.map(merge).sort(byName) : list,
      );
      queryClient.setQueryData<Contact | null>(contactsKeys.detail(id), (current) =>
        current ? merge(current) : current,
      );
      return previous;
    },
    onError: (error, variables, previous) => {
      restore(queryClient, variables.id, previous);
      onError?.(error, variables);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: contactsKeys.all }),
  });
}

/** POST contact: a blank contact ('New Contact') at the top; the caller opens it for editing. */
export function useCreateContact() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<Contact>(`${BASE}/contact`),
    onSuccess: (contact) => {
      queryClient.setQueryData(contactsKeys.detail(contact.id), contact);
      return queryClient.invalidateQueries({ queryKey: contactsKeys.lists() });
    },
  });
}

/** DELETE contact: gone from the lists at once, back if the call fails. */
export function useDeleteContact({ onError }: FailureOptions<string> = {}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<boolean>(`${BASE}/contact`, { id }),
    onMutate: async (id) => {
      const previous = await snapshot(queryClient, id);
      queryClient.setQueriesData<Contact[]>({ queryKey: contactsKeys.lists() }, (list) =>
        list?.filter((contact) => contact.id !== id),
      );
      return previous;
    },
    onError: (error, id, previous) => {
      restore(queryClient, id, previous);
      onError?.(error, id);
    },
    onSuccess: (_answer, id) => queryClient.removeQueries({ queryKey: contactsKeys.detail(id) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contactsKeys.lists() }),
  });
}

/** Uploaded avatars above this size are refused by the API. */
export const MAX_AVATAR_BYTES = 2 * 1024 * 1024;

/** POST avatar (multipart `id`, `avatar`): the answer is the contact with its new picture. */
export function useUploadAvatar() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => {
      const form = new FormData();
      form.append('id', id);
      form.append('avatar', file);
      return api.request<Contact | null>(`${BASE}/avatar`, { method: 'POST', body: form });
    },
    onSuccess: (contact, { id }) => {
      if (contact) queryClient.setQueryData(contactsKeys.detail(id), contact);
      return queryClient.invalidateQueries({ queryKey: contactsKeys.all });
    },
  });
}
