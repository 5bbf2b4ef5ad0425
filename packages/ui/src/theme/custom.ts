/**
 * The saved custom theme at run time: what the app needs to show it (its name and stylesheet), kept
 * apart from the studio's generator so the shell never loads colour maths. The studio writes it; the boot
 * script in index.html reads the same storage key and puts the stylesheet on the page before the first
 * paint.
 */
import type { ThemeName } from './names';

/** A theme of the six, or the one the user built in the theme studio. */
export type ThemeChoice = ThemeName | 'custom';

export const CUSTOM_THEME_STORAGE_KEY = 'atrium.customTheme';
/** The custom theme's CSS puts its light values first, on this class. */
const CUSTOM_THEME_SELECTOR = '.atrium-custom-';

/** What is stored: the spec the studio edits (opaque here) and the CSS generated from it. */
export interface StoredCustomTheme {
  name: string;
  css: string;
  spec: unknown;
}

interface ReadableStorage {
  getItem(key: string): string | null;
}

/** The saved custom theme, or undefined when there is none or it is unreadable. */
export function readCustomTheme(
  storage: ReadableStorage | undefined = safeLocalStorage(),
): StoredCustomTheme | undefined {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(CUSTOM_THEME_STORAGE_KEY) ?? 'null');
    if (typeof raw !== 'object' || raw === null) return undefined;
    const { name, css, spec } = raw as Record<string, unknown>;
    return typeof name === 'string' && typeof css === 'string' ? { name, css, spec } : undefined;
  } catch {
    return undefined;
  }
}

/** Whether an adopted sheet is the custom theme's (its rules are on the custom classes). */
const isCustomSheet = (sheet: CSSStyleSheet) => {
  const first = sheet.cssRules[0];
  return first instanceof CSSStyleRule && first.selectorText.startsWith(CUSTOM_THEME_SELECTOR);
};

/**
 * Puts the custom theme's stylesheet on the page, replacing an earlier one; false where the browser cannot
 * (the default theme then shows). It is a constructed sheet
 * adopted by the document, not a `<style>` element, which the page's content security policy
 * (`style-src 'self'`) refuses; the CSS is ours, generated from checked values.
 */
export function installCustomThemeCss(css: string, doc: Document = document): boolean {
  const view = doc.defaultView;
  if (!view || !('adoptedStyleSheets' in doc)) return false;
  const sheet = new view.CSSStyleSheet();
  sheet.replaceSync(css);
  doc.adoptedStyleSheets = [...doc.adoptedStyleSheets.filter((other) => !isCustomSheet(other)), sheet];
  return true;
}

function safeLocalStorage(): ReadableStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
