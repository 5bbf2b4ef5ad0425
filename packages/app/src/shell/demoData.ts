import { createContext } from 'react';

export interface DemoData {
  /** Restores the mock API's seed data (the settings drawer's "Reset demo data"). */
  reset(): Promise<void>;
  /** Loads the rest of the mock API now (the signed-in shell asks for it once its first screen is done). */
  preload(): void;
}

export const DemoDataContext = createContext<DemoData>({ reset: () => Promise.resolve(), preload: () => undefined });
