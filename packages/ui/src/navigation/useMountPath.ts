import { useLocation, useParams } from 'react-router';

/**
 * Where an app is mounted: the address without the part its splat route (`apps/chat/*`) matched, so the
 * same view works at two addresses (`/apps/chat` and `/chat`). A relative path would not do: from a splat
 * route react-router 7 resolves '.' against the whole address.
 */
export function useMountPath(): string {
  const { pathname } = useLocation();
  const { '*': splat = '' } = useParams();
  const segments = pathname.replace(/\/+$/, '').split('/');
  const own = splat.split('/').filter(Boolean).length;
  return segments.slice(0, segments.length - own).join('/') || '/';
}
