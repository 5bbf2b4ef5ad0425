import { useEffect, useState } from 'react';

/**
 * The text of a search field whose search lives in the address: the field shows what is typed at once
 * and writes it to the address (`commit`, keep it stable) a moment after the last key, and follows the
 * address when something else changes it (Back, "clear filters", a saved view). Its own writes coming back
 * are not taken as a change, so keys typed meanwhile are never lost.
 *
 * A field that showed the address itself would lose keys: a router applies a change of address in a
 * transition, after the key that caused it, and the field meanwhile goes back to the old text.
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
    if (value === source) return undefined;
    const timer = setTimeout(() => {
      setPushed((previous) => [...previous, value]);
      commit(value);
    }, delay);
    return () => clearTimeout(timer);
  }, [value, source, commit, delay]);
  return [value, setValue] as const;
}
