import { useCallback, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import type { MockScenario, ScenarioStore } from '@atrium/mock-api';
import { usesMockApi } from '../env';
import { DemoDataContext } from './demoData';

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

/** The tab's scenario store once the mock has started (null before, and always against a real backend). */
export function useScenarioStore(): ScenarioStore | null {
  const demoData = useContext(DemoDataContext);
  const [store, setStore] = useState<ScenarioStore | null>(null);
  useEffect(() => {
    let current = true;
    void demoData
      .scenario()
      .then((found) => current && setStore(found))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [demoData]);
  return store;
}

/** The scenario as it is now, following every change the panel makes; null until the store is there. */
export function useScenario(store: ScenarioStore | null): MockScenario | null {
  const subscribe = useCallback(
    (onChange: () => void) => (store ? store.subscribe(onChange) : () => undefined),
    [store],
  );
  return useSyncExternalStore(subscribe, () => store?.get() ?? null);
}

/**
 * Whether the shell listens to pushed updates: always against a real backend; with the mock, as the tab's
 * scenario says (switched in the Mock API panel), by default unless a test drives the browser (journeys
 * and screenshots must hold still).
 */
export function useLiveUpdatesOn(): boolean {
  const scenario = useScenario(useScenarioStore());
  if (!usesMockApi) return true;
  return scenario?.live ?? keptLive() ?? !navigator.webdriver;
}
