export { meKeys, meQueryOptions, useMe, invalidateMe } from './api';
export { useAccess, permissionKey, type Access } from './useAccess';
