import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The characters that add a task and a section, with Ctrl (Cmd on Apple keyboards). They are matched as
 * the character the key produces (`event.key`), whatever key and Shift it takes on the keyboard's
 * layout: '/' is a key of its own on an English keyboard and Shift + 7 on a Spanish one; '.' is a key
 * of its own on both.
 */
export const ADD_TASK_KEY = '/';
export const ADD_SECTION_KEY = '.';

/** Whether the keyboard is an Apple one, whose shortcuts use Cmd rather than Ctrl. */
export function usesCommandKey(): boolean {
  if (typeof navigator === 'undefined') return false;
  return /Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent);
}

/** Chromium's Keyboard API: what each key writes (unshifted) on the layout in use. */
interface KeyboardLayoutApi {
  keyboard?: { getLayoutMap?: () => Promise<{ values: () => IterableIterator<string> }> };
}

/**
 * How the layout in use types `key`: on a key of its own ('direct'), only with Shift ('shifted'), or
 * 'unknown' where the browser does not tell (Firefox, Safari).
 */
function useKeyReach(key: string): 'direct' | 'shifted' | 'unknown' {
  const [reach, setReach] = useState<'direct' | 'shifted' | 'unknown'>('unknown');
  useEffect(() => {
    const layout = (navigator as Navigator & KeyboardLayoutApi).keyboard?.getLayoutMap?.();
    if (!layout) return undefined;
    let live = true;
    layout
      .then((map) => {
        if (live) setReach([...map.values()].includes(key) ? 'direct' : 'shifted');
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [key]);
  return reach;
}

/**
 * A shortcut written for the user: "Ctrl + /" or "⌘ /"; where '/' takes Shift on the layout in use
 * (Spanish: Shift + 7) "Ctrl + Mayús + 7"; where the browser does not say, both ways.
 */
export function useShortcutText(key: string): string {
  const { t } = useTranslation();
  const reach = useKeyReach(key);
  const modifier = usesCommandKey() ? '⌘' : 'Ctrl';
  if (key !== ADD_TASK_KEY || reach === 'direct') return `${modifier} + ${key}`;
  if (reach === 'shifted') return `${modifier} + ${t('tasks.shortcutKeys.shiftSeven')}`;
  return t('tasks.shortcutKeys.slashEither', { modifier });
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Ctrl (or Cmd) + '/' adds a task and + '.' a section, anywhere on the page except while typing in
 * a field (where the keys belong to the text) or with a dialog open over the list. Shift may be held:
 * on many layouts it is how '/' is typed.
 */
export function useAddShortcuts(onAdd: (type: 'task' | 'section') => void, isEnabled = true) {
  const latest = useRef(onAdd);
  useEffect(() => {
    latest.current = onAdd;
  }, [onAdd]);
  useEffect(() => {
    if (!isEnabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.repeat) return;
      if (event.key !== ADD_TASK_KEY && event.key !== ADD_SECTION_KEY) return;
      if (isTyping(event.target) || document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      event.preventDefault();
      latest.current(event.key === ADD_TASK_KEY ? 'task' : 'section');
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isEnabled]);
}
