import type { breakpoints } from '../theme/breakpoints';
import type { ThemeChoice } from '../theme/custom';
import { themeNames, type SchemeSetting } from '../theme/names';

export const layoutNames = [
  'empty',
  'centered',
  'enterprise',
  'material',
  'modern',
  'classic',
  'classy',
  'compact',
  'dense',
  'futuristic',
  'thin',
] as const;
export type LayoutName = (typeof layoutNames)[number];
export const schemeSettings = ['auto', 'dark', 'light'] as const;

/** The app config of spec §3: layout, scheme, theme and the screens map. */
export interface AppConfig {
  layout: LayoutName;
  scheme: SchemeSetting;
  theme: ThemeChoice;
  /** Breakpoint names to minimum widths. */
  screens: Record<keyof typeof breakpoints, string>;
}

export const defaultConfig: AppConfig = {
  layout: 'classy',
  scheme: 'light',
  theme: 'default',
  screens: { sm: '600px', md: '960px', lg: '1280px', xl: '1440px' },
};

export const CONFIG_STORAGE_KEY = 'atrium.config';

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  (values as readonly unknown[]).includes(value) ? (value as T) : fallback;

export const isLayoutName = (value: unknown): value is LayoutName =>
  (layoutNames as readonly unknown[]).includes(value);

/** Takes what is valid from stored or typed-in data and the defaults for the rest. */
export function parseConfig(raw: unknown): AppConfig {
  const source = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  return {
    layout: oneOf(layoutNames, source.layout, defaultConfig.layout),
    scheme: oneOf(schemeSettings, source.scheme, defaultConfig.scheme),
    theme: oneOf<ThemeChoice>([...themeNames, 'custom'], source.theme, defaultConfig.theme),
    screens: defaultConfig.screens,
  };
}

export function loadConfig(storage: StorageLike | undefined): AppConfig {
  try {
    const stored = storage?.getItem(CONFIG_STORAGE_KEY);
    return parseConfig(stored ? JSON.parse(stored) : undefined);
  } catch {
    return defaultConfig;
  }
}

export function saveConfig(config: AppConfig, storage: StorageLike | undefined): void {
  try {
    const { layout, scheme, theme } = config;
    storage?.setItem(CONFIG_STORAGE_KEY, JSON.stringify({ layout, scheme, theme }));
  } catch {
    // Storage full or blocked: the choice still holds for this visit.
  }
}

/**
 * The layout in force: the `layout` query parameter wins, then the route's data, then the
 * operator's setting. Unknown names are ignored.
 */
export function resolveLayout(
  setting: LayoutName,
  queryParam: string | null | undefined,
  routeLayout?: string | null,
): LayoutName {
  if (isLayoutName(queryParam)) return queryParam;
  if (isLayoutName(routeLayout)) return routeLayout;
  return setting;
}
