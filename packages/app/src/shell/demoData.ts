import { createContext } from 'react';
import type { ScenarioStore } from '@atrium/mock-api';

export interface DemoData {
  /** Restores the mock API's seed data (the Mock API panel's "Reset demo data"). */
  reset(): Promise<void>;
  /** Loads the rest of the mock API now (the signed-in shell asks for it once its first screen is done). */
  preload(): void;
  /** The tab's demo scenario, once the mock has started; null against a real backend. */
  scenario(): Promise<ScenarioStore | null>;
}

export const DemoDataContext = createContext<DemoData>({
  reset: () => Promise.resolve(),
  preload: () => undefined,
  scenario: () => Promise.resolve(null),
});
