import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditAnswer, AuditEvent } from '@atrium/mock-api';
import type { ApiClient } from '../../../api/client';
import { useApiClient } from '../../../api/context';
import { usersKeys } from './keys';

export type AuditTargetType = AuditEvent['target']['type'];
export const AUDIT_TARGET_TYPES: readonly AuditTargetType[] = ['user', 'role', 'order', 'customer'];

/** `GET api/audit`'s filters (spec 4 §2): actor id, action (or its resource: `user`), target, dates (ISO). */
export interface AuditQuery {
  actor?: string;
  action?: string;
  targetType?: AuditTargetType;
  targetId?: string;
  from?: string;
  to?: string;
  page: number;
  size: number;
}

export const auditQueryOptions = (api: ApiClient, query: AuditQuery) =>
  queryOptions({
    queryKey: usersKeys.audit(query),
    queryFn: ({ signal }) => api.get<AuditAnswer>('api/audit', { ...query }, signal),
  });

/** One page of the audit trail, newest first; the previous page stays on screen while the next loads. */
export function useAudit(query: AuditQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...auditQueryOptions(useApiClient(), query), placeholderData: keepPreviousData, enabled });
}
