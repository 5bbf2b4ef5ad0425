import { Route, Routes } from 'react-router';
import { RequirePermission } from '../../access';
import { ToastProvider } from '../../primitives/Toast';
import { AuditLog } from './AuditLog';
import { UserDetail } from './UserDetail';
import { UsersList } from './UsersList';

/**
 * The users area (spec 4 §4), mounted on a splat route (`users/*`): the list (index), the audit log
 * (`audit`, needs `audit:view`) and one user (`:id`). The whole area needs `users:view`; it brings its
 * own toast region for what the writes did.
 */
export function UsersArea() {
  return (
    <RequirePermission permission="users:view">
      <ToastProvider>
        <Routes>
          <Route index element={<UsersList />} />
          <Route
            path="audit"
            element={
              <RequirePermission permission="audit:view">
                <AuditLog />
              </RequirePermission>
            }
          />
          <Route path=":id" element={<UserDetail />} />
        </Routes>
      </ToastProvider>
    </RequirePermission>
  );
}
