/**
 * Theme values as plain data: `themes.css.ts` turns them into CSS classes, and the
 * contrast test checks them without a browser.
 */
import {
  amber,
  blue,
  gray,
  green,
  indigo,
  pink,
  purple,
  red,
  rose,
  sky,
  slate,
  teal,
  white,
  type Scale,
} from './palettes';

import { tagColors, type Scheme, type TagColor, type ThemeName } from './names';

export { schemeNames, tagColors, themeNames } from './names';
export type { Scheme, SchemeSetting, TagColor, ThemeName } from './names';

/** What a theme is built from: its two scales and how text sits on its primary fill. */
export interface ThemeSeed {
  primary: Scale;
  accent: Scale;
  /** Amber is light enough that text on it must be dark to stay readable. */
  darkTextOnPrimary?: boolean;
  /** The shade of the primary fill in the light scheme (600 unless white text needs a darker one). */
  lightShade?: 600 | 700;
}

const seeds: Record<ThemeName, ThemeSeed> = {
  default: { primary: indigo, accent: slate },
  brand: { primary: blue, accent: slate },
  teal: { primary: teal, accent: slate, lightShade: 700 },
  rose: { primary: rose, accent: slate },
  purple: { primary: purple, accent: slate },
  amber: { primary: amber, accent: slate, darkTextOnPrimary: true },
};

export interface ColorRoles {
  primary: string;
  primaryHover: string;
  onPrimary: string;
  /** Primary used as text or icon on the surface (links, selected items). */
  primaryText: string;
  primarySubtle: string;
  accent: string;
  onAccent: string;
  warn: string;
  warnHover: string;
  onWarn: string;
  warnText: string;
  success: string;
  info: string;
  background: string;
  surface: string;
  surfaceRaised: string;
  surfaceSunken: string;
  text: string;
  textMuted: string;
  textDisabled: string;
  divider: string;
  border: string;
  hover: string;
  selected: string;
  focusRing: string;
  overlay: string;
  statusOnline: string;
  statusAway: string;
  statusBusy: string;
  statusNotVisible: string;
  neutral50: string;
  neutral100: string;
  neutral200: string;
  neutral300: string;
  neutral400: string;
  neutral500: string;
  neutral600: string;
  neutral700: string;
  neutral800: string;
  neutral900: string;
}

export function colorRoles(theme: ThemeName, scheme: Scheme): ColorRoles {
  return rolesFromSeed(seeds[theme], slate, scheme);
}

/** The colour roles of any seed over a neutral scale (the six themes use slate; a custom theme its own). */
export function rolesFromSeed(seed: ThemeSeed, neutral: Scale, scheme: Scheme): ColorRoles {
  const { primary, accent, darkTextOnPrimary, lightShade = 600 } = seed;
  const n = neutral;
  const neutrals = {
    neutral50: n[50],
    neutral100: n[100],
    neutral200: n[200],
    neutral300: n[300],
    neutral400: n[400],
    neutral500: n[500],
    neutral600: n[600],
    neutral700: n[700],
    neutral800: n[800],
    neutral900: n[900],
  };
  if (scheme === 'light') {
    return {
      primary: primary[lightShade],
      primaryHover: darkTextOnPrimary ? primary[500] : primary[lightShade === 600 ? 700 : 800],
      onPrimary: darkTextOnPrimary ? gray[900] : white,
      primaryText: darkTextOnPrimary ? primary[800] : primary[700],
      primarySubtle: primary[50],
      accent: accent[700],
      onAccent: white,
      warn: red[600],
      warnHover: red[700],
      onWarn: white,
      warnText: red[700],
      success: green[600],
      info: sky[600],
      background: n[100],
      surface: white,
      surfaceRaised: white,
      surfaceSunken: n[50],
      text: n[900],
      textMuted: n[600],
      textDisabled: n[400],
      divider: n[200],
      border: n[500],
      hover: n[100],
      selected: primary[100],
      focusRing: darkTextOnPrimary ? primary[800] : primary[lightShade],
      overlay: 'rgba(15, 23, 42, 0.6)',
      statusOnline: green[500],
      statusAway: amber[500],
      statusBusy: red[600],
      statusNotVisible: gray[400],
      ...neutrals,
    };
  }
  return {
    primary: darkTextOnPrimary ? primary[400] : primary[500],
    primaryHover: darkTextOnPrimary ? primary[300] : primary[400],
    onPrimary: darkTextOnPrimary ? gray[950] : gray[950],
    primaryText: primary[300],
    primarySubtle: primary[950],
    accent: accent[300],
    onAccent: gray[950],
    warn: red[400],
    warnHover: red[300],
    onWarn: gray[950],
    warnText: red[300],
    success: green[400],
    info: sky[400],
    background: n[950],
    surface: n[900],
    surfaceRaised: n[800],
    surfaceSunken: n[950],
    text: n[50],
    textMuted: n[400],
    textDisabled: n[600],
    divider: n[700],
    border: n[500],
    hover: n[800],
    selected: primary[900],
    focusRing: primary[300],
    overlay: 'rgba(2, 6, 23, 0.7)',
    statusOnline: green[400],
    statusAway: amber[400],
    statusBusy: red[400],
    statusNotVisible: gray[400],
    ...neutrals,
  };
}

