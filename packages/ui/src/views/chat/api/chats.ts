import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  Chat,
  ChatContact,
  ChatContactSummary,
  ChatMessage,
  ChatProfile,
  ChatWithContact,
  ChatWithMessages,
  CreateChatRequest,
  SendChatMessageRequest,
  UpdateChatProfileRequest,
  UpdateChatRequest,
} from '@atrium/mock-api';
import type { ApiClient } from '../../../api/client';
import { useApiClient } from '../../../api/context';
import { chatKeys } from './keys';

const BASE = 'api/apps/chat';

/** The longest message the API takes (the composer says so before sending). */
export const CHAT_MESSAGE_MAX_LENGTH = 4000;

/** The chats, the one with the newest message first. */
export const chatsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: chatKeys.list(),
    queryFn: ({ signal }) => api.get<ChatWithContact[]>(`${BASE}/chats`, undefined, signal),
  });

/** One chat with its contact and messages (oldest first); null when there is no such chat. */
export const chatQueryOptions = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: chatKeys.detail(id),
    queryFn: ({ signal }) => api.get<ChatWithMessages | null>(`${BASE}/chat`, { id }, signal),
  });

export const chatContactsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: chatKeys.contacts(),
    queryFn: ({ signal }) => api.get<ChatContactSummary[]>(`${BASE}/contacts`, undefined, signal),
  });

export const chatContactQueryOptions = (api: ApiClient, id: string) =>
  queryOptions({
    queryKey: chatKeys.contact(id),
    queryFn: ({ signal }) => api.get<ChatContact | null>(`${BASE}/contact`, { id }, signal),
  });

export const chatProfileQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: chatKeys.profile(),
    queryFn: ({ signal }) => api.get<ChatProfile>(`${BASE}/profile`, undefined, signal),
  });

/** The chat list (each chat with its contact), newest first. */
export function useChats() {
  return useQuery(chatsQueryOptions(useApiClient()));
}

/** One chat with its messages; null when there is no such chat. */
export function useChat(id: string) {
  return useQuery(chatQueryOptions(useApiClient(), id));
}

/** The people one can chat with, sorted by name. */
export function useChatContacts() {
  return useQuery(chatContactsQueryOptions(useApiClient()));
}

/** One contact in full (details and shared media). */
export function useChatContact(id: string) {
  return useQuery(chatContactQueryOptions(useApiClient(), id));
}

/** The signed-in person as the chat shows them. */
export function useChatProfile() {
  return useQuery(chatProfileQueryOptions(useApiClient()));
}

/** Says what failed. Given to the hook, so it runs even when the component that started the change has gone. */
export interface FailureOptions<V> {
  onError?: (error: Error, variables: V) => void;
}

/** Newest first, as the API lists them. */
export const byNewest = (chats: ChatWithContact[]) =>
  [...chats].sort((a, b) => Date.parse(b.lastMessageAt) - Date.parse(a.lastMessageAt));

interface Snapshot {
  list: ChatWithContact[] | undefined;
  detail: ChatWithMessages | null | undefined;
}

async function snapshot(queryClient: QueryClient, id: string): Promise<Snapshot> {
  await Promise.all([
    queryClient.cancelQueries({ queryKey: chatKeys.list() }),
    queryClient.cancelQueries({ queryKey: chatKeys.detail(id) }),
  ]);
  return {
    list: queryClient.getQueryData<ChatWithContact[]>(chatKeys.list()),
    detail: queryClient.getQueryData<ChatWithMessages | null>(chatKeys.detail(id)),
  };
}

function restore(queryClient: QueryClient, previous: Snapshot | undefined, id: string) {
  if (!previous) return;
  queryClient.setQueryData(chatKeys.list(), previous.list);
  if (previous.detail !== undefined) queryClient.setQueryData(chatKeys.detail(id), previous.detail);
}

/** Merges chat fields into the list's entry and the open chat. */
function mergeChat(queryClient: QueryClient, id: string, fields: Partial<Chat>) {
  queryClient.setQueryData<ChatWithContact[]>(chatKeys.list(), (list) =>
    list?.map((chat) => (chat.id === id ? { ...chat, ...fields } : chat)),
  );
  queryClient.setQueryData<ChatWithMessages | null>(chatKeys.detail(id), (chat) =>
    chat ? { ...chat, ...fields } : chat,
  );
}

