import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nProvider as AriaI18nProvider } from 'react-aria-components';
import { I18nextProvider } from 'react-i18next';
import type { AtriumI18n } from './i18n';
import { languages, type Language } from './load';

export const LANGUAGE_STORAGE_KEY = 'atrium.language';

interface LanguageContextValue {
  language: string;
  languages: readonly Language[];
  /** Loads the language if needed and makes it active (a fallback if it cannot load). */
  changeLanguage(language: Language): Promise<void>;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

/**
 * Translations for the tree below: i18next for text, react-aria's locale for dates, numbers and
 * keyboard direction, and the document's `lang`, all following the active language, and the language
 * another tab sharing the storage changes to.
 */
export function LanguageProvider({
  i18n,
  children,
  syncDocument = true,
  storage,
}: {
  i18n: AtriumI18n;
  children: ReactNode;
  /** Whether to keep `<html lang>` in step (off where the tree does not own the page). */
  syncDocument?: boolean;
  /** Where the chosen language is kept across reloads (the app passes localStorage). */
  storage?: Pick<Storage, 'setItem'>;
}) {
  const [language, setLanguage] = useState(i18n.i18n.language);

  useEffect(() => {
    const onChange = (next: string) => setLanguage(next);
    i18n.i18n.on('languageChanged', onChange);
    return () => i18n.i18n.off('languageChanged', onChange);
  }, [i18n]);

  useEffect(() => {
    if (syncDocument) document.documentElement.lang = language;
  }, [language, syncDocument]);

  // The language chosen in another tab sharing the storage applies here too (that tab saved it already).
  useEffect(() => {
    if (!storage || typeof window === 'undefined') return undefined;
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea !== (storage as unknown) || event.key !== LANGUAGE_STORAGE_KEY) return;
      const next = languages.find((known) => known === event.newValue);
      if (next && next !== i18n.i18n.language) void i18n.changeLanguage(next);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [i18n, storage]);

  const changeLanguage = useCallback(
    async (next: Language) => {
      const active = await i18n.changeLanguage(next);
      try {
        storage?.setItem(LANGUAGE_STORAGE_KEY, active);
      } catch {
        // Storage blocked: the choice holds for this visit.
      }
    },
    [i18n, storage],
  );

  const value = useMemo(() => ({ language, languages, changeLanguage }), [language, changeLanguage]);
  return (
    <LanguageContext.Provider value={value}>
      <I18nextProvider i18n={i18n.i18n}>
        <AriaI18nProvider locale={language}>{children}</AriaI18nProvider>
      </I18nextProvider>
    </LanguageContext.Provider>
  );
}

export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage needs a LanguageProvider above it');
  return value;
}
