import { usesMockApi } from '../env';

/**
 * Where the mock keeps the tab's scenario (`SCENARIO_STORAGE_KEY` of `@atrium/mock-api`): written out, as
 * importing anything of the mock here would put its modules in a chunk the shell and the mock share.
 */
const SCENARIO_KEY = 'atrium.mock-api.scenario';

/** The `live` field of the tab's kept scenario, or null when there is none. */
function keptLive(): boolean | null {
  try {
    const kept: unknown = JSON.parse(window.sessionStorage.getItem(SCENARIO_KEY) ?? 'null');
    const live = (kept as { live?: unknown } | null)?.live;
    return typeof live === 'boolean' ? live : null;
  } catch {
    return null;
  }
}

/**
 * Whether the shell listens to pushed updates: always against a real backend; with the mock, as the tab's
 * scenario says, by default unless a test drives the browser (journeys and screenshots must hold still).
 */
export function useLiveUpdatesOn(): boolean {
  if (!usesMockApi) return true;
  return keptLive() ?? !navigator.webdriver;
}
