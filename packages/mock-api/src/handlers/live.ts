/**
 * Pushed updates: `GET api/common/live` streams, as NDJSON, the notifications and chat messages the mock
 * makes up over time while the scenario's `live` is on.
 */
import type { HttpHandler } from 'msw';
import type { ScenarioStore } from '../scenarios.ts';
import type { Context } from './http.ts';

export function liveHandlers(_ctx: Context, _scenario: ScenarioStore): HttpHandler[] {
  return [];
}
