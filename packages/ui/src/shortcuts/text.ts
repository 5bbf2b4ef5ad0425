import { usesCommandKey, type Shortcut } from './registry';

/** A shortcut as written for the user: "Ctrl + K" (⌘ K on Apple keyboards), or just "?". */
export function shortcutLabel(shortcut: Shortcut, apple = usesCommandKey()): string {
  const key = shortcut.key.length === 1 ? shortcut.key.toUpperCase() : shortcut.key;
  if (!shortcut.mod) return key;
  return apple ? `⌘ ${key}` : `Ctrl + ${key}`;
}

/** The same, for a component. */
export const useShortcutLabel = (shortcut: Shortcut): string => shortcutLabel(shortcut);
