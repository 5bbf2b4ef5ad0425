import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, httpTranslations, loadTranslation, type FetchTranslation, type Language } from './load';

export interface CreateI18nOptions {
  language?: Language;
  fetchTranslation?: FetchTranslation;
  /** Where missing keys are reported; the console by default. */
  warn?: (message: string) => void;
}

export interface AtriumI18n {
  i18n: I18n;
  /** Loads the language (or a fallback) and makes it active; resolves to the language now active. */
  changeLanguage(language: string): Promise<string>;
}

/**
 * Creates an i18next instance with the default language loaded before it resolves, so the
 * first render is already translated. A missing key logs a warning and shows the key itself.
 */
export async function createI18n({
  language = defaultLanguage,
  fetchTranslation = httpTranslations(),
  warn = (message) => console.warn(message),
}: CreateI18nOptions = {}): Promise<AtriumI18n> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: defaultLanguage,
    fallbackLng: defaultLanguage,
    supportedLngs: ['es', 'en'],
    resources: {},
    interpolation: { prefix: '{{', suffix: '}}', escapeValue: false },
    returnNull: false,
    saveMissing: true,
    missingKeyHandler: (lngs, _namespace, key) => warn(`Missing translation for "${key}" (${lngs.join(', ')})`),
    react: { useSuspense: false },
  });

  const loaded = new Set<string>();
  async function changeLanguage(requested: string): Promise<string> {
    let active = requested;
    if (!loaded.has(requested)) {
      const result = await loadTranslation(requested, fetchTranslation);
      i18n.addResourceBundle(result.language, 'translation', result.resources, true, true);
      loaded.add(result.language);
      active = result.language;
    }
    await i18n.changeLanguage(active);
    return active;
  }

  await changeLanguage(defaultLanguage);
  if (language !== defaultLanguage) await changeLanguage(language);
  return { i18n, changeLanguage };
}
