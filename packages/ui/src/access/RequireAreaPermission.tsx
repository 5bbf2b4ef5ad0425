import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { areaPermission } from './areas';
import { RequirePermission } from './RequirePermission';

/**
 * The route guard for every area at once: the address's area (see `AREA_PERMISSIONS`) decides the
 * permission, so `/users` without `users:view` is the 403 page whichever view the route shows. Wrap
 * the shell's outlet with it; pages outside the areas show at once.
 */
export function RequireAreaPermission({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const permission = areaPermission(pathname);
  if (permission === null) return children;
  return <RequirePermission permission={permission}>{children}</RequirePermission>;
}
