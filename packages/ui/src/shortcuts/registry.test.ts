import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHORTCUTS, matches } from './registry';
import { shortcutLabel } from './text';

const root = join(import.meta.dirname, '..', '..', '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** A key press as the browser gives it (the fields `matches` reads). */
const key = (init: Partial<Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey' | 'target'>>) =>
  ({
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    altKey: false,
    repeat: false,
    target: null,
    ...init,
  }) as KeyboardEvent;

describe('the shortcut registry', () => {
  it('is the only place that listens to keys on the whole page, so the keyboard help lists every shortcut', () => {
    const outside = [join(root, 'ui', 'src'), join(root, 'app', 'src')]
      .flatMap(sources)
      .filter((file) => !file.includes(join('src', 'shortcuts')))
      .filter((file) =>
        /(?:document|window)\.addEventListener\(\s*['"]key(?:down|up|press)['"]/.test(readFileSync(file, 'utf8')),
      )
      .map((file) => relative(root, file));
    expect(outside).toEqual([]);
  });

  it('matches the character with Ctrl or Cmd, whatever Shift it took, and leaves typing alone', () => {
    expect(matches(SHORTCUTS.palette, key({ key: 'k', ctrlKey: true }))).toBe(true);
    expect(matches(SHORTCUTS.palette, key({ key: 'K', metaKey: true, shiftKey: true }))).toBe(true);
    expect(matches(SHORTCUTS.palette, key({ key: 'k' }))).toBe(false);
    expect(matches(SHORTCUTS.palette, key({ key: 'k', ctrlKey: true, altKey: true }))).toBe(false);
    expect(matches(SHORTCUTS.help, key({ key: '?', shiftKey: true }))).toBe(true);
    expect(matches(SHORTCUTS.help, key({ key: '?', ctrlKey: true }))).toBe(false);
    const field = { tagName: 'INPUT', isContentEditable: false } as unknown as EventTarget;
    expect(matches(SHORTCUTS.help, key({ key: '?', target: field }))).toBe(false);
    expect(matches(SHORTCUTS.palette, key({ key: 'k', ctrlKey: true, target: field }))).toBe(true);
  });

  it('writes each shortcut as on the keyboard in use', () => {
    expect(shortcutLabel(SHORTCUTS.palette, false)).toBe('Ctrl + K');
    expect(shortcutLabel(SHORTCUTS.palette, true)).toBe('⌘ K');
    expect(shortcutLabel(SHORTCUTS.help, false)).toBe('?');
    expect(new Set(Object.values(SHORTCUTS).map((shortcut) => shortcut.id)).size).toBe(Object.keys(SHORTCUTS).length);
  });
});
