export { meKeys, meQueryOptions, useMe, invalidateMe } from './api';
export { useAccess, useGuard, permissionKey, type Access, type Guard } from './useAccess';
export { GuardedButton, type GuardedButtonProps } from './GuardedButton';
export { GuardedMenuItem, MenuItemReason, type GuardedMenuItemProps } from './GuardedMenuItem';
export { RequirePermission, CheckingPermissions, type RequirePermissionProps } from './RequirePermission';
export { RequireAreaPermission } from './RequireAreaPermission';
export { ForbiddenPage, type ForbiddenPageProps } from './ForbiddenPage';
export { AREA_PERMISSIONS, areaPermission, narrowItems, narrowNavigation } from './areas';
export { useNarrowedNavigation } from './useNarrowedNavigation';
