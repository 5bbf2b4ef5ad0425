import type { Scheme, ThemeName } from './tokens';

/** The class of a theme × scheme, e.g. `atrium-teal-dark`; the boot script in index.html builds the same. */
export const themeClassName = (theme: ThemeName, scheme: Scheme): string => `atrium-${theme}-${scheme}`;
