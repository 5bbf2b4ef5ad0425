import { createQueryClient } from '@atrium/ui/api/queryClient.ts';
import { registerShellQueryClient } from './queryClientRef';

/**
 * The app's one QueryClient. It lives in the signed-in shell's chunk: the visitor pages make no
 * cached queries, so the first screen does not carry TanStack Query.
 */
export const queryClient = createQueryClient();
registerShellQueryClient(queryClient);
