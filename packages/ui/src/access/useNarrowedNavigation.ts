import { useMemo } from 'react';
import type { Navigation } from '@atrium/mock-api';
import { narrowNavigation } from './areas';
import { useAccess } from './useAccess';

/**
 * The navigation narrowed to the areas the user may see (spec 4 §1: an entry without its `:view` is
 * hidden). While `api/me` loads, the guarded entries wait hidden rather than show and vanish; if it
 * fails, they show, and the area itself offers Retry (the API still refuses what is not allowed).
 */
export function useNarrowedNavigation(navigation: Navigation): Navigation;
export function useNarrowedNavigation(navigation: Navigation | undefined): Navigation | undefined;
export function useNarrowedNavigation(navigation: Navigation | undefined): Navigation | undefined {
  const { ready, failed, can } = useAccess();
  return useMemo(() => {
    if (!navigation || failed) return navigation;
    return narrowNavigation(navigation, ready ? can : () => false);
  }, [navigation, ready, failed, can]);
}
