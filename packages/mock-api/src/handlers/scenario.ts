/**
 * The tab's demo scenario applied to every call that needs a session (the public sign-in calls are left
 * alone, so a developer can always sign in again and switch the scenario back): offline answers a network
 * error, an expired session 401 once, a failure rate 500 for that share of calls, a slow network waits on
 * top of the spec's delays, and empty lists answer with nothing in them.
 *
 * Storybook puts {@link scenarioGate} in front of a story's own handlers (it answers or lets a call through);
 * the mock core answers through {@link answerInScenario}, loaded only while a scenario is on.
 */
import { HttpResponse, delay, getResponse, http } from 'msw';
import type { RequestHandler } from 'msw';
import type { ScenarioStore } from '../scenarios.ts';
import { SLOW_NETWORK_MS } from '../scenarios.ts';
import { PUBLIC_CALLS, invalidToken } from './auth.ts';
import { isApiPath } from './http.ts';

/** What a call failed by the failure rate answers. */
export const SCENARIO_FAILURE = 'The mock API failed this call on purpose (demo scenario: failure rate)';

const inScope = (request: Request) => {
  const { pathname } = new URL(request.url);
  return isApiPath(pathname) && !PUBLIC_CALLS.test(pathname);
};

/**
 * Answers a call as the scenario says (a network error, 401, 500), after the slow network's wait; lets it
 * through otherwise. `random` decides the failures (tests give their own).
 */
export function scenarioGate(scenarios: ScenarioStore, random: () => number = Math.random): RequestHandler {
  return http.all(
    ({ request }) => inScope(request),
    async () => {
      const scenario = scenarios.get();
      if (scenario.latency === 'slow') await delay(SLOW_NETWORK_MS);
      if (scenario.offline) return HttpResponse.error();
      if (scenario.expire) {
        scenarios.set({ expire: false });
        return invalidToken();
      }
      if (scenario.failureRate > 0 && random() * 100 < scenario.failureRate) {
        return HttpResponse.json({ error: SCENARIO_FAILURE }, { status: 500 });
      }
      return undefined;
    },
  );
}

/** A list answer with nothing in it: an array, or an object whose `items` is one (its counts to 0). */
function emptied(body: unknown): unknown {
  if (Array.isArray(body)) return [];
  if (body === null || typeof body !== 'object' || !Array.isArray((body as { items?: unknown }).items)) return body;
  const page: Record<string, unknown> = { ...(body as Record<string, unknown>), items: [] };
  for (const count of ['total', 'totalCount', 'count'] as const) if (typeof page[count] === 'number') page[count] = 0;
  return page;
}

/** The navigation is the app's structure, not its data: it stays whole when lists are emptied. */
const STRUCTURE = /\/api\/common\/navigation$/;

/** `response` with its list emptied when `empty` is on and it answers a list read (GET). */
async function emptiedIfAsked(request: Request, response: Response, scenarios: ScenarioStore): Promise<Response> {
  if (!scenarios.get().empty || request.method !== 'GET' || !inScope(request)) return response;
  if (STRUCTURE.test(new URL(request.url).pathname)) return response;
  if (!response.ok || !response.headers.get('content-type')?.includes('application/json')) return response;
  const body: unknown = await response.clone().json();
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(emptied(body)), { status: response.status, headers });
}

/** Answers `request` as the scenario and then `handlers` say (the mock core loads this on demand). */
export async function answerInScenario(
  handlers: readonly RequestHandler[],
  scenarios: ScenarioStore,
  request: Request,
): Promise<Response | undefined> {
  const gated = await getResponse([scenarioGate(scenarios)], request);
  if (gated) return gated;
  const response = await getResponse([...handlers], request);
  return response ? emptiedIfAsked(request, response, scenarios) : undefined;
}
