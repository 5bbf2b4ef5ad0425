import { useEffect, useRef, useSyncExternalStore } from 'react';

/**
 * Every keyboard shortcut of the app, declared once: the keys that trigger it, where it acts, and the
 * translation key of what it does. Shortcuts are bound only through {@link useShortcut}, which reads them
 * from here, and the keyboard help lists them from here, so the help cannot go stale (a test fails when a
 * page listens to keys on the document outside this folder).
 */
export interface Shortcut {
  id: string;
  /** The character the key writes (`event.key`), matched whatever key and Shift it takes on the layout. */
  key: string;
  /** With Ctrl (Cmd on Apple keyboards). */
  mod: boolean;
  /** `app`: anywhere in the signed-in app; `page`: only on the page that binds it (listed while it is shown). */
  scope: 'app' | 'page';
  /** What it does, as a translation key. */
  label: string;
  /** It also acts while typing in a field (the palette's Ctrl + K); others leave the keys to the text. */
  inFields?: boolean;
}

export const SHORTCUTS = {
  palette: { id: 'palette', key: 'k', mod: true, scope: 'app', label: 'keyboard.shortcuts.palette', inFields: true },
  help: { id: 'help', key: '?', mod: false, scope: 'app', label: 'keyboard.shortcuts.help' },
  addTask: { id: 'tasks.addTask', key: '/', mod: true, scope: 'page', label: 'keyboard.shortcuts.addTask' },
  addSection: { id: 'tasks.addSection', key: '.', mod: true, scope: 'page', label: 'keyboard.shortcuts.addSection' },
} as const satisfies Record<string, Shortcut>;

export const APP_SHORTCUTS: readonly Shortcut[] = Object.values(SHORTCUTS).filter(
  (shortcut: Shortcut) => shortcut.scope === 'app',
);

/** Whether the keyboard is an Apple one, whose shortcuts use Cmd rather than Ctrl. */
export function usesCommandKey(): boolean {
  if (typeof navigator === 'undefined') return false;
  return /Mac|iPhone|iPad|iPod/.test(navigator.platform || navigator.userAgent);
}

/** Whether the keys go to a field (or an editable element) being typed in. */
function isTyping(target: EventTarget | null): boolean {
  const element = target as Partial<Pick<HTMLElement, 'isContentEditable' | 'tagName'>> | null;
  if (!element || typeof element.tagName !== 'string') return false;
  return element.isContentEditable === true || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName);
}

/** Whether `event` is `shortcut` (Shift may be held: on many layouts it is how '/' or '?' is typed). */
export function matches(shortcut: Shortcut, event: KeyboardEvent): boolean {
  if (event.altKey || event.repeat) return false;
  if (shortcut.mod !== (event.ctrlKey || event.metaKey)) return false;
  if (event.key.toLowerCase() !== shortcut.key.toLowerCase()) return false;
  return shortcut.inFields === true || !isTyping(event.target);
}

// The page shortcuts bound now, for the keyboard help.
const bound = new Map<string, number>();
const listeners = new Set<() => void>();
let snapshot: readonly Shortcut[] = [];
const all: readonly Shortcut[] = Object.values(SHORTCUTS);
function changed() {
  snapshot = all.filter((shortcut) => (bound.get(shortcut.id) ?? 0) > 0);
  for (const listener of listeners) listener();
}

/** The shortcuts bound on the page now (app and page ones), in the registry's order. */
export function useBoundShortcuts(): readonly Shortcut[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => snapshot,
  );
}

export interface UseShortcutOptions {
  isEnabled?: boolean;
  /** Also while a dialog is open (the palette's own toggle); others wait for the dialog to close. */
  overDialogs?: boolean;
}

/** Runs `run` on the shortcut, anywhere on the page, while mounted (and enabled). */
export function useShortcut(
  shortcut: Shortcut,
  run: (event: KeyboardEvent) => void,
  { isEnabled = true, overDialogs = false }: UseShortcutOptions = {},
) {
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  }, [run]);
  useEffect(() => {
    if (!isEnabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !matches(shortcut, event)) return;
      if (!overDialogs && document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      event.preventDefault();
      latest.current(event);
    };
    document.addEventListener('keydown', onKeyDown);
    bound.set(shortcut.id, (bound.get(shortcut.id) ?? 0) + 1);
    changed();
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      bound.set(shortcut.id, (bound.get(shortcut.id) ?? 1) - 1);
      changed();
    };
  }, [shortcut, isEnabled, overDialogs]);
}
