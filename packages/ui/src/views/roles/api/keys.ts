/** Query keys of the roles area, in one place: the list, one role (with members), the catalogue, user search, checks. */
export const rolesKeys = {
  all: ['roles'] as const,
  list: () => [...rolesKeys.all, 'list'] as const,
  details: () => [...rolesKeys.all, 'detail'] as const,
  detail: (id: string) => [...rolesKeys.details(), id] as const,
  catalogue: () => [...rolesKeys.all, 'catalogue'] as const,
  users: (search: string) => [...rolesKeys.all, 'users', search] as const,
  check: (userId: string, permission: string) => [...rolesKeys.all, 'check', userId, permission] as const,
};
