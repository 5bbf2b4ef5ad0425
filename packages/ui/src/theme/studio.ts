/**
 * Custom themes as data: a few choices (two base colours, a neutral tint, radius, density, type scale)
 * from which every value of the theme contract is generated, in light and dark, checked for contrast,
 * and written out as CSS custom properties, as JSON and as a vanilla-extract theme file.
 *
 * Colour maths (OKLCH, gamut clamping) is culori's; the scales keep a base colour's hue and chroma and
 * set each shade's lightness, so a generated scale steps like the hand-picked ones.
 */
import {
  clampChroma,
  converter,
  formatHex,
  modeOklch,
  modeRgb,
  parse,
  useMode as registerMode,
  type Oklch,
} from 'culori/fn';
import { contrastRatio } from './contrast';
import { checkContrast, type ContrastResult } from './contrastPairs';
import type { Scale, Shade } from './palettes';
import { themeClassName } from './themeClassName';
import { gray, white } from './palettes';
import {
  chartRolesFromSeed,
  fontFamily,
  fontSize,
  fontWeight,
  lineHeight,
  motion,
  radii,
  rolesFromSeed,
  shadows,
  space,
  tagRoles,
  zIndex,
  type ChartRoles,
  type ColorRoles,
  type Scheme,
  type TagRoles,
  type ThemeSeed,
} from './tokens';

// culori's tree-shakeable build knows only the colour spaces registered with it (not a React hook).
registerMode(modeRgb);
registerMode(modeOklch);
const toOklch = converter('oklch');

export const radiusChoices = ['sharp', 'default', 'round'] as const;
export const densityChoices = ['compact', 'default', 'spacious'] as const;
export const typeScaleChoices = ['small', 'default', 'large'] as const;
export const onPrimaryChoices = ['light', 'dark'] as const;

/** A custom theme as the studio edits, saves, exports and imports it. */
export interface CustomThemeSpec {
  version: 1;
  /** The name shown in the settings beside the six themes (at most 40 characters). */
  name: string;
  /** `#rrggbb`: the primary's base; its scale is generated around it. */
  primary: string;
  /** `#rrggbb`: the accent's base. */
  accent: string;
  /** Text on the primary fill: white (light) or near-black (dark). */
  onPrimary: (typeof onPrimaryChoices)[number];
  /** 0 to 100: how much of the primary's hue tints the greys (0 is neutral grey). */
  neutralTint: number;
  radius: (typeof radiusChoices)[number];
  density: (typeof densityChoices)[number];
  typeScale: (typeof typeScaleChoices)[number];
}

export const defaultCustomTheme: CustomThemeSpec = {
  version: 1,
  name: 'Mi tema',
  primary: '#4f46e5',
  accent: '#334155',
  onPrimary: 'light',
  neutralTint: 20,
  radius: 'default',
  density: 'default',
  typeScale: 'default',
};

/** Every value of the theme contract for one scheme. */
export interface ThemeValues {
  color: ColorRoles;
  space: Record<keyof typeof space, string>;
  radius: Record<keyof typeof radii, string>;
  font: {
    family: typeof fontFamily;
    size: Record<keyof typeof fontSize, string>;
    weight: typeof fontWeight;
    lineHeight: typeof lineHeight;
  };
  shadow: ReturnType<typeof shadows>;
  zIndex: typeof zIndex;
  motion: typeof motion;
  chart: ChartRoles;
  tag: TagRoles;
}

const shades: Shade[] = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950];
/** OKLCH lightness of each shade, and how much of the base's chroma it keeps (less at the ends). */
const lightness: Record<Shade, number> = {
  50: 0.97,
  100: 0.935,
  200: 0.875,
  300: 0.795,
  400: 0.705,
  500: 0.62,
  600: 0.54,
  700: 0.47,
  800: 0.4,
  900: 0.34,
  950: 0.26,
};
const chromaShare: Record<Shade, number> = {
  50: 0.12,
  100: 0.25,
  200: 0.45,
  300: 0.7,
  400: 0.9,
  500: 1,
  600: 1,
  700: 0.92,
  800: 0.82,
  900: 0.72,
  950: 0.6,
};
/** The greys' lightness runs wider (a near-white page, a near-black dark surface), as slate's does. */
const neutralLightness: Record<Shade, number> = {
  50: 0.984,
  100: 0.968,
  200: 0.929,
  300: 0.869,
  400: 0.711,
  500: 0.554,
  600: 0.446,
  700: 0.372,
  800: 0.279,
  900: 0.208,
  950: 0.129,
};

const HEX = /^#[0-9a-f]{6}$/i;
export const isHexColour = (value: unknown): value is string => typeof value === 'string' && HEX.test(value);

