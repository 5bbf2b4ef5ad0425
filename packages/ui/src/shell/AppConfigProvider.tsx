import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { followScheme } from '../theme/scheme';
import { defaultConfig, loadConfig, saveConfig, type AppConfig, type StorageLike } from './config';

interface AppConfigContextValue {
  config: AppConfig;
  /** Changes some settings; they are saved and survive a reload. */
  setConfig(changes: Partial<Omit<AppConfig, 'screens'>>): void;
}

const AppConfigContext = createContext<AppConfigContextValue>({ config: defaultConfig, setConfig: () => undefined });

/**
 * Holds the operator's layout, scheme and theme, keeps them in storage and puts the theme on
 * the document element (following the system live while the scheme is auto).
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
