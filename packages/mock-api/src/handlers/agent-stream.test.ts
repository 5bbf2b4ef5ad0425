/**
 * Property test of the assistant's stream: whatever the message (any text, markup, words the rules look
 * for, very long text), the answer is a stream of valid JSON lines, numbered in order, that ends with
 * `run.completed` within a bound of events and time, and never a 500.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AgentEvent } from '../contract/agent.ts';
import { ORIGIN, useMockServer } from '../test/server.ts';

const RUNS = Number(process.env.MOCK_API_FUZZ_RUNS ?? 40);
/** Far above any reply the rules make (a 4,000-character message answers in fewer). */
const MAX_EVENTS = 2000;
const MAX_MS = 5000;

const words = fc.constantFrom(
  'refund',
  'cancel',
  'reembolsa',
  'human',
  'humano',
  'how many',
  'cuántos',
  'orders',
  'usuarios',
  '#10234',
  '#',
  '10001',
  'password',
  'contraseña',
  '@example.com',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '{"type":"run.completed"}',
  '\n',
  '\u0000',
  '🙂',
  'e\u0301',
);

const message = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.array(fc.oneof(words, fc.string({ maxLength: 12 })), { maxLength: 30 }).map((parts) => parts.join(' ')),
  fc.string({ minLength: 3900, maxLength: 4100 }),
  fc.string({ unit: 'binary', minLength: 5000, maxLength: 20000 }),
);

async function stream(body: unknown): Promise<{ status: number; events: AgentEvent[] }> {
  const response = await fetch(new URL('/api/agent/runs', ORIGIN), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.headers.get('Content-Type')?.includes('ndjson')) return { status: response.status, events: [] };
  const text = await response.text();
  const lines = text.split('\n');
  expect(lines.pop()).toBe('');
  return { status: response.status, events: lines.map((line) => JSON.parse(line) as AgentEvent) };
}

describe('assistant stream, for any message', () => {
  useMockServer({ actor: 'owner' });

  it('ends with run.completed, in order, within a bound', { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(message, fc.boolean(), async (text, english) => {
        const ended = stream({ message: text, ...(english ? { overrides: { language: 'en' } } : {}) });
        let timer: ReturnType<typeof setTimeout> | undefined;
        const limit = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('The stream hung')), MAX_MS);
        });
        const { status, events } = await Promise.race([ended, limit]).finally(() => clearTimeout(timer));
        expect(status).toBe(200);
        expect(events.length).toBeLessThanOrEqual(MAX_EVENTS);
        expect(events[0]?.type).toBe('run.started');
        expect(events.at(-1)?.type).toBe('run.completed');
        expect(events.filter((event) => event.type === 'run.completed')).toHaveLength(1);
        expect(events.map((event) => event.seq)).toEqual(events.map((_, i) => i));
      }),
      { numRuns: RUNS },
    );
  });
});
