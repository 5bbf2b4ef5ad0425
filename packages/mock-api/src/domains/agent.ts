/**
 * The assistant console (spec 4 §8): its configuration versions, runs with their events, approvals and
 * saved tests. Its calls read the back office (orders, customers, the caller's permissions), the address
 * book (contacts) and write the chat (handovers), loading them as they need them.
 */
import type {
  AgentApproval,
  AgentConfigVersion,
  AgentRun,
  AgentState,
  AgentTest,
  AgentTestResult,
} from '../contract/agent.ts';
import type { Database } from '../db/database.ts';
import { AGENT_TOOLS, seedAgent } from '../db/seed/agent.ts';
import {
  AGENT_RUN_STATUSES,
  agentConfigShape,
  agentEventShape,
  agentExpectationShape,
  agentHandlers,
} from '../handlers/agent.ts';
import { BadRequest, array, boolean, integer, isoDate, nullable, number, object, oneOf, string } from '../schema.ts';
import type { Check } from '../schema.ts';
import { defineDomain } from './domain.ts';

type Data = Pick<Database, 'agent'>;

const person = object<{ id: string; name: string }>({ id: string, name: string });
const outcome = oneOf(['resolved', 'handed_over', 'approval', 'error', 'cancelled'] as const);
/** Ids, messages and free JSON (cards, tool output) are kept as stored: the stream wrote them. */
const anything: Check<never> = (value) => value as never;

const versionShape = object<AgentConfigVersion>({
  version: integer,
  config: agentConfigShape,
  savedAt: isoDate,
  savedBy: person,
  note: nullable(string),
  restoredFrom: nullable(integer),
});

const runShape = object<AgentRun>({
  id: string,
  conversationId: string,
  channel: oneOf(['playground', 'test', 'web', 'email'] as const),
  startedAt: isoDate,
  durationMs: number,
  firstReplyMs: nullable(number),
  message: string,
  reply: string,
  status: oneOf(AGENT_RUN_STATUSES),
  tools: array(oneOf(AGENT_TOOLS)),
  userId: string,
  userName: string,
  configVersion: integer,
  feedback: nullable(oneOf(['up', 'down'] as const)),
  chatId: nullable(string),
  fallback: boolean,
  events: array(agentEventShape),
});

const approvalShape = object<AgentApproval>({
  id: string,
  runId: string,
  conversationId: string,
  createdAt: isoDate,
  requestedBy: person,
  change: anything,
  message: string,
  status: oneOf(['pending', 'approved', 'rejected'] as const),
  decidedAt: nullable(isoDate),
  decidedBy: nullable(person),
  reason: nullable(string),
});

const resultShape = object<AgentTestResult>({
  at: isoDate,
  passed: boolean,
  differences: anything,
  outcome,
  tools: array(oneOf(AGENT_TOOLS)),
  reply: string,
  configVersion: integer,
});

const testShape = object<AgentTest>({
  id: string,
  name: string,
  message: string,
  expect: agentExpectationShape,
  createdAt: isoDate,
  updatedAt: isoDate,
  lastResult: nullable(resultShape),
});

export const domain = defineDomain<Data>({
  name: 'agent',
  seed: (now) => ({ agent: seedAgent(now) }),
  check: object<Data>({
    agent: object<AgentState>({
      versions: (value, path) => {
        const versions = array(versionShape)(value, path);
        if (versions.length === 0) throw new BadRequest(`${path} must hold a version`);
        return versions;
      },
      runs: array(runShape),
      approvals: array(approvalShape),
      tests: array(testShape),
      sequence: integer,
    }),
  }),
  handlers: (ctx) => agentHandlers(ctx),
});
