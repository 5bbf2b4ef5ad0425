import { useState } from 'react';

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
