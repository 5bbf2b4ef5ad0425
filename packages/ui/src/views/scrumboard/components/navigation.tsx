import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';

interface ScrumboardNavigation {
  /** The boards grid's path ('/apps/scrumboard' where the app mounts it). */
  boardsPath: string;
  boardPath: (id: string) => string;
  go: (pathname: string) => void;
}

const ScrumboardNavigationContext = createContext<ScrumboardNavigation | null>(null);

export function useScrumboardNavigation(): ScrumboardNavigation {
  const value = useContext(ScrumboardNavigationContext);
  if (!value) throw new Error('useScrumboardNavigation() needs <ScrumboardApp> above it.');
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

/** Paths of the app under `basePath`. Text being typed is saved as its field closes, so no guard is needed. */
export function ScrumboardNavigationProvider({ basePath, children }: { basePath: string; children: ReactNode }) {
  const navigate = useNavigate();
  const boardsPath = basePath.replace(/\/+$/, '') || '/';
  const go = useCallback((pathname: string) => void navigate(pathname), [navigate]);
  const value = useMemo<ScrumboardNavigation>(() => {
    const prefix = boardsPath === '/' ? '' : boardsPath;
    return { boardsPath, boardPath: (id) => `${prefix}/${encodeURIComponent(id)}`, go };
  }, [boardsPath, go]);
  return <ScrumboardNavigationContext.Provider value={value}>{children}</ScrumboardNavigationContext.Provider>;
}
