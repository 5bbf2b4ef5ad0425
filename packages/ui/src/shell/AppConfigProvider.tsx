import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { CUSTOM_THEME_STORAGE_KEY, installCustomThemeCss, readCustomTheme } from '../theme/custom';
import { followScheme } from '../theme/scheme';
import { CONFIG_STORAGE_KEY, defaultConfig, loadConfig, saveConfig, type AppConfig, type StorageLike } from './config';

interface AppConfigContextValue {
  config: AppConfig;
  /** Changes some settings; they are saved and survive a reload. */
  setConfig(changes: Partial<Omit<AppConfig, 'screens'>>): void;
}

const AppConfigContext = createContext<AppConfigContextValue>({ config: defaultConfig, setConfig: () => undefined });

/**
 * Holds the operator's layout, scheme and theme, keeps them in storage and puts the theme on
 * the document element (following the system live while the scheme is auto). A change made in another
 * tab sharing the storage applies here too.
 */
export function AppConfigProvider({
  storage,
  initial,
  children,
}: {
  storage?: StorageLike;
  /** Starting values; otherwise what storage holds, otherwise the defaults. */
  initial?: Partial<AppConfig>;
  children: ReactNode;
}) {
  const [config, setState] = useState<AppConfig>(() => ({ ...loadConfig(storage), ...initial }));

  useEffect(() => followScheme(config.theme, config.scheme), [config.theme, config.scheme]);

  // Another tab of the app changed a setting (or cleared the origin's data): follow it here too. The
  // browser tells every other tab sharing the storage; the tab that wrote it has its state already.
  useEffect(() => {
    if (!storage || typeof window === 'undefined') return undefined;
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== (storage as unknown)) return;
      // The custom theme saved again in the studio: its new stylesheet replaces the old one here too.
      if (event.key === CUSTOM_THEME_STORAGE_KEY) {
        const custom = readCustomTheme(storage);
        if (custom) installCustomThemeCss(custom.css);
        return;
      }
      if (event.key !== null && event.key !== CONFIG_STORAGE_KEY) return;
      setState((current) => ({ ...loadConfig(storage), screens: current.screens }));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [storage]);

  const setConfig = useCallback(
    (changes: Partial<Omit<AppConfig, 'screens'>>) =>
      setState((current) => {
        const next = { ...current, ...changes };
        saveConfig(next, storage);
        return next;
      }),
    [storage],
  );

  const value = useMemo(() => ({ config, setConfig }), [config, setConfig]);
  return <AppConfigContext.Provider value={value}>{children}</AppConfigContext.Provider>;
}

export const useAppConfig = (): AppConfigContextValue => useContext(AppConfigContext);
