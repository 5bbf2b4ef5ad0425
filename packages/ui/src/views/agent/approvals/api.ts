import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AgentApproval } from '@atrium/mock-api';
import type { ApiClient } from '../../../api/client';
import { useApiClient } from '../../../api/context';
import { useMe } from '../../../access';
import { agentKeys } from '../keys';

const BASE = 'api/agent/approvals';

/** Every approval, newest first: the tab splits them into waiting and decided. */
export const approvalsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: agentKeys.approvals(),
    queryFn: ({ signal }) => api.get<AgentApproval[]>(BASE, undefined, signal),
  });

export function useApprovals() {
  return useQuery(approvalsQueryOptions(useApiClient()));
}

/** A person's decision on a proposed change: approve performs it, reject needs a reason. */
export type Decision = { id: string; decision: 'approve' } | { id: string; decision: 'reject'; reason: string };

/**
 * What else a decision changes, beyond the approvals: the order it names (its refund or status and its
 * timeline), the customer's figures, the assistant's overview and runs, the operator's home and the audit
 * trail. Their keys belong to other areas; they are named by their prefix, so this tab imports none of them.
 */
const CHANGED_ELSEWHERE: readonly (readonly string[])[] = [['orders'], ['customers'], ['overview'], ['users', 'audit']];

function settle(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: agentKeys.all }),
    ...CHANGED_ELSEWHERE.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ]);
}

/**
 * POST approve / reject. The approval moves to the decided list at once, decided by the signed-in user,
 * and goes back to waiting when the API refuses (the decision is then reported through `onError`, given
 * to the hook so it runs even when the dialog that asked has closed).
 */
export function useDecideApproval({ onError }: { onError?: (error: Error, decision: Decision) => void } = {}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const me = useMe();
  return useMutation({
    mutationFn: (decision: Decision) =>
      decision.decision === 'approve'
        ? api.post<AgentApproval>(`${BASE}/approve`, { id: decision.id })
        : api.post<AgentApproval>(`${BASE}/reject`, { id: decision.id, reason: decision.reason }),
    onMutate: async (decision) => {
      await queryClient.cancelQueries({ queryKey: agentKeys.approvals() });
      const previous = queryClient.getQueryData<AgentApproval[]>(agentKeys.approvals());
      const user = me.data?.user;
      queryClient.setQueryData<AgentApproval[]>(agentKeys.approvals(), (list) =>
        list?.map((approval) =>
          approval.id === decision.id
            ? {
                ...approval,
                status: decision.decision === 'approve' ? 'approved' : 'rejected',
                decidedAt: new Date().toISOString(),
                decidedBy: user ? { id: user.id, name: user.name } : null,
                reason: decision.decision === 'reject' ? decision.reason : null,
              }
            : approval,
        ),
      );
      return { previous };
    },
    onError: (error, decision, context) => {
      queryClient.setQueryData(agentKeys.approvals(), context?.previous);
      onError?.(error, decision);
    },
    onSuccess: (decided) => {
      queryClient.setQueryData<AgentApproval[]>(agentKeys.approvals(), (list) =>
        list?.map((approval) => (approval.id === decided.id ? decided : approval)),
      );
    },
    onSettled: () => settle(queryClient),
  });
}
