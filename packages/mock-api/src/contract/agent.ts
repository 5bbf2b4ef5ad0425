/**
 * The assistant console (spec 4 §8, base `api/agent`): runs streamed as NDJSON, approvals of the changes
 * the assistant proposes, its configuration (versioned), saved tests and the overview figures.
 *
 * The assistant is a deterministic, rule-based stand-in: a {@link RunEngine} turns one message, the
 * configuration and what the signed-in user may read into events. A real model plugs in at that one
 * interface (see the mock API's README, "Assistant"); the calls, the stream and the stored runs stay.
 */
import type { OrderStatus, PaymentStatus, Permission } from './back-office.ts';

// --------------------------------------------------------------------------------------- configuration

export type AgentLanguage = 'es' | 'en';
export type AgentTone = 'friendly' | 'neutral' | 'formal';

/** The tools the assistant can use; each can be switched off in the configuration. */
export type AgentToolName =
  'handoff' | 'propose_change' | 'order_lookup' | 'customer_lookup' | 'contact_lookup' | 'counts' | 'help_center';

export interface AgentConfig {
  /** What the assistant is told to do. The rule-based stand-in keeps them but does not read them. */
  instructions: string;
  /** Put before the first reply of a conversation; empty for none. */
  greeting: string;
  tone: AgentTone;
  /** The language of every reply. */
  language: AgentLanguage;
  /** Topics it refuses to talk about (a message naming one is answered with a refusal). */
  guardrails: string[];
  /** The help-center FAQ categories (ids) it may answer from; empty: none. */
  knowledge: string[];
  tools: Record<AgentToolName, boolean>;
}

/** One saved configuration: every save (and every restore) is a new version, numbered from 1. */
export interface AgentConfigVersion {
  version: number;
  config: AgentConfig;
  savedAt: string;
  savedBy: { id: string; name: string };
  /** `restored` when the version copies an older one (`restoredFrom`). */
  note: string | null;
  restoredFrom: number | null;
}

/** `PUT api/agent/config` (`agent:configure`): saves the whole configuration as a new version. */
export interface SaveAgentConfigRequest {
  config: AgentConfig;
  note?: string;
}

/** `POST api/agent/config/restore` (`agent:configure`): a new version with an older one's configuration. */
export interface RestoreAgentConfigRequest {
  version: number;
}

// ----------------------------------------------------------------------------------------------- runs

/** Where a run came from: the console's playground, a saved test, or the seed's history (customers). */
export type AgentChannel = 'playground' | 'test' | 'web' | 'email';

/** How a run ended: the Runs table's badge. `running` only while it streams. */
export type AgentOutcome = 'resolved' | 'handed_over' | 'approval' | 'error' | 'cancelled';
export type AgentRunStatus = AgentOutcome | 'running';

/** An order as the assistant's card shows it. */
export interface AgentOrderCard {
  kind: 'order';
  number: number;
  createdAt: string;
  customer: { id: string; name: string; email: string };
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  total: number;
  refundedTotal: number;
  currency: string;
  itemCount: number;
}

export interface AgentCustomerCard {
  kind: 'customer';
  id: string;
  name: string;
  email: string;
  ordersCount: number;
  totalSpent: number;
  lastOrderAt: string | null;
  /** Their newest orders, at most 5 (empty without `orders:view`). */
  recentOrders: { number: number; createdAt: string; total: number; status: OrderStatus }[];
  currency: string;
}

export interface AgentContactCard {
  kind: 'contact';
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  company: string;
  title: string;
}

/** A help-center answer: the app's address of its FAQ category. */
export interface AgentFaqCard {
  kind: 'faq';
  faqId: string;
  categoryId: string;
  question: string;
  href: string;
  /** The share of the question's words the message holds (at least 0.3). */
  score: number;
}

export type AgentCard = AgentOrderCard | AgentCustomerCard | AgentContactCard | AgentFaqCard;

/** What the assistant proposes; a person performs it by approving. */
export type AgentChange =
  | { kind: 'refund'; orderNumber: number; amount: number; currency: string }
  | { kind: 'cancel'; orderNumber: number; from: OrderStatus };

export type AgentApprovalStatus = 'pending' | 'approved' | 'rejected';

export interface AgentApproval {
  id: string;
  runId: string;
  conversationId: string;
  createdAt: string;
  /** Who was talking to the assistant when it proposed the change. */
  requestedBy: { id: string; name: string };
  change: AgentChange;
  /** The message that asked for it. */
  message: string;
  status: AgentApprovalStatus;
  decidedAt: string | null;
  decidedBy: { id: string; name: string } | null;
  /** Given when rejecting (required then). */
  reason: string | null;
}

