import { useSyncExternalStore } from 'react';
import type { Scheme } from './names';

const read = (): Scheme =>
  typeof document !== 'undefined' && document.documentElement.dataset.scheme === 'dark' ? 'dark' : 'light';

function subscribe(onChange: () => void): () => void {
  if (typeof MutationObserver === 'undefined') return () => undefined;
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-scheme'] });
  return () => observer.disconnect();
}

/**
 * The scheme on screen (`applyTheme` writes it on the document): follows an "auto" setting when the system
 * switches, with no second source of truth to fall out of step with the page's colours.
 */
export function useShownScheme(): Scheme {
  return useSyncExternalStore(subscribe, read, () => 'light');
}
