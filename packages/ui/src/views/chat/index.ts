export { ChatApp, NoChatSelected } from './ChatView';
export { ChatsList, filterChats, type ChatsListProps } from './ChatsList';
export { Conversation } from './Conversation';
export { ChatThread, ChatToasts, type ChatThreadProps } from './components/ChatThread';
export { chatKeys } from './api/keys';
export {
  CHAT_MESSAGE_MAX_LENGTH,
  chatsQueryOptions,
  chatQueryOptions,
  isPendingMessage,
  useChats,
  useChat,
  useChatContacts,
  useChatContact,
  useChatProfile,
  useSendMessage,
  useUpdateChat,
  useMarkChatRead,
  useCreateChat,
  useClearChat,
  useDeleteChat,
  useUpdateChatProfile,
} from './api/chats';
