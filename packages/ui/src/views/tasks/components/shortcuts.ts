import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SHORTCUTS, usesCommandKey, useShortcut } from '../../../shortcuts/registry';

export { usesCommandKey };

/**
 * The characters that add a task and a section, with Ctrl (Cmd on Apple keyboards). They are matched as
 * the character the key produces (`event.key`), whatever key and Shift it takes on the keyboard's
 * layout: '/' is a key of its own on an English keyboard and Shift + 7 on a Spanish one; '.' is a key
 * of its own on both.
 */
export const ADD_TASK_KEY = SHORTCUTS.addTask.key;
export const ADD_SECTION_KEY = SHORTCUTS.addSection.key;

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

/**
 * Ctrl (or Cmd) + '/' adds a task and + '.' a section, anywhere on the page except while typing in
 * a field (where the keys belong to the text) or with a dialog open over the list. Shift may be held:
 * on many layouts it is how '/' is typed. Both are declared in the shortcut registry.
 */
export function useAddShortcuts(onAdd: (type: 'task' | 'section') => void, isEnabled = true) {
  useShortcut(SHORTCUTS.addTask, () => onAdd('task'), { isEnabled });
  useShortcut(SHORTCUTS.addSection, () => onAdd('section'), { isEnabled });
}
