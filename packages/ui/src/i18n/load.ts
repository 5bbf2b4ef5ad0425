/** Loading translation files: retries, then the fallback languages, then a clear failure. */

export const languages = ['es', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'es';
/** How many times a failed load is tried again before moving on to the fallback languages. */
export const TRANSLATION_RETRIES = 2;
export const ALL_FALLBACKS_FAILED = 'Unable to load translation and all the fallback languages';

export type TranslationTree = { [key: string]: string | TranslationTree };
export type FetchTranslation = (language: string) => Promise<TranslationTree>;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** Fetches `{base}i18n/{lang}.json`; a non-2xx answer or a body that is not an object is a failure. */
export function httpTranslations(base = './', fetchImpl: typeof fetch = (...args) => fetch(...args)): FetchTranslation {
  return async (language) => {
    const response = await fetchImpl(`${base}i18n/${language}.json`);
    if (!response.ok) throw new Error(`Translation ${language} answered ${response.status}`);
    const body: unknown = await response.json();
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new Error(`Translation ${language} is not an object`);
    }
    return body as TranslationTree;
  };
}

export interface LoadedTranslation {
  /** The language actually loaded: the requested one, or a fallback. */
  language: string;
  resources: TranslationTree;
}

/**
 * Loads `language`, trying each load `retries` more times on failure, then each fallback
 * language the same way; throws ALL_FALLBACKS_FAILED when none loads.
 */
export async function loadTranslation(
  language: string,
  fetchTranslation: FetchTranslation,
  {
    fallbacks = [defaultLanguage],
    retries = TRANSLATION_RETRIES,
  }: { fallbacks?: readonly string[]; retries?: number } = {},
): Promise<LoadedTranslation> {
  const candidates = [language, ...fallbacks.filter((fallback) => fallback !== language)];
  for (const candidate of candidates) {
    for (let attempt = 0; attempt <= retries; attempt += 1) {
      try {
        return { language: candidate, resources: await fetchTranslation(candidate) };
      } catch {
        // Tried again below, then the next fallback.
      }
    }
  }
  throw new Error(ALL_FALLBACKS_FAILED);
}
