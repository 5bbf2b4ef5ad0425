import { useCallback } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';

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

/** The folder and the open item live in the address: `<base>/folders/<id>?item=<id>&view=list`. */
export function useFileManagerNavigation(basePath: string) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const prefix = basePath === '/' ? '' : basePath.replace(/\/+$/, '');
  const view: 'tiles' | 'list' = params.get('view') === 'list' ? 'list' : 'tiles';
  const folderPath = useCallback(
    (folderId: string | null, extra: Record<string, string> = {}) => {
      const query = new URLSearchParams(extra);
      if (view === 'list' && !('view' in extra)) query.set('view', 'list');
      const search = query.toString();
      const path = folderId === null ? prefix || '/' : `${prefix}/folders/${encodeURIComponent(folderId)}`;
      return search ? `${path}?${search}` : path;
    },
    [prefix, view],
  );
  return {
    view,
    itemId: params.get('item'),
    folderPath,
    go: useCallback((to: string) => void navigate(to), [navigate]),
  };
}