export const space = {
  none: '0',
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
  xxxl: '48px',
} as const;
export type Space = keyof typeof space;

export const radii = {
  none: '0',
  sm: '4px',
  md: '6px',
  lg: '12px',
  xl: '16px',
  full: '9999px',
} as const;

export const fontFamily = {
  body: "'Inter Variable', 'Inter', system-ui, sans-serif",
  mono: "ui-monospace, 'SFMono-Regular', Menlo, monospace",
} as const;

export const fontSize = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  xxl: '1.5rem',
  display: '2rem',
} as const;

export const fontWeight = { regular: '400', medium: '500', semibold: '600', bold: '700' } as const;
export const lineHeight = { tight: '1.25', normal: '1.5' } as const;

export const zIndex = {
  base: '0',
  raised: '10',
  navigation: '100',
  toolbar: '200',
  drawer: '300',
  overlay: '400',
  popover: '500',
  toast: '600',
  loadingBar: '700',
} as const;

export const motion = {
  durationFast: '150ms',
  durationNormal: '300ms',
  durationSlow: '400ms',
  easing: 'cubic-bezier(0.25, 0.8, 0.25, 1)',
} as const;

export function shadows(scheme: Scheme) {
  const tint = scheme === 'light' ? '15, 23, 42' : '0, 0, 0';
  return {
    sm: `0 1px 2px rgba(${tint}, 0.12)`,
    md: `0 2px 8px rgba(${tint}, 0.16)`,
    lg: `0 8px 24px rgba(${tint}, 0.22)`,
  };
}

export interface ChartRoles {
  series1: string;
  series2: string;
  series3: string;
  series4: string;
  series5: string;
  series6: string;
  muted: string;
  grid: string;
  axis: string;
  tooltipSurface: string;
  tooltipText: string;
  tooltipBorder: string;
}

/** Hues the chart palette draws from after the theme's own primary, in order of distinctness. */
const chartHues: Scale[] = [sky, amber, rose, teal, purple, green, indigo];

/**
 * The chart palette: the first series wears the theme's primary, the next five are distinct hues
 * (skipping the primary's own). Light uses shade 600 and dark shade 400, so every series keeps 3:1
 * against the surface (WCAG 1.4.11, graphical objects).
 */
export function chartRoles(theme: ThemeName, scheme: Scheme): ChartRoles {
  return chartRolesFromSeed(seeds[theme], colorRoles(theme, scheme), scheme);
}

/** The chart palette of any seed, given its colour roles. */
export function chartRolesFromSeed(seed: ThemeSeed, roles: ColorRoles, scheme: Scheme): ChartRoles {
  const { primary } = seed;
  const shade = scheme === 'light' ? 600 : 400;
  const others = chartHues.filter((hue) => hue !== primary).slice(0, 5);
  const [s2, s3, s4, s5, s6] = others.map((hue) => hue[shade]) as [string, string, string, string, string];
  return {
    series1: scheme === 'light' ? primary[seed.darkTextOnPrimary ? 700 : 600] : primary[400],
    series2: s2,
    series3: s3,
    series4: s4,
    series5: s5,
    series6: s6,
    muted: scheme === 'light' ? slate[400] : slate[500],
    grid: roles.divider,
    axis: roles.textMuted,
    tooltipSurface: roles.surfaceRaised,
    tooltipText: roles.text,
    tooltipBorder: roles.divider,
  };
}

export type TagRoles = Record<TagColor, { text: string; background: string }>;

const tagHues: Record<TagColor, Scale> = { blue, indigo, red, teal, purple, green, amber, pink, gray: slate };

/**
 * Tag hues do not follow the theme (a red label stays red whatever the brand colour): light draws
 * dark text (800) on a pale tint (100), dark a pale text (200) on a deep tint (900), every pair
 * well above 4.5:1 so a chip's name stays readable. Gray is slate, one shade further from the page.
 */
export function tagRoles(scheme: Scheme): TagRoles {
  const [text, background] = scheme === 'light' ? ([800, 100] as const) : ([200, 900] as const);
  const roles = Object.fromEntries(
    tagColors.map((color) => [color, { text: tagHues[color][text], background: tagHues[color][background] }]),
  ) as TagRoles;
  // Slate's 100 is the light page and its 900 the dark surface: gray steps one shade in to stay a pill.
  roles.gray = { text: slate[text], background: slate[scheme === 'light' ? 200 : 700] };
  return roles;
}
