import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router';

interface ChatNavigation {
  /** The list's path ('/apps/chat' or '/chat', where the app is mounted). */
  listPath: string;
  chatPath: (id: string) => string;
  go: (pathname: string) => void;
}

const ChatNavigationContext = createContext<ChatNavigation | null>(null);

export function useChatNavigation(): ChatNavigation {
  const value = useContext(ChatNavigationContext);
  if (!value) throw new Error('useChatNavigation() needs <ChatApp> above it.');
  return value;
}

export { useMountPath } from '../../../navigation/useMountPath';

/** Paths of the app under `basePath`. Half-written messages need no guard: each chat keeps its draft. */
export function ChatNavigationProvider({ basePath, children }: { basePath: string; children: ReactNode }) {
  const navigate = useNavigate();
  const listPath = basePath.replace(/\/+$/, '') || '/';
  const go = useCallback((pathname: string) => void navigate(pathname), [navigate]);
  const value = useMemo<ChatNavigation>(() => {
    const prefix = listPath === '/' ? '' : listPath;
    return { listPath, chatPath: (id) => `${prefix}/${encodeURIComponent(id)}`, go };
  }, [listPath, go]);
  return <ChatNavigationContext.Provider value={value}>{children}</ChatNavigationContext.Provider>;
}
