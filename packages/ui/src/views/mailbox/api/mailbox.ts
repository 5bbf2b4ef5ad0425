import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  CreateMailRequest,
  MailFilter,
  MailFolder,
  MailLabel,
  MailLabelColor,
  MailSettings,
  MailWithCounts,
  MailsAnswer,
  UpdateMailLabelRequest,
  UpdateMailRequest,
} from '@atrium/mock-api';
import type { ApiClient } from '../../../api/client';
import { useApiClient } from '../../../api/context';
import { uniqueLabelSlug } from '../labels';
import { mailboxKeys, type MailListParams } from './keys';

const BASE = 'api/apps/mailbox';

/** Says what failed; given to the hook, so it runs even when the component that started the change has gone. */
export interface FailureOptions<V> {
  onError?: (error: Error, variables: V) => void;
}

type MailPatch = UpdateMailRequest['mail'];

// ---------------------------------------------------------------------------------------------- reads

export const mailSettingsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: mailboxKeys.settings(),
    queryFn: ({ signal }) => api.get<MailSettings>(`${BASE}/settings`, undefined, signal),
    staleTime: 60_000,
  });

export const mailFoldersQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: mailboxKeys.folders(),
    queryFn: ({ signal }) => api.get<MailFolder[]>(`${BASE}/folders`, undefined, signal),
  });

export const mailFiltersQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: mailboxKeys.filters(),
    queryFn: ({ signal }) => api.get<MailFilter[]>(`${BASE}/filters`, undefined, signal),
    staleTime: Infinity,
  });

export const mailLabelsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: mailboxKeys.labels(),
    queryFn: ({ signal }) => api.get<MailLabel[]>(`${BASE}/labels`, undefined, signal),
    staleTime: 60_000,
  });

export const mailsQueryOptions = (api: ApiClient, params: MailListParams) =>
  queryOptions({
    queryKey: mailboxKeys.list(params),
    queryFn: ({ signal }) =>
      api.get<MailsAnswer>(
        `${BASE}/mails`,
        {
          ...(params.folder ? { folder: params.folder } : {}),
          ...(params.filter ? { filter: params.filter } : {}),
          ...(params.label ? { label: params.label } : {}),
          ...(params.q ? { q: params.q } : {}),
          page: params.page,
        },
        signal,
      ),
  });

export const mailQueryOptions = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: mailboxKeys.detail(id),
    queryFn: ({ signal }) => api.get<MailWithCounts | null>(`${BASE}/mail`, { id }, signal),
  });

export function useMailSettings() {
  return useQuery(mailSettingsQueryOptions(useApiClient()));
}
export function useMailFolders() {
  return useQuery(mailFoldersQueryOptions(useApiClient()));
}
export function useMailFilters() {
  return useQuery(mailFiltersQueryOptions(useApiClient()));
}
export function useMailLabels() {
  return useQuery(mailLabelsQueryOptions(useApiClient()));
}

/** One page of a folder, filter or label; the previous page stays on screen while the next one loads. */
export function useMails(params: MailListParams, enabled = true) {
  return useQuery({ ...mailsQueryOptions(useApiClient(), params), placeholderData: keepPreviousData, enabled });
}

/** Finds a mail in any page already loaded, so a row opens at once. */
function fromLists(queryClient: QueryClient, id: string): MailWithCounts | undefined {
  for (const [, answer] of queryClient.getQueriesData<MailsAnswer>({ queryKey: mailboxKeys.lists() })) {
    const found = answer?.mails?.find((mail) => mail.id === id);
    if (found) return found;
  }
  return undefined;
}

/** One mail; `data` is null when there is no such mail. */
export function useMail(id: string | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    ...mailQueryOptions(useApiClient(), id ?? ''),
    enabled: id !== undefined,
    placeholderData: () => (id ? fromLists(queryClient, id) : undefined),
  });
}

// ------------------------------------------------------------------------------------ optimistic state

