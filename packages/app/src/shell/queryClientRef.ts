import type { QueryClient } from '@tanstack/react-query';

/**
 * The shell's QueryClient once the shell's chunk has loaded, so sign-out can clear it without the
 * first screen importing TanStack Query.
 */
let current: QueryClient | undefined;

export function registerShellQueryClient(client: QueryClient): void {
  current = client;
}

export function shellQueryClient(): QueryClient | undefined {
  return current;
}