function oklchOf(hex: string): Oklch {
  const colour = toOklch(parse(hex));
  if (!colour) throw new Error(`Not a colour: ${hex}`);
  return colour;
}

const hexOf = (colour: Oklch): string => formatHex(clampChroma(colour, 'oklch'));

/**
 * A scale of eleven shades around a base colour: its hue and chroma, each shade's own lightness, and the
 * base itself at the shade nearest its lightness (so the colour picked is one of the scale's).
 */
export function scaleFrom(base: string): Scale {
  const colour = oklchOf(base);
  const { c = 0, h, l = 0 } = colour;
  const nearest = shades.reduce((best, shade) =>
    Math.abs(lightness[shade] - l) < Math.abs(lightness[best] - l) ? shade : best,
  );
  return Object.fromEntries(
    shades.map((shade) => [
      shade,
      shade === nearest
        ? base.toLowerCase()
        : hexOf({ mode: 'oklch', l: lightness[shade], c: c * chromaShare[shade], h }),
    ]),
  ) as Scale;
}

/** Greys leaning towards `hue` by `tint` (0 to 100). */
export function neutralScale(hue: number | undefined, tint: number): Scale {
  const chroma = (Math.min(100, Math.max(0, tint)) / 100) * 0.045;
  return Object.fromEntries(
    shades.map((shade) => [
      shade,
      hexOf({ mode: 'oklch', l: neutralLightness[shade], c: chroma * (shade === 50 ? 0.3 : 1), h: hue }),
    ]),
  ) as Scale;
}

const radiusFactor = { sharp: 0.34, default: 1, round: 1.75 } as const;
const densityFactor = { compact: 0.75, default: 1, spacious: 1.25 } as const;
const typeFactor = { small: 0.9, default: 1, large: 1.125 } as const;

const scalePx = (value: string, factor: number) =>
  value.endsWith('px') ? `${Math.round(parseFloat(value) * factor)}px` : value;
const scaleRem = (value: string, factor: number) => `${Number((parseFloat(value) * factor).toFixed(4))}rem`;
const mapValues = <K extends string, V, W>(record: Record<K, V>, fn: (value: V, key: K) => W): Record<K, W> =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, fn(value as V, key as K)])) as Record<K, W>;

/** The seed a spec makes: generated scales, and whether the primary carries dark text. */
export function seedOf(spec: CustomThemeSpec): { seed: ThemeSeed; neutral: Scale } {
  const primary = scaleFrom(spec.primary);
  const darkTextOnPrimary = spec.onPrimary === 'dark';
  const seed: ThemeSeed = {
    primary,
    accent: scaleFrom(spec.accent),
    darkTextOnPrimary,
    // White text asks for the darker fill when the 600 shade is too light for it.
    lightShade: !darkTextOnPrimary && contrastRatio(white, primary[600]) < 4.5 ? 700 : 600,
  };
  return { seed, neutral: neutralScale(oklchOf(spec.primary).h, spec.neutralTint) };
}

/** Every value of the theme contract for `scheme`, generated from `spec`. */
export function themeValues(spec: CustomThemeSpec, scheme: Scheme): ThemeValues {
  const { seed, neutral } = seedOf(spec);
  const color = rolesFromSeed(seed, neutral, scheme);
  return {
    color,
    space: mapValues(space, (value) => scalePx(value, densityFactor[spec.density])),
    radius: mapValues(radii, (value, key) => (key === 'full' ? value : scalePx(value, radiusFactor[spec.radius]))),
    font: {
      family: fontFamily,
      size: mapValues(fontSize, (value) => scaleRem(value, typeFactor[spec.typeScale])),
      weight: fontWeight,
      lineHeight,
    },
    shadow: shadows(scheme),
    zIndex,
    motion,
    chart: chartRolesFromSeed(seed, color, scheme),
    tag: tagRoles(scheme),
  };
}

export interface ContrastIssue extends ContrastResult {
  scheme: Scheme;
  /** A foreground colour, close to the current one, that meets the minimum on the same background. */
  suggestion?: string;
}

/** The nearest colour to `foreground` (in OKLCH lightness, same hue) with `minimum` contrast on `background`. */
export function suggestForeground(foreground: string, background: string, minimum: number): string | undefined {
  const start = oklchOf(foreground);
  const towardsLight = contrastRatio(white, background) > contrastRatio(gray[950], background);
  for (let step = 1; step <= 100; step += 1) {
    const l = Math.min(1, Math.max(0, (start.l ?? 0) + (towardsLight ? 0.01 : -0.01) * step));
    const candidate = hexOf({ ...start, l });
    if (contrastRatio(candidate, background) >= minimum) return candidate;
    if (l === 0 || l === 1) break;
  }
  return undefined;
}