/** What every cached mailbox query held before an optimistic change. */
type Snapshot = Array<[readonly unknown[], unknown]>;

async function snapshot(queryClient: QueryClient): Promise<Snapshot> {
  await queryClient.cancelQueries({ queryKey: mailboxKeys.all });
  return queryClient.getQueriesData({ queryKey: mailboxKeys.all });
}

function restore(queryClient: QueryClient, previous: Snapshot | undefined) {
  for (const [key, data] of previous ?? []) queryClient.setQueryData(key, data);
}

/** The folder count rules (spec 2 §7): unread for ordinary folders, all for drafts and spam, none for sent and trash. */
function countsFor(folder: MailFolder, mail: { folder: string; unread: boolean }): number {
  if (mail.folder !== folder.id) return 0;
  if (folder.slug === 'sent' || folder.slug === 'trash') return 0;
  if (folder.slug === 'drafts' || folder.slug === 'spam') return 1;
  return mail.unread ? 1 : 0;
}

function adjustCounts(
  folders: MailFolder[] | undefined,
  before: { folder: string; unread: boolean } | null,
  after: { folder: string; unread: boolean } | null,
): MailFolder[] | undefined {
  return folders?.map((folder) => {
    const delta = (after ? countsFor(folder, after) : 0) - (before ? countsFor(folder, before) : 0);
    return delta === 0 ? folder : { ...folder, count: Math.max(0, folder.count + delta) };
  });
}

/** Whether a list (by its key's params) still holds a mail once it has these fields. */
function listKeeps(params: MailListParams, mail: MailWithCounts, folders: MailFolder[] | undefined): boolean {
  if (params.folder !== undefined) {
    const folder = folders?.find((candidate) => candidate.slug === params.folder);
    if (folder && folder.id !== mail.folder) return false;
  }
  return true;
}

function latestMail(queryClient: QueryClient, id: string): MailWithCounts | undefined {
  return queryClient.getQueryData<MailWithCounts | null>(mailboxKeys.detail(id)) ?? fromLists(queryClient, id);
}

/** Applies `change` to the mails in every cached list and detail (dropping those a list no longer holds). */
function applyToCaches(
  queryClient: QueryClient,
  ids: ReadonlySet<string>,
  change: (mail: MailWithCounts) => MailWithCounts | null,
) {
  const folders = queryClient.getQueryData<MailFolder[]>(mailboxKeys.folders());
  for (const [key, answer] of queryClient.getQueriesData<MailsAnswer>({ queryKey: mailboxKeys.lists() })) {
    if (!answer?.mails || !answer.mails.some((mail) => ids.has(mail.id))) continue;
    const params = key[2] as MailListParams;
    let removed = 0;
    const mails: MailWithCounts[] = [];
    for (const mail of answer.mails) {
      if (!ids.has(mail.id)) {
        mails.push(mail);
        continue;
      }
      const next = change(mail);
      if (next && listKeeps(params, next, folders)) mails.push(next);
      else removed += 1;
    }
    const pagination = answer.pagination;
    queryClient.setQueryData<MailsAnswer>(key, {
      mails,
      pagination: {
        ...pagination,
        totalResults: pagination.totalResults - removed,
        endIndex: pagination.endIndex - removed,
      },
    });
  }
  for (const id of ids) {
    queryClient.setQueryData<MailWithCounts | null>(mailboxKeys.detail(id), (mail) => (mail ? change(mail) : mail));
  }
}

// ------------------------------------------------------------------------------------------- writes

export interface UpdateMailsVariables {
  ids: string[];
  /** The change for every mail. */
  mail: MailPatch;
  /** More change for some mails, by id (a label added to each mail's own list). */
  perMail?: Record<string, MailPatch>;
}

const patchFor = ({ mail, perMail }: UpdateMailsVariables, id: string): MailPatch => ({ ...mail, ...perMail?.[id] });

/**
 * PATCH mail for one or many mails (one call each; the API has no bulk call): the change shows at once in
 * every list, the open mail and the folder counts, is put back if any call fails, and is fetched again
 * once settled.
 */
