/**
 * Pushed updates: `GET api/common/live` streams, as NDJSON (`LiveEvent`), the notifications and chat
 * messages the mock makes up over time while the scenario's `live` is on (see liveStream.ts, loaded with
 * the first opening, so the mock's first chunk does not carry it).
 */
import type { HttpHandler } from 'msw';
import type { ScenarioStore } from '../scenarios.ts';
import type { Context } from './http.ts';
import { route } from './http.ts';

export function liveHandlers(ctx: Context, scenario: ScenarioStore): HttpHandler[] {
  return [
    route('get', 'common/live', async (request) => (await import('./liveStream.ts')).openLive(ctx, scenario, request)),
  ];
}
