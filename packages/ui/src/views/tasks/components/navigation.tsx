import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router';

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

export { useMountPath } from '../../../navigation/useMountPath';

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
