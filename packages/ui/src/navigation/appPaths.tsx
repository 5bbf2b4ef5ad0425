import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router';

/** An app's addresses: its own page (the list or grid) and one item under it. */
export interface AppPaths {
  /** Where the app is mounted ('/apps/chat', or '/chat' for the same view at another address). */
  listPath: string;
  /** One item's address under it. */
  itemPath: (id: string) => string;
  go: (pathname: string) => void;
}

/** The paths of an app mounted at `basePath`. */
export function useAppPaths(basePath: string): AppPaths {
  const navigate = useNavigate();
  const listPath = basePath.replace(/\/+$/, '') || '/';
  const go = useCallback((pathname: string) => void navigate(pathname), [navigate]);
  return useMemo<AppPaths>(() => {
    const prefix = listPath === '/' ? '' : listPath;
    return { listPath, itemPath: (id) => `${prefix}/${encodeURIComponent(id)}`, go };
  }, [listPath, go]);
}

/**
 * A context for one app's paths: the app puts `Provider` (with the mount path, see `useMountPath`) around
 * its views, which read the paths with `usePaths`. `appName` names the app in the error a part used
 * outside it throws.
 */
export function createAppPaths(appName: string) {
  const Context = createContext<AppPaths | null>(null);
  function Provider({ basePath, children }: { basePath: string; children: ReactNode }) {
    return <Context.Provider value={useAppPaths(basePath)}>{children}</Context.Provider>;
  }
  function usePaths(): AppPaths {
    const value = useContext(Context);
    if (!value) throw new Error(`This part of the app needs <${appName}> above it.`);
    return value;
  }
  return { Provider, usePaths };
}
