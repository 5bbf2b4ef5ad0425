/**
 * The assistant console's query keys, in one place so that every tab invalidates what another shows
 * (a run started in the Playground is a row in Runs and a figure in Overview; an approval decided in
 * Approvals changes the Playground's inline card and the Overview's "waiting" figure).
 */
export const agentKeys = {
  all: ['agent'] as const,
  overview: () => [...agentKeys.all, 'overview'] as const,
  runs: (filters?: Record<string, unknown>) => [...agentKeys.all, 'runs', filters ?? {}] as const,
  run: (id: string) => [...agentKeys.all, 'run', id] as const,
  approvals: (filters?: Record<string, unknown>) => [...agentKeys.all, 'approvals', filters ?? {}] as const,
  config: () => [...agentKeys.all, 'config'] as const,
  versions: () => [...agentKeys.all, 'versions'] as const,
  tests: () => [...agentKeys.all, 'tests'] as const,
  handovers: () => [...agentKeys.all, 'handovers'] as const,
};
