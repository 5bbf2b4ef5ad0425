export { meKeys, meQueryOptions, useMe, invalidateMe } from './api';
export { useAccess, permissionKey, type Access } from './useAccess';
export { GuardedButton, type GuardedButtonProps } from './GuardedButton';
export { RequirePermission } from './RequirePermission';
export { ForbiddenPage } from './ForbiddenPage';
