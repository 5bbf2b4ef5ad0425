import type { AccountsQuery } from '@atrium/mock-api';
import type { AuditQuery } from './audit';

/**
 * Query keys of the users area, in one place: lists by their query, one user, the roles (for filters and
 * dialogs) and the audit trail. The audit sits under `users` so every change here refreshes it too.
 */
export const usersKeys = {
  all: ['users'] as const,
  lists: () => [...usersKeys.all, 'list'] as const,
  list: (query: AccountsQuery) => [...usersKeys.lists(), query] as const,
  details: () => [...usersKeys.all, 'detail'] as const,
  detail: (id: string) => [...usersKeys.details(), id] as const,
  roles: () => [...usersKeys.all, 'roles'] as const,
  /** Whether an email already belongs to a user (the invite dialog's check). */
  emailCheck: (email: string) => [...usersKeys.all, 'email', email] as const,
  audits: () => [...usersKeys.all, 'audit'] as const,
  audit: (query: AuditQuery) => [...usersKeys.audits(), query] as const,
};
