import { usesMockApi } from '../env';

/**
 * Whether the shell listens to pushed updates: always against a real backend; with the mock, unless the
 * browser is driven by a test (journeys and screenshots must not change under their eyes).
 */
export function useLiveUpdatesOn(): boolean {
  return !usesMockApi || !navigator.webdriver;
}
