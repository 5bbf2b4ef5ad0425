/**
 * What the Overview, Approvals, Configure and Tests stories share: calls to the mock API made before a
 * story renders (as the Owner, the preview's actor), so a story starts from data the product itself made:
 * a refund the assistant proposed, a configuration saved twice. The mock is back to its seed before
 * every story, so these never carry over.
 */
import type { AgentEvent } from '@atrium/mock-api';

/** A paid order still being prepared (the seed's #11995, 1355,20 €): the assistant may propose its refund. */
export const REFUNDABLE_ORDER = 11995;
/** A pending order (the seed's #11998): the assistant may propose its cancellation. */
export const CANCELLABLE_ORDER = 11998;

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`/api/${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Asks the assistant in a conversation of its own, reads the reply to its end and answers its events. */
export async function ask(message: string): Promise<AgentEvent[]> {
  const response = await fetch('/api/agent/runs', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ message }),
  });
  if (!response.ok) throw new Error(`POST agent/runs answered ${response.status}`);
  const text = await response.text();
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as AgentEvent);
}

/** The approval a run proposed. */
const proposed = (events: AgentEvent[]) =>
  events.find(
    (event): event is Extract<AgentEvent, { type: 'approval.required' }> => event.type === 'approval.required',
  )?.approval;

/** Two proposals waiting (a refund, then a cancellation) and one already rejected, with its reason. */
export async function proposeChanges(): Promise<void> {
  await ask(`cancela el pedido #${CANCELLABLE_ORDER}`);
  const rejected = proposed(await ask(`cancela el pedido #${REFUNDABLE_ORDER}`));
  if (!rejected) throw new Error('The assistant proposed no cancellation');
  await call('POST', 'agent/approvals/reject', { id: rejected.id, reason: 'El cliente quiere recibirlo.' });
  await ask(`reembolsa el pedido #${REFUNDABLE_ORDER}`);
}

/** Saves a configuration as a new version: the current one with `changes`. */
export async function saveConfig(changes: Record<string, unknown>, note?: string): Promise<void> {
  // The versions, newest first, rather than `config`: a story may hold that call back or fail it.
  const [current] = await call<{ config: Record<string, unknown> }[]>('GET', 'agent/config/versions');
  await call('PUT', 'agent/config', { config: { ...current!.config, ...changes }, ...(note ? { note } : {}) });
}

/** Changes a saved test's expectation (the seed's tests all pass on the seed's configuration). */
export async function updateTest(id: string, test: Record<string, unknown>): Promise<void> {
  await call('PATCH', 'agent/tests', { id, test });
}
