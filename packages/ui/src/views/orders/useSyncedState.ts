import { useEffect, useState } from 'react';

/**
 * Local state that follows `source` whenever `source` changes (a field showing what the URL holds,
 * edited locally until it is committed back). Adjusted during render, not in an effect.
 */
export function useSyncedState<T>(source: T) {
  const [value, setValue] = useState(source);
  const [seen, setSeen] = useState(source);
  if (!Object.is(seen, source)) {
    setSeen(source);
    setValue(source);
  }
  return [value, setValue] as const;
}

/**
 * A text field that writes to the URL a moment after the last key (`commit`, keep it stable) and
 * follows the URL when something else changes it (Back, "clear filters", a saved view). Its own
 * writes coming back are not taken as a change, so keys typed meanwhile are never lost.
 */
export function useDebouncedUrlText(source: string, commit: (value: string) => void, delay: number) {
  const [value, setValue] = useState(source);
  const [seen, setSeen] = useState(source);
  // Every value written and not yet seen back: under load the URL can echo an older write after a newer
  // one went out, and that echo must not overwrite what was typed since.
  const [pushed, setPushed] = useState<readonly string[]>([]);
  if (seen !== source) {
    setSeen(source);
    const echo = pushed.indexOf(source);
    if (echo === -1) setValue(source);
    else setPushed(pushed.slice(echo + 1));
  }
  useEffect(() => {
    if (value === source) return;
    const timer = setTimeout(() => {
      setPushed((previous) => [...previous, value]);
      commit(value);
    }, delay);
    return () => clearTimeout(timer);
  }, [value, source, commit, delay]);
  return [value, setValue] as const;
}
