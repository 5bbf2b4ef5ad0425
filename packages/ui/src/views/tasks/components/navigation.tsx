import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';

interface TasksNavigation {
  /** The list's path ('/apps/tasks' where the app mounts it). */
  listPath: string;
  taskPath: (id: string) => string;
  go: (pathname: string) => void;
}

const TasksNavigationContext = createContext<TasksNavigation | null>(null);

export function useTasksNavigation(): TasksNavigation {
  const value = useContext(TasksNavigationContext);
  if (!value) throw new Error('useTasksNavigation() needs <TasksApp> above it.');
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

/** Paths of the app under `basePath`. Unsaved text needs no guard here: the details save it as they close. */
export function TasksNavigationProvider({ basePath, children }: { basePath: string; children: ReactNode }) {
  const navigate = useNavigate();
  const listPath = basePath.replace(/\/+$/, '') || '/';
  const go = useCallback((pathname: string) => void navigate(pathname), [navigate]);
  const value = useMemo<TasksNavigation>(() => {
    const prefix = listPath === '/' ? '' : listPath;
    return { listPath, taskPath: (id) => `${prefix}/${encodeURIComponent(id)}`, go };
  }, [listPath, go]);
  return <TasksNavigationContext.Provider value={value}>{children}</TasksNavigationContext.Provider>;
}
