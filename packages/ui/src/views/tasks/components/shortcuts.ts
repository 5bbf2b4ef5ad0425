import { useEffect, useRef } from 'react';

/** The keys that add a task and a section, with Ctrl (Cmd on Apple keyboards). */
export const ADD_TASK_KEY = '/';
export const ADD_SECTION_KEY = '.';

/** Whether the keyboard is an Apple one, whose shortcuts use Cmd rather than Ctrl. */
export function usesCommandKey(): boolean {
  if (typeof navigator === 'undefined') return false;
  return /Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent);
}

/** How a shortcut is written for the user: "Ctrl + /" or "⌘ /". */
export function shortcutText(key: string): string {
  return usesCommandKey() ? `⌘ ${key}` : `Ctrl + ${key}`;
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Ctrl (or Cmd) + '/' adds a task and + '.' a section, anywhere on the page except while typing in
 * a field (where the keys belong to the text) or with a dialog open over the list.
 */
export function useAddShortcuts(onAdd: (type: 'task' | 'section') => void) {
  const latest = useRef(onAdd);
  useEffect(() => {
    latest.current = onAdd;
  }, [onAdd]);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey || event.repeat) return;
      if (event.key !== ADD_TASK_KEY && event.key !== ADD_SECTION_KEY) return;
      if (isTyping(event.target) || document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      event.preventDefault();
      latest.current(event.key === ADD_TASK_KEY ? 'task' : 'section');
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
