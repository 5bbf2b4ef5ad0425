import { useContext } from 'react';
import { MockApiPanel, useApiClient } from '@atrium/ui';
import { DemoDataContext } from './demoData';
import { useScenario, useScenarioStore } from './liveUpdates';

/** What `SLOW_NETWORK_MS` of `@atrium/mock-api` is (written out: see liveUpdates.ts on the mock's chunk). */
const SLOW_NETWORK_MS = 2000;

/** The toolbar's Mock API panel over the tab's scenario; nothing until the mock has started. */
export function MockApiControl() {
  const demoData = useContext(DemoDataContext);
  const api = useApiClient();
  const store = useScenarioStore();
  const scenario = useScenario(store);
  if (!store || !scenario) return null;
  return (
    <MockApiPanel
      scenario={scenario}
      slowNetworkMs={SLOW_NETWORK_MS}
      onChange={(patch) => store.set(patch)}
      onExpireSession={() => {
        store.set({ expire: true });
        // A call now, so the session ends at once: its 401 signs the user out, and the guards send them to
        // sign-in with this address kept.
        void api.get('api/common/user').catch(() => undefined);
      }}
      onResetDemoData={() => void demoData.reset().then(() => window.location.reload())}
    />
  );
}
