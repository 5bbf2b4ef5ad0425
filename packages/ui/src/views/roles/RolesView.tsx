import { Route, Routes, useLocation, useParams } from 'react-router';
import { RequirePermission } from '../../access';
import { ToastProvider } from '../../primitives/Toast';
import { RolesNavigationProvider } from './components/navigation';
import { RoleEditor } from './RoleEditor';
import { RolesList } from './RolesList';

/**
 * Where the area is mounted: the address without the part its splat route matched. (A relative path
 * would not do: from a splat route react-router 7 resolves '.' against the whole address.)
 */
function useMountPath(): string {
  const { pathname } = useLocation();
  const { '*': splat = '' } = useParams();
  const segments = pathname.replace(/\/+$/, '').split('/');
  const own = splat.split('/').filter(Boolean).length;
  return segments.slice(0, segments.length - own).join('/') || '/';
}

/**
 * The roles area (spec 4 §5). Mount it on a splat route (`<Route path="/roles/*" element={<RolesArea />} />`):
 * the list is its index, a role's editor `:id` with its tabs `:id/members` and `:id/compare`. Only users
 * with `roles:view` see it (others get the 403 page); it brings its own toast region.
 */
export function RolesArea() {
  const basePath = useMountPath();
  return (
    <RequirePermission permission="roles:view">
      <ToastProvider>
        <RolesNavigationProvider basePath={basePath}>
          <Routes>
            <Route index element={<RolesList />} />
            <Route path=":id/*" element={<RoleEditor />} />
          </Routes>
        </RolesNavigationProvider>
      </ToastProvider>
    </RequirePermission>
  );
}