export function useUpdateMails({
  onError,
  onSuccess,
}: FailureOptions<UpdateMailsVariables> & { onSuccess?: (variables: UpdateMailsVariables) => void } = {}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: UpdateMailsVariables) =>
      Promise.all(
        variables.ids.map((id) =>
          api.patch<MailWithCounts | null>(`${BASE}/mail`, {
            id,
            mail: patchFor(variables, id),
          } satisfies UpdateMailRequest),
        ),
      ),
    onMutate: async (variables) => {
      const previous = await snapshot(queryClient);
      for (const id of variables.ids) {
        const before = latestMail(queryClient, id);
        if (before) {
          queryClient.setQueryData<MailFolder[]>(mailboxKeys.folders(), (folders) =>
            adjustCounts(folders, before, { ...before, ...patchFor(variables, id) }),
          );
        }
      }
      applyToCaches(queryClient, new Set(variables.ids), (current) => ({
        ...current,
        ...patchFor(variables, current.id),
      }));
      return previous;
    },
    onError: (error, variables, previous) => {
      restore(queryClient, previous);
      onError?.(error, variables);
    },
    onSuccess: (_mails, variables) => onSuccess?.(variables),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mailboxKeys.all }),
  });
}

/** DELETE mail for good (only mails in the Trash): gone at once, back if a call fails. */
export function useDeleteMails({ onError }: FailureOptions<string[]> = {}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => Promise.all(ids.map((id) => api.delete<boolean>(`${BASE}/mail`, { id }))),
    onMutate: async (ids) => {
      const previous = await snapshot(queryClient);
      applyToCaches(queryClient, new Set(ids), () => null);
      for (const id of ids) queryClient.setQueryData(mailboxKeys.detail(id), null);
      return previous;
    },
    onError: (error, ids, previous) => {
      restore(queryClient, previous);
      onError?.(error, ids);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: mailboxKeys.all }),
  });
}

/**
 * POST mail: sends (folder Sent) or keeps a draft (folder Drafts). The mail shows at once at the top of
 * that folder's first page, and leaves it again if the call fails.
 */
export function useCreateMail({
  onError,
  onSuccess,
}: FailureOptions<CreateMailRequest> & {
  onSuccess?: (mail: MailWithCounts, variables: CreateMailRequest) => void;
} = {}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateMailRequest) => api.post<MailWithCounts>(`${BASE}/mail`, body),
    onMutate: async ({ mail }) => {
      const previous = await snapshot(queryClient);
      const folders = queryClient.getQueryData<MailFolder[]>(mailboxKeys.folders());
      const folder = folders?.find((candidate) => candidate.id === mail.folder);
      const pending: MailWithCounts = {
        id: `pending-${Date.now()}`,
        type: 'mail',
        from: { avatar: null, contact: '' },
        date: new Date().toISOString(),
        attachments: [],
        starred: false,
        important: false,
        unread: false,
        labels: [],
        ccCount: mail.cc.length,
        bccCount: mail.bcc.length,
        ...mail,
      };
      for (const [key, answer] of queryClient.getQueriesData<MailsAnswer>({ queryKey: mailboxKeys.lists() })) {
        const params = key[2] as MailListParams;
        if (!answer?.mails || params.page !== 1 || !folder || params.folder !== folder.slug) continue;
        queryClient.setQueryData<MailsAnswer>(key, {
          mails: [pending, ...answer.mails].slice(0, answer.pagination.resultsPerPage),
          pagination: { ...answer.pagination, totalResults: answer.pagination.totalResults + 1 },
        });
      }
      queryClient.setQueryData<MailFolder[]>(mailboxKeys.folders(), (current) => adjustCounts(current, null, pending));
      return previous;
    },
    onError: (error, variables, previous) => {
      restore(queryClient, previous);
      onError?.(error, variables);
    },
    onSuccess: (mail, variables) => {
      queryClient.setQueryData(mailboxKeys.detail(mail.id), mail);
      onSuccess?.(mail, variables);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: mailboxKeys.all }),
  });
}

