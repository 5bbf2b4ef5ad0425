import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalizedText } from '@atrium/mock-api';
import { defaultLanguage, languages, type Language } from './load';

/** The text in `language` (its base, `es-MX` → `es`), Spanish when that language is not given. */
export function localize(text: LocalizedText, language: string): string {
  if (typeof text === 'string') return text;
  const base = language.split('-')[0] as Language;
  return (languages as readonly string[]).includes(base) ? text[base] : text[defaultLanguage];
}

/** `localize` in the language in use. */
export function useLocalize(): (text: LocalizedText) => string {
  const { i18n } = useTranslation();
  const language = i18n.language || defaultLanguage;
  return useCallback((text: LocalizedText) => localize(text, language), [language]);
}
