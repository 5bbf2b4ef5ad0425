import type { AgentToolName } from '@atrium/mock-api';

/** The assistant's tools, in the order the engine tries them (the contract's `AgentToolName`). */
export const AGENT_TOOL_NAMES = [
  'handoff',
  'propose_change',
  'order_lookup',
  'customer_lookup',
  'contact_lookup',
  'counts',
  'help_center',
] as const satisfies readonly AgentToolName[];
