import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';

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

/**
 * Where the app is mounted: the address without the part its splat route matched. (A relative path
 * would not do: from a splat route react-router 7 resolves '.' against the whole address.)
 */
export function useMountPath(): string {
  const { pathname } = useLocation();
  const { '*': splat = '' } = useParams();
  const segments = pathname.replace(/\/+$/, '').split('/');
  const own = splat.split('/').filter(Boolean).length;
  return segments.slice(0, segments.length - own).join('/') || '/';
}

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
