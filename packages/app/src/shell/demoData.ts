import { createContext } from 'react';

/** Restores the mock API's seed data (the settings drawer's "Reset demo data"). */
export const DemoDataContext = createContext<() => Promise<void>>(() => Promise.resolve());