const PENDING_PREFIX = 'pending-';
let pendingCount = 0;

/** A message shown while the API has not stored it yet. */
export const isPendingMessage = (message: Pick<ChatMessage, 'id'>) => message.id.startsWith(PENDING_PREFIX);

interface SendContext {
  pendingId: string;
  previousList: ChatWithContact[] | undefined;
}

/**
 * POST message: shown at once at the end of the conversation, as the chat's last message, and the chat
 * moves to the top of the list; taken back out (list as it was) and the caller told if the call fails.
 */
export function useSendMessage({ onError }: FailureOptions<SendChatMessageRequest> = {}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: chatKeys.send(),
    mutationFn: (body: SendChatMessageRequest) => api.post<ChatMessage | null>(`${BASE}/message`, body),
    onMutate: async ({ chatId, value }): Promise<SendContext> => {
      const previous = await snapshot(queryClient, chatId);
      pendingCount += 1;
      const pendingId = `${PENDING_PREFIX}${pendingCount}`;
      const createdAt = new Date().toISOString();
      queryClient.setQueryData<ChatWithMessages | null>(chatKeys.detail(chatId), (chat) =>
        chat
          ? {
              ...chat,
              lastMessage: value,
              lastMessageAt: createdAt,
              messages: [...chat.messages, { id: pendingId, chatId, contactId: '', value, createdAt, isMine: true }],
            }
          : chat,
      );
      queryClient.setQueryData<ChatWithContact[]>(chatKeys.list(), (list) =>
        list
          ? byNewest(
              list.map((chat) =>
                chat.id === chatId ? { ...chat, lastMessage: value, lastMessageAt: createdAt } : chat,
              ),
            )
          : list,
      );
      return { pendingId, previousList: previous.list };
    },
    onError: (error, variables, context) => {
      if (context) {
        queryClient.setQueryData<ChatWithMessages | null>(chatKeys.detail(variables.chatId), (chat) => {
          if (!chat) return chat;
          const messages = chat.messages.filter((message) => message.id !== context.pendingId);
          const last = messages.at(-1);
          return {
            ...chat,
            messages,
            lastMessage: last?.value ?? '',
            lastMessageAt: last?.createdAt ?? chat.lastMessageAt,
          };
        });
        const before = context.previousList?.find((chat) => chat.id === variables.chatId);
        if (before) {
          queryClient.setQueryData<ChatWithContact[]>(chatKeys.list(), (list) =>
            list
              ? byNewest(
                  list.map((chat) =>
                    chat.id === variables.chatId
                      ? { ...chat, lastMessage: before.lastMessage, lastMessageAt: before.lastMessageAt }
                      : chat,
                  ),
                )
              : list,
          );
        }
      }
      onError?.(error, variables);
    },
    onSuccess: (message, { chatId }, context) => {
      if (!message) return;
      queryClient.setQueryData<ChatWithMessages | null>(chatKeys.detail(chatId), (chat) =>
        chat
          ? {
              ...chat,
              messages: chat.messages.map((candidate) => (candidate.id === context.pendingId ? message : candidate)),
            }
          : chat,
      );
      mergeChat(queryClient, chatId, { lastMessage: message.value, lastMessageAt: message.createdAt });
    },
    onSettled: (_message, _error, { chatId }) =>
      queryClient.isMutating({ mutationKey: chatKeys.send() }) === 1
        ? Promise.all([
            queryClient.invalidateQueries({ queryKey: chatKeys.list() }),
            queryClient.invalidateQueries({ queryKey: chatKeys.detail(chatId) }),
          ])
        : undefined,
  });
}

/** PATCH chat: merges muted and unread count at once, put back if the call fails. */
export function useUpdateChat({ onError }: FailureOptions<UpdateChatRequest> = {}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateChatRequest) => api.patch<ChatWithMessages | null>(`${BASE}/chat`, body),
    onMutate: async ({ id, chat }) => {
      const previous = await snapshot(queryClient, id);
      mergeChat(queryClient, id, chat);
      return previous;
    },
    onError: (error, variables, previous) => {
      restore(queryClient, previous, variables.id);
      onError?.(error, variables);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.list() }),
  });
}

