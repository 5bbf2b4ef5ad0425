import { createContext } from 'react';

export interface DemoData {
  /** Restores the mock API's seed data (the settings drawer's "Reset demo data"). */
  reset(): Promise<void>;
  /** Loads the rest of the mock API when the browser is idle (the signed-in shell asks for it). */
  preload(): void;
}

export const DemoDataContext = createContext<DemoData>({ reset: () => Promise.resolve(), preload: () => undefined });
