import { useEffect, useState } from 'react';
import { mediaUp, type Breakpoint } from '../theme/breakpoints';

/** Window resize updates are debounced (spec §9). */
export const RESIZE_DEBOUNCE_MS = 150;

const matches = (query: string) => typeof matchMedia === 'function' && matchMedia(query).matches;

/**
 * Whether a media query matches. The first answer is read at once (no flash of the wrong layout);
 * later changes settle 150 ms after the window stops resizing.
 */
export function useMediaQuery(query: string): boolean {
  const [state, setState] = useState(() => ({ query, value: matches(query) }));
  // A new query is answered during render, not one debounce later.
  const value = state.query === query ? state.value : matches(query);
  if (state.query !== query) setState({ query, value });

  useEffect(() => {
    if (typeof matchMedia !== 'function') return undefined;
    const list = matchMedia(query);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onChange = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setState({ query, value: list.matches }), RESIZE_DEBOUNCE_MS);
    };
    list.addEventListener('change', onChange);
    return () => {
      clearTimeout(timer);
      list.removeEventListener('change', onChange);
    };
  }, [query]);

  return value;
}

/** True from the breakpoint up (md = 960 px and wider docks the navigation). */
export const useBreakpointUp = (name: Breakpoint): boolean => useMediaQuery(mediaUp(name));
