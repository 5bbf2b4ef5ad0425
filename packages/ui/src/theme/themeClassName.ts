import type { ThemeChoice } from './custom';
import type { Scheme } from './names';

/** The class of a theme × scheme, e.g. `atrium-teal-dark`; the boot script in index.html builds the same. */
export const themeClassName = (theme: ThemeChoice, scheme: Scheme): string => `atrium-${theme}-${scheme}`;
