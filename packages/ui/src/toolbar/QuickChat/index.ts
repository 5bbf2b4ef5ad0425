export { QuickChat, QuickChatProvider, QuickChatToggle } from './QuickChat';