/**
 * The events of a run, one JSON object per line of the stream, in this order: `run.started` first, then
 * tool calls (`tool.started` / `tool.completed`), cards, `approval.required`, `handoff` and the reply's
 * `message.delta` pieces as the rules make them, an `error` when the run could not answer, and always
 * `run.completed` last. Every event has `seq` (0, 1, 2, …) and `ms`: simulated milliseconds since the
 * run started (the same for the same run whether the mock's delays are on or off).
 */
export type AgentEvent =
  | (AgentEventBase & {
      type: 'run.started';
      runId: string;
      conversationId: string;
      startedAt: string;
      channel: AgentChannel;
      /** The configuration version the run used (its test-setup overrides aside). */
      configVersion: number;
      language: AgentLanguage;
    })
  | (AgentEventBase & {
      type: 'tool.started';
      callId: string;
      tool: AgentToolName;
      input: Record<string, string | number | boolean | null>;
    })
  | (AgentEventBase & {
      type: 'tool.completed';
      callId: string;
      tool: AgentToolName;
      ok: boolean;
      /** A sentence for the Inspector, in the run's language. */
      summary: string;
      /** The raw output (the Inspector's JSON). */
      output: unknown;
      /** When `ok` is false because the signed-in user lacks a permission. */
      missingPermission: Permission | null;
    })
  | (AgentEventBase & { type: 'message.delta'; text: string })
  | (AgentEventBase & { type: 'card'; card: AgentCard })
  | (AgentEventBase & { type: 'approval.required'; approval: AgentApproval })
  | (AgentEventBase & {
      type: 'handoff';
      /** The chat conversation holding the transcript (`api/apps/chat/chat?id=`); null in a test run. */
      chatId: string | null;
      contactId: string;
      reason: 'asked' | 'fallback';
    })
  | (AgentEventBase & {
      type: 'error';
      code: 'empty_message' | 'message_too_long' | 'engine_failed';
      message: string;
    })
  | (AgentEventBase & { type: 'run.completed'; outcome: AgentOutcome; durationMs: number });

export interface AgentEventBase {
  seq: number;
  ms: number;
}

export type AgentEventType = AgentEvent['type'];

/** An event before the server numbers and times it. */
export type AgentEventBody = AgentEvent extends infer E
  ? E extends AgentEvent
    ? Omit<E, 'seq' | 'ms'>
    : never
  : never;

/**
 * `POST api/agent/runs` (`agent:playground`): answers `application/x-ndjson`, one {@link AgentEvent} a
 * line. Aborting the request ends the run `cancelled`. `message`: up to 4,000 characters (a longer or a
 * blank one streams an `error`). `conversationId`: continue a conversation (a new one when absent or
 * unknown). `overrides`: the playground's test setup, for this run only.
 */
export interface AgentRunRequest {
  message: string;
  conversationId?: string;
  /** A chat contact id: who a handover's conversation is with (the first chat contact when absent). */
  contactId?: string;
  overrides?: Partial<AgentConfig>;
}

/** A run as stored and listed (without its events). */
export interface AgentRunSummary {
  id: string;
  conversationId: string;
  channel: AgentChannel;
  startedAt: string;
  /** Simulated duration, ms (the `ms` of its last event). */
  durationMs: number;
  /** `ms` of the first `message.delta` (null when it never replied). */
  firstReplyMs: number | null;
  message: string;
  /** The reply's whole text. */
  reply: string;
  status: AgentRunStatus;
  tools: AgentToolName[];
  userId: string;
  userName: string;
  configVersion: number;
  feedback: 'up' | 'down' | null;
  /** The chat conversation a handover created or linked. */
  chatId: string | null;
  /** Whether it ended in the fallback reply (a second one in a row offers a handover). */
  fallback: boolean;
}

export interface AgentRun extends AgentRunSummary {
  events: AgentEvent[];
}

/**
 * `GET api/agent/runs` (`agent:runs`): newest first; `outcome` (a status), `channel`, `search` (in the
 * message), `conversationId`, `page` (from 1), `size` (1–100, default 25).
 */
export interface AgentRunsAnswer {
  items: AgentRunSummary[];
  total: number;
  page: number;
  size: number;
}

/** `POST api/agent/runs/feedback` (`agent:playground`): thumbs up or down on a reply (null clears). */
export interface AgentFeedbackRequest {
  runId: string;
  feedback: 'up' | 'down' | null;
}

// ------------------------------------------------------------------------------------------ approvals

/** `POST api/agent/approvals/approve` (`agent:approve` and the change's own permission). */
export interface ApproveRequest {
  id: string;
}

/** `POST api/agent/approvals/reject` (`agent:approve`): `reason` required, at most 500 characters. */
export interface RejectRequest {
  id: string;
  reason: string;
}

// ---------------------------------------------------------------------------------------------- tests

export interface AgentTestExpectation {
  /** A tool the run must call (null: any). */
  tool: AgentToolName | null;
  /** The run's outcome (null: any). */
  outcome: AgentOutcome | null;
  /** A fragment the reply must hold, any case (null or empty: any). */
  text: string | null;
}

