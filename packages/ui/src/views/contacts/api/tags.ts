import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Contact, ContactTag, UpdateContactTagRequest } from '@atrium/mock-api';
import type { ApiClient } from '../../../api/client';
import { useApiClient } from '../../../api/context';
import { contactsKeys } from './keys';

const PATH = 'api/apps/contacts/tag';

export const tagsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: contactsKeys.tags(),
    queryFn: ({ signal }) => api.get<ContactTag[]>('api/apps/contacts/tags', undefined, signal),
    staleTime: 60_000,
  });

export function useTags() {
  return useQuery(tagsQueryOptions(useApiClient()));
}

/** POST tag: the new tag is added at the top of the list. */
export function useCreateTag() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (title: string) => api.post<ContactTag>(PATH, { tag: { title } }),
    onSuccess: (tag) => {
      queryClient.setQueryData<ContactTag[]>(contactsKeys.tags(), (tags) => [tag, ...(tags ?? [])]);
      return queryClient.invalidateQueries({ queryKey: contactsKeys.tags() });
    },
  });
}

/** PATCH tag: renamed at once, back if the call fails. */
export function useUpdateTag() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const key = contactsKeys.tags();
  return useMutation({
    mutationFn: (body: UpdateContactTagRequest) => api.patch<ContactTag | null>(PATH, body),
    onMutate: async ({ id, tag }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ContactTag[]>(key);
      queryClient.setQueryData<ContactTag[]>(key, (tags) =>
        tags?.map((current) => (current.id === id ? { ...current, ...tag } : current)),
      );
      return { previous };
    },
    onError: (_error, _body, context) => queryClient.setQueryData(key, context?.previous),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** DELETE tag: the API strips it from every contact, so the contacts are fetched again too. */
export function useDeleteTag() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<boolean>(PATH, { id }),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<ContactTag[]>(contactsKeys.tags(), (tags) => tags?.filter((tag) => tag.id !== id));
      const strip = (contact: Contact) =>
        contact.tags.includes(id) ? { ...contact, tags: contact.tags.filter((tagId) => tagId !== id) } : contact;
      queryClient.setQueriesData<Contact[]>({ queryKey: contactsKeys.lists() }, (list) => list?.map(strip));
      queryClient.setQueriesData<Contact | null>({ queryKey: contactsKeys.details() }, (contact) =>
        contact ? strip(contact) : contact,
      );
      return queryClient.invalidateQueries({ queryKey: contactsKeys.all });
    },
  });
}