/** Every pair of the contract, light and dark, that misses WCAG AA, with its ratio and a suggested fix. */
export function contrastIssues(spec: CustomThemeSpec): ContrastIssue[] {
  return (['light', 'dark'] as const).flatMap((scheme) => {
    const roles = themeValues(spec, scheme).color;
    return checkContrast(roles)
      .filter(({ passes }) => !passes)
      .map((result) => ({
        ...result,
        scheme,
        suggestion: suggestForeground(roles[result.foreground], roles[result.background], result.minimum),
      }));
  });
}

/** The class names a custom theme's values sit on (beside `atrium-<theme>-<scheme>` of the six). */
export const customThemeClass = (scheme: Scheme) => themeClassName('custom', scheme);

export type Tree = { [key: string]: string | Tree };

/** Pairs each CSS variable of the contract (`var(--name)`) with its value in `values`. */
function declarations(contract: Tree, values: Tree): string[] {
  return Object.entries(contract).flatMap(([key, variable]) => {
    const value = values[key];
    if (typeof variable === 'string') {
      const name = /^var\((--[^)]+)\)$/.exec(variable)?.[1];
      return name && typeof value === 'string' ? [`${name}:${value}`] : [];
    }
    return typeof value === 'object' ? declarations(variable, value) : [];
  });
}

/**
 * The stylesheet that puts a custom theme's values on its two classes (or on `classFor`'s, e.g. a
 * preview's own, so a draft never changes the page around it).
 */
export function customThemeCss(
  spec: CustomThemeSpec,
  contract: Tree,
  classFor: (scheme: Scheme) => string = customThemeClass,
): string {
  return (['light', 'dark'] as const)
    .map(
      (scheme) =>
        `.${classFor(scheme)}{${declarations(contract, themeValues(spec, scheme) as unknown as Tree).join(';')}}`,
    )
    .join('\n');
}

/** A vanilla-extract file a developer can commit: the custom theme's two classes over the contract. */
export function vanillaExtractFile(spec: CustomThemeSpec): string {
  const block = (scheme: Scheme) =>
    `createGlobalTheme('.${customThemeClass(scheme)}', vars, ${JSON.stringify(themeValues(spec, scheme), null, 2)});`;
  return [
    `// ${spec.name.replace(/[\r\n]+/g, ' ')}: generated by the theme studio from ${JSON.stringify(spec)}`,
    `import { createGlobalTheme } from '@vanilla-extract/css';`,
    `import { vars } from '@atrium/ui/theme/contract.css';`,
    '',
    block('light'),
    '',
    block('dark'),
    '',
  ].join('\n');
}

/** Why an imported file was refused: a key of the studio's messages and, for a field, its name. */
export interface ThemeFileProblem {
  reason: 'notJson' | 'notTheme' | 'version' | 'field';
  field?: keyof CustomThemeSpec;
}

export type ParsedThemeFile = { ok: true; spec: CustomThemeSpec } | { ok: false; problem: ThemeFileProblem };

const MAX_NAME = 40;
const oneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  (values as readonly unknown[]).includes(value);

/** Reads a theme file (the studio's JSON export): every field checked, the first problem named. */
export function parseThemeFile(text: string): ParsedThemeFile {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, problem: { reason: 'notJson' } };
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return { ok: false, problem: { reason: 'notTheme' } };
  const source = raw as Record<string, unknown>;
  if (source.version !== 1) return { ok: false, problem: { reason: 'version' } };
  const field = (name: keyof CustomThemeSpec): ParsedThemeFile => ({
    ok: false,
    problem: { reason: 'field', field: name },
  });
  const name = typeof source.name === 'string' ? source.name.trim() : '';
  if (!name || name.length > MAX_NAME) return field('name');
  if (!isHexColour(source.primary)) return field('primary');
  if (!isHexColour(source.accent)) return field('accent');
  if (!oneOf(onPrimaryChoices, source.onPrimary)) return field('onPrimary');
  const tint = source.neutralTint;
  if (typeof tint !== 'number' || !Number.isFinite(tint) || tint < 0 || tint > 100) return field('neutralTint');
  if (!oneOf(radiusChoices, source.radius)) return field('radius');
  if (!oneOf(densityChoices, source.density)) return field('density');
  if (!oneOf(typeScaleChoices, source.typeScale)) return field('typeScale');
  return {
    ok: true,
    spec: {
      version: 1,
      name,
      primary: source.primary.toLowerCase(),
      accent: source.accent.toLowerCase(),
      onPrimary: source.onPrimary,
      neutralTint: Math.round(tint),
      radius: source.radius,
      density: source.density,
      typeScale: source.typeScale,
    },
  };
}

export const themeFileOf = (spec: CustomThemeSpec): string => `${JSON.stringify(spec, null, 2)}\n`;
export const NAME_MAX_LENGTH = MAX_NAME;
