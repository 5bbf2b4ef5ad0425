import type { AgentConfig, AgentToolName } from '@atrium/mock-api';

/** One field of the configuration that differs between two versions, with both values. */
export type ConfigDifference =
  | { field: 'instructions' | 'greeting' | 'tone' | 'language'; from: string; to: string }
  | { field: 'guardrails' | 'knowledge'; from: string[]; to: string[]; added: string[]; removed: string[] }
  | { field: 'tools'; tool: AgentToolName; from: boolean; to: boolean };

const SCALARS = ['instructions', 'greeting', 'tone', 'language'] as const;
const LISTS = ['guardrails', 'knowledge'] as const;

/**
 * The fields that differ from `from` to `to`, in the form's order: texts and choices, then the lists
 * (with what was added and removed; order alone is no difference), then each tool switched.
 */
export function configDiff(from: AgentConfig, to: AgentConfig): ConfigDifference[] {
  const out: ConfigDifference[] = [];
  for (const field of SCALARS) if (from[field] !== to[field]) out.push({ field, from: from[field], to: to[field] });
  for (const field of LISTS) {
    const added = to[field].filter((item) => !from[field].includes(item));
    const removed = from[field].filter((item) => !to[field].includes(item));
    if (added.length > 0 || removed.length > 0) out.push({ field, from: from[field], to: to[field], added, removed });
  }
  const tools = new Set([...Object.keys(from.tools), ...Object.keys(to.tools)] as AgentToolName[]);
  for (const tool of tools) {
    const before = from.tools[tool] ?? false;
    const after = to.tools[tool] ?? false;
    if (before !== after) out.push({ field: 'tools', tool, from: before, to: after });
  }
  return out;
}

/** Whether two configurations are the same (what the form compares to know it has unsaved changes). */
export const sameConfig = (a: AgentConfig, b: AgentConfig) => configDiff(a, b).length === 0;
