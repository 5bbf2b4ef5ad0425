import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** How long typing pauses before a text is saved. */
export const TASK_SAVE_DEBOUNCE_MS = 600;

/**
 * A text that is saved while it is typed (after a pause), when the field loses focus, and when the
 * field goes away (the drawer closes, another task opens). What was typed stays in the field until
 * the field goes, even if a save fails and the stored text is put back; the next save sends it again.
 */
export function useDraft(value: string, save: (text: string) => void, delay = TASK_SAVE_DEBOUNCE_MS) {
  const [draft, setDraft] = useState<string | null>(null);
  const latest = useRef({ draft, value, save });
  useLayoutEffect(() => {
    latest.current = { draft, value, save };
  });
  const flush = useCallback(() => {
    const current = latest.current;
    if (current.draft !== null && current.draft !== current.value) current.save(current.draft);
  }, []);
  useEffect(() => {
    if (draft === null) return undefined;
    const timer = setTimeout(flush, delay);
    return () => clearTimeout(timer);
  }, [draft, flush, delay]);
  useEffect(() => () => flush(), [flush]);
  return { text: draft ?? value, setText: setDraft, flush };
}
