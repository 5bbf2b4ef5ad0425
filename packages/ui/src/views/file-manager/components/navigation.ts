import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

export { useMountPath } from '../../../navigation/useMountPath';

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
