import type { ReactNode } from 'react';
import type { Permission } from '@atrium/mock-api';
import { useAccess } from './useAccess';
import { ForbiddenPage } from './ForbiddenPage';

/**
 * Shows its children only to a user holding `permission`; anyone else gets the 403 page (not a blank, not a
 * redirect). Nothing shows while `api/me` is loading.
 */
export function RequirePermission({ permission, children }: { permission: Permission; children: ReactNode }) {
  const access = useAccess();
  if (!access.ready && !access.failed) return null;
  if (!access.can(permission)) return <ForbiddenPage permission={permission} />;
  return children;
}
