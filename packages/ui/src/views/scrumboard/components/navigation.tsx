import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router';

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

export { useMountPath } from '../../../navigation/useMountPath';

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
