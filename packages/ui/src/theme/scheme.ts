import { installCustomThemeCss, readCustomTheme, type ThemeChoice } from './custom';
import { themeClassName } from './themeClassName';
import { themeClasses } from './themes.css';
import type { Scheme, SchemeSetting } from './names';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The scheme the system prefers right now (light where matchMedia does not exist). */
export function systemScheme(): Scheme {
  return typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

export function resolveScheme(setting: SchemeSetting): Scheme {
  return setting === 'auto' ? systemScheme() : setting;
}

const allThemeClasses = [
  ...Object.values(themeClasses).flatMap((bySchema) => Object.values(bySchema)),
  themeClassName('custom', 'light'),
  themeClassName('custom', 'dark'),
];

/**
 * Puts the theme and scheme on an element (the document element by default): the theme
 * class, a `light`/`dark` class, `data-theme` and `data-scheme`.
 */
export function applyTheme(theme: ThemeChoice, scheme: Scheme, element: HTMLElement = document.documentElement): void {
  // The custom theme's stylesheet comes from storage (the boot script puts it on the page first; a page
  // without that script, or another tab's new one, gets it here). Without one, the default theme shows.
  let shown = theme;
  if (theme === 'custom') {
    const custom = readCustomTheme();
    if (!custom || !installCustomThemeCss(custom.css, element.ownerDocument)) shown = 'default';
  }
  element.classList.remove(...allThemeClasses, 'light', 'dark');
  element.classList.add(themeClassName(shown, scheme), scheme);
  element.dataset.theme = shown;
  element.dataset.scheme = scheme;
  element.style.colorScheme = scheme;
}

/**
 * Applies the theme and keeps following the system while the setting is auto.
 * Returns a function that stops following.
 */
export function followScheme(
  theme: ThemeChoice,
  setting: SchemeSetting,
  element: HTMLElement = document.documentElement,
): () => void {
  applyTheme(theme, resolveScheme(setting), element);
  if (setting !== 'auto' || typeof matchMedia !== 'function') return () => undefined;
  const query = matchMedia(DARK_QUERY);
  const onChange = (event: MediaQueryListEvent) => applyTheme(theme, event.matches ? 'dark' : 'light', element);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
