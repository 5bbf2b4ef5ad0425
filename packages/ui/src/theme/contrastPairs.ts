import { contrastRatio } from './contrast';
import type { ColorRoles } from './tokens';

export type ColorRole = keyof ColorRoles;

/** A foreground role on a background role, and the ratio WCAG 2.2 AA asks of it. */
export interface ContrastPair {
  foreground: ColorRole;
  background: ColorRole;
  /** 4.5 for text (1.4.3), 3 for focus indicators, control boundaries and filled controls (1.4.11). */
  minimum: 4.5 | 3;
}

const text = (foreground: ColorRole, background: ColorRole): ContrastPair => ({ foreground, background, minimum: 4.5 });
const ui = (foreground: ColorRole, background: ColorRole): ContrastPair => ({ foreground, background, minimum: 3 });

/** Every text/background and control/background pair of the theme contract that the product draws. */
export const contrastPairs: readonly ContrastPair[] = [
  text('text', 'background'),
  text('text', 'surface'),
  text('text', 'surfaceRaised'),
  text('text', 'surfaceSunken'),
  text('text', 'hover'),
  text('text', 'selected'),
  text('textMuted', 'surface'),
  text('textMuted', 'background'),
  text('textMuted', 'surfaceRaised'),
  text('primaryText', 'surface'),
  text('primaryText', 'surfaceRaised'),
  text('primaryText', 'hover'),
  text('warnText', 'surface'),
  text('warnText', 'surfaceRaised'),
  text('onPrimary', 'primary'),
  text('onPrimary', 'primaryHover'),
  text('onAccent', 'accent'),
  text('onWarn', 'warn'),
  text('onWarn', 'warnHover'),
  ui('focusRing', 'background'),
  ui('focusRing', 'surface'),
  ui('focusRing', 'surfaceRaised'),
  ui('border', 'surface'),
  ui('border', 'background'),
  ui('primary', 'surface'),
  ui('warn', 'surface'),
];

export interface ContrastResult extends ContrastPair {
  ratio: number;
  passes: boolean;
}

/** Each pair of `roles` with its ratio and whether it meets its minimum. */
export function checkContrast(roles: ColorRoles): ContrastResult[] {
  return contrastPairs.map((pair) => {
    const ratio = contrastRatio(roles[pair.foreground], roles[pair.background]);
    return { ...pair, ratio, passes: ratio >= pair.minimum };
  });
}
