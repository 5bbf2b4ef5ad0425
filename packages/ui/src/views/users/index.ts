export { UsersArea } from './UsersView';
export { UsersList, STATUS_TABS, USERS_SEARCH_DEBOUNCE_MS } from './UsersList';
export { UserDetail, USER_TABS, type UserTab } from './UserDetail';
export { AuditLog, AUDIT_ACTIONS } from './AuditLog';
export { usersKeys } from './api/keys';
export {
  usersQueryOptions,
  userQueryOptions,
  rolesQueryOptions,
  emailTakenQueryOptions,
  useUsers,
  useUser,
  useRoles,
  useUserAction,
  useRevokeSession,
  useInviteUsers,
  useExportUsers,
  USERS_PAGE_SIZE,
  USER_ACTIONS,
  type UserAction,
  type UserActionRequest,
  type InviteInput,
  type ExportQuery,
  type FailureOptions,
} from './api/users';
export { auditQueryOptions, useAudit, AUDIT_TARGET_TYPES, type AuditQuery, type AuditTargetType } from './api/audit';
export { useActionGuard, ACTIONS_BY_STATUS, PERMISSION_OF, OWNER_ROLE, type UserActionKind } from './guards';
export { useRefusalText, useBulkSummary } from './messages';
