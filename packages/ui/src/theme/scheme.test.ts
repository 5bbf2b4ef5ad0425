import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyTheme, followScheme, resolveScheme } from './scheme';
import { themeClasses } from './themes.css';

/** Just enough of an element for the theme to be applied to. */
function fakeElement() {
  const classes = new Set<string>();
  return {
    classList: {
      add: (...names: string[]) => names.forEach((n) => classes.add(n)),
      remove: (...names: string[]) => names.forEach((n) => classes.delete(n)),
    },
    dataset: {} as Record<string, string>,
    style: {} as Record<string, string>,
    classes,
  };
}

type Listener = (event: { matches: boolean }) => void;
function fakeSystem(dark: boolean) {
  const listeners = new Set<Listener>();
  const query = {
    matches: dark,
    addEventListener: (_: string, l: Listener) => listeners.add(l),
    removeEventListener: (_: string, l: Listener) => listeners.delete(l),
  };
  vi.stubGlobal('matchMedia', () => query);
  return {
    listeners,
    switchTo(nowDark: boolean) {
      query.matches = nowDark;
      listeners.forEach((l) => l({ matches: nowDark }));
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('theme and scheme on the document element', () => {
  it('puts exactly one theme class, the scheme class and data attributes on the element', () => {
    const element = fakeElement();
    applyTheme('teal', 'dark', element as unknown as HTMLElement);
    applyTheme('rose', 'light', element as unknown as HTMLElement);
    expect([...element.classes].sort()).toEqual([themeClasses.rose.light, 'light'].sort());
    expect(element.dataset).toEqual({ theme: 'rose', scheme: 'light' });
  });

  it('gives each of the twelve theme × scheme pairs its own class', () => {
    const all = Object.values(themeClasses).flatMap((byScheme) => Object.values(byScheme));
    expect(all).toHaveLength(12);
    expect(new Set(all).size).toBe(12);
  });

  it('resolves auto from the system preference', () => {
    fakeSystem(true);
    expect(resolveScheme('auto')).toBe('dark');
    expect(resolveScheme('light')).toBe('light');
  });

  it('follows the system live while the setting is auto, and stops when asked', () => {
    const system = fakeSystem(false);
    const element = fakeElement();
    const stop = followScheme('default', 'auto', element as unknown as HTMLElement);
    expect(element.dataset.scheme).toBe('light');
    system.switchTo(true);
    expect(element.dataset.scheme).toBe('dark');
    expect(element.classes.has(themeClasses.default.dark)).toBe(true);
    stop();
    system.switchTo(false);
    expect(element.dataset.scheme).toBe('dark');
  });

  it('ignores the system when the scheme is fixed', () => {
    const system = fakeSystem(true);
    const element = fakeElement();
    followScheme('amber', 'light', element as unknown as HTMLElement);
    expect(system.listeners.size).toBe(0);
    expect(element.dataset.scheme).toBe('light');
  });
});