/** PATCH settings: the layout changes at once, back if the call fails. */
export function useUpdateMailSettings({ onError }: FailureOptions<Partial<MailSettings>> = {}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const key = mailboxKeys.settings();
  return useMutation({
    mutationFn: (settings: Partial<MailSettings>) => api.patch<MailSettings>(`${BASE}/settings`, { settings }),
    onMutate: async (settings) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<MailSettings>(key);
      queryClient.setQueryData<MailSettings>(key, (current) => (current ? { ...current, ...settings } : current));
      return previous;
    },
    onError: (error, settings, previous) => {
      queryClient.setQueryData(key, previous);
      onError?.(error, settings);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export interface CreateLabelVariables {
  title: string;
  color: MailLabelColor;
}

/** POST label: shown at once with the slug it will get, replaced by the answer (or removed if the call fails). */
export function useCreateLabel({ onError }: FailureOptions<CreateLabelVariables> = {}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const key = mailboxKeys.labels();
  return useMutation({
    mutationFn: (label: CreateLabelVariables) => api.post<MailLabel>(`${BASE}/label`, { label }),
    onMutate: async ({ title, color }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<MailLabel[]>(key);
      const pending: MailLabel = {
        id: `pending-${Date.now()}`,
        title,
        color,
        slug: uniqueLabelSlug(title, previous ?? []),
      };
      queryClient.setQueryData<MailLabel[]>(key, [...(previous ?? []), pending]);
      return previous;
    },
    onError: (error, label, previous) => {
      queryClient.setQueryData(key, previous);
      onError?.(error, label);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** PATCH label (rename, recolour): at once, the slug regenerated as the API will; back if the call fails. */
export function useUpdateLabel({ onError }: FailureOptions<UpdateMailLabelRequest> = {}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const key = mailboxKeys.labels();
  return useMutation({
    mutationFn: (body: UpdateMailLabelRequest) => api.patch<MailLabel | null>(`${BASE}/label`, body),
    onMutate: async ({ id, label }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<MailLabel[]>(key);
      queryClient.setQueryData<MailLabel[]>(key, (labels) =>
        labels?.map((current) => {
          if (current.id !== id) return current;
          const next = { ...current, ...label };
          return { ...next, slug: uniqueLabelSlug(next.title, labels, id) };
        }),
      );
      return previous;
    },
    onError: (error, body, previous) => {
      queryClient.setQueryData(key, previous);
      onError?.(error, body);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: mailboxKeys.all }),
  });
}

/** DELETE label: gone from the labels and from every mail at once; all back if the call fails. */
export function useDeleteLabel({ onError }: FailureOptions<MailLabel> = {}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (label: MailLabel) => api.delete<boolean>(`${BASE}/label`, { id: label.id }),
    onMutate: async (label) => {
      const previous = await snapshot(queryClient);
      queryClient.setQueryData<MailLabel[]>(mailboxKeys.labels(), (labels) =>
        labels?.filter((current) => current.id !== label.id),
      );
      const strip = (mail: MailWithCounts) =>
        mail.labels.includes(label.id) ? { ...mail, labels: mail.labels.filter((id) => id !== label.id) } : mail;
      for (const [key, answer] of queryClient.getQueriesData<MailsAnswer>({ queryKey: mailboxKeys.lists() })) {
        if (answer?.mails) queryClient.setQueryData<MailsAnswer>(key, { ...answer, mails: answer.mails.map(strip) });
      }
      queryClient.setQueriesData<MailWithCounts | null>({ queryKey: mailboxKeys.details() }, (mail) =>
        mail ? strip(mail) : mail,
      );
      return previous;
    },
    onError: (error, label, previous) => {
      restore(queryClient, previous);
      onError?.(error, label);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: mailboxKeys.all }),
  });
}