export interface AgentTestDifference {
  field: 'tool' | 'outcome' | 'text';
  expected: string;
  actual: string;
}

export interface AgentTestResult {
  at: string;
  passed: boolean;
  /** Empty when it passed. */
  differences: AgentTestDifference[];
  outcome: AgentOutcome;
  tools: AgentToolName[];
  reply: string;
  configVersion: number;
}

export interface AgentTest {
  id: string;
  name: string;
  message: string;
  expect: AgentTestExpectation;
  createdAt: string;
  updatedAt: string;
  lastResult: AgentTestResult | null;
}

/** `POST api/agent/tests` (`agent:configure`); `PATCH api/agent/tests` takes `{ id, test: Partial<…> }`. */
export interface AgentTestDraft {
  name: string;
  message: string;
  expect: AgentTestExpectation;
}

/** `POST api/agent/tests/run` (`agent:playground`): `{ id }` runs one, `{}` runs all; answers the tests. */
export interface RunAgentTestsRequest {
  id?: string;
}

// ------------------------------------------------------------------------------------------- overview

/** `GET api/agent/overview` (`agent:view`): the last 30 days of runs, days in UTC. */
export interface AgentOverview {
  /** Distinct conversations with a run in the 30 days. */
  conversations: number;
  /** Of those, the ones that ended without a handover. */
  resolvedWithoutHandover: number;
  handovers: number;
  approvalsWaiting: number;
  /** Mean `firstReplyMs` of the runs that replied (0 without one). */
  averageFirstReplyMs: number;
  /** 30 entries, oldest first, the last is today. */
  days: { day: string; conversations: number; handovers: number }[];
}

/** `GET api/agent/handovers` (`agent:view`): the chats the assistant handed over, newest first. */
export interface AgentHandover {
  chatId: string;
  runId: string;
  conversationId: string;
  at: string;
}

// -------------------------------------------------------------------------------- the engine's seam

/** What a run engine may read: only what the signed-in user may read, already checked. */
export interface AgentWorld {
  /** Whether the signed-in user holds the permission (a tool lacking it answers "I can't"). */
  can(permission: Permission): boolean;
  order(number: number): AgentOrderCard | null;
  /** Customers whose e-mail the text holds, or whose whole name it holds (any case and accents). */
  customersIn(text: string): AgentCustomerCard[];
  /** Address-book contacts whose whole name the text holds. */
  contactsIn(text: string): AgentContactCard[];
  counts(): { orders: number; users: number };
  /** The FAQs of the given categories, in the language. */
  faqs(language: AgentLanguage, categories: readonly string[]): AgentFaq[];
  /** The runs before this one in the conversation, oldest first. */
  history: readonly Pick<AgentRunSummary, 'message' | 'reply' | 'status' | 'tools'>[];
  /** Whether the previous run of the conversation ended in the fallback reply. */
  previousWasFallback: boolean;
}

export interface AgentFaq {
  id: string;
  categoryId: string;
  categorySlug: string;
  question: string;
  answer: string;
}

/**
 * One reply's worth of steps, as an engine makes them; the server numbers them, times them, streams them
 * and performs the effects (`approval.required` stores an approval, `handoff` opens the chat).
 */
export type AgentStep =
  | {
      type: 'tool';
      tool: AgentToolName;
      input: Record<string, string | number | boolean | null>;
      ok: boolean;
      summary: string;
      output: unknown;
      missingPermission: Permission | null;
    }
  | { type: 'text'; text: string }
  | { type: 'card'; card: AgentCard }
  | { type: 'approval'; change: AgentChange }
  | { type: 'handoff'; reason: 'asked' | 'fallback' }
  | { type: 'fallback' };

export interface RunEngineInput {
  message: string;
  config: AgentConfig;
  /** True on the conversation's first run (the greeting goes first). */
  firstInConversation: boolean;
}

/**
 * Where a model plugs in: given the message, the configuration and the world, the steps of the reply.
 * The mock has one implementation, the rule-based engine (`handlers/agent-engine.ts`), deterministic:
 * the same input and world give the same steps. A model-backed engine would call the model with the
 * configuration's instructions and the tools as functions, and yield the same steps.
 */
export interface RunEngine {
  readonly name: string;
  run(input: RunEngineInput, world: AgentWorld): Iterable<AgentStep>;
}

/** The assistant's stored part: configuration versions, runs (newest first), approvals, tests, the id counter. */
export interface AgentState {
  versions: AgentConfigVersion[];
  runs: AgentRun[];
  /** Newest first. */
  approvals: AgentApproval[];
  tests: AgentTest[];
  /** The last number given to a run, approval, conversation, chat or test id (ids are `<kind>-<n>`). */
  sequence: number;
}