/** Marks a chat read (unread count 0): a {@link useUpdateChat} that does nothing for a chat with nothing unread. */
export function useMarkChatRead({ onError }: FailureOptions<string> = {}) {
  const queryClient = useQueryClient();
  const update = useUpdateChat({ onError: onError && ((error, variables) => onError(error, variables.id)) });
  return {
    ...update,
    /** Sends the change only when the list or the chat counts something unread. */
    markRead: (id: string) => {
      const listed = queryClient.getQueryData<ChatWithContact[]>(chatKeys.list())?.find((chat) => chat.id === id);
      const open = queryClient.getQueryData<ChatWithMessages | null>(chatKeys.detail(id));
      const unread = (listed?.unreadCount ?? 0) + (open?.unreadCount ?? 0);
      if (unread > 0) update.mutate({ id, chat: { unreadCount: 0 } });
    },
  };
}

/** POST chat: the chat with a contact, created when there is none; it joins the list at once when answered. */
export function useCreateChat() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contactId: string) =>
      api.post<ChatWithMessages | null>(`${BASE}/chat`, { contactId } satisfies CreateChatRequest),
    onSuccess: (chat) => {
      if (!chat) return undefined;
      queryClient.setQueryData(chatKeys.detail(chat.id), chat);
      queryClient.setQueryData<ChatWithContact[]>(chatKeys.list(), (list) => {
        if (!list || list.some((candidate) => candidate.id === chat.id)) return list;
        const { messages: _messages, contact, ...rest } = chat;
        const { details: _details, attachments: _attachments, ...summary } = contact;
        return byNewest([{ ...rest, contact: summary }, ...list]);
      });
      return queryClient.invalidateQueries({ queryKey: chatKeys.list() });
    },
  });
}

/** DELETE messages: the conversation empties at once; back if the call fails. */
export function useClearChat({ onError }: FailureOptions<string> = {}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (chatId: string) => api.delete<ChatWithMessages | null>(`${BASE}/messages`, { chatId }),
    onMutate: async (chatId) => {
      const previous = await snapshot(queryClient, chatId);
      mergeChat(queryClient, chatId, { lastMessage: '', unreadCount: 0 });
      queryClient.setQueryData<ChatWithMessages | null>(chatKeys.detail(chatId), (chat) =>
        chat ? { ...chat, messages: [] } : chat,
      );
      return previous;
    },
    onError: (error, chatId, previous) => {
      restore(queryClient, previous, chatId);
      onError?.(error, chatId);
    },
    onSettled: (_answer, _error, chatId) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: chatKeys.list() }),
        queryClient.invalidateQueries({ queryKey: chatKeys.detail(chatId) }),
      ]),
  });
}

/** DELETE chat: gone from the list at once; back if the call fails. */
export function useDeleteChat({ onError }: FailureOptions<string> = {}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<boolean>(`${BASE}/chat`, { id }),
    onMutate: async (id) => {
      const previous = await snapshot(queryClient, id);
      queryClient.setQueryData<ChatWithContact[]>(chatKeys.list(), (list) => list?.filter((chat) => chat.id !== id));
      return previous;
    },
    onError: (error, id, previous) => {
      restore(queryClient, previous, id);
      onError?.(error, id);
    },
    onSuccess: (_answer, id) => queryClient.removeQueries({ queryKey: chatKeys.detail(id) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.list() }),
  });
}

/** PATCH profile: merged at once; put back if the call fails. */
export function useUpdateChatProfile({
  onError,
  onSuccess,
}: FailureOptions<UpdateChatProfileRequest['profile']> & { onSuccess?: () => void } = {}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: UpdateChatProfileRequest['profile']) =>
      api.patch<ChatProfile>(`${BASE}/profile`, { profile } satisfies UpdateChatProfileRequest),
    onMutate: async (profile) => {
      await queryClient.cancelQueries({ queryKey: chatKeys.profile() });
      const previous = queryClient.getQueryData<ChatProfile>(chatKeys.profile());
      queryClient.setQueryData<ChatProfile>(chatKeys.profile(), (current) =>
        current ? { ...current, ...profile } : current,
      );
      return previous;
    },
    onError: (error, profile, previous) => {
      if (previous) queryClient.setQueryData(chatKeys.profile(), previous);
      onError?.(error, profile);
    },
    onSuccess: (profile) => {
      queryClient.setQueryData(chatKeys.profile(), profile);
      onSuccess?.();
    },
  });
}
