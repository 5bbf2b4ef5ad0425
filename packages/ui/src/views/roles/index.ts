export { RolesArea } from './RolesView';
export { RolesList } from './RolesList';
export { RoleEditor } from './RoleEditor';
export { PermissionMatrix, type PermissionMatrixProps } from './components/PermissionMatrix';
export { CheckAccess, type CheckAccessProps } from './components/CheckAccess';
export { rolesKeys } from './api/keys';
export {
  rolesQueryOptions,
  roleQueryOptions,
  catalogueQueryOptions,
  useRoles,
  useRole,
  usePermissionCatalogue,
  useUserSearch,
  useAccessCheck,
  useCreateRole,
  useUpdateRole,
  useDeleteRole,
  useChangeMembers,
  type RoleDetail,
  type AccessCheck,
} from './api/roles';
export {
  MATRIX_COLUMNS,
  resourceRows,
  setPermissions,
  selectionOf,
  changeOf,
  type MatrixColumn,
  type ResourceRow,
  type PermissionChange,
} from './matrix';
