import { describe, expect, it, vi } from 'vitest';
import { createI18n } from './i18n';
import { ALL_FALLBACKS_FAILED, TRANSLATION_RETRIES, loadTranslation, type TranslationTree } from './load';

const files: Record<string, TranslationTree> = {
  es: { greeting: 'Hola, {{name}}', only: { es: 'Solo en español' } },
  en: { greeting: 'Hello, {{name}}', single: 'Hello, {name} and ${name}' },
};
const fetchFile = (language: string) => {
  const file = files[language];
  return file ? Promise.resolve(file) : Promise.reject(new Error('404'));
};

describe('loadTranslation', () => {
  it('retries a failed load 2 times before giving up on that language', async () => {
    const attempts: string[] = [];
    const flaky = (language: string) => {
      attempts.push(language);
      return attempts.length <= TRANSLATION_RETRIES ? Promise.reject(new Error('flaky')) : fetchFile(language);
    };
    const result = await loadTranslation('en', flaky);
    expect(TRANSLATION_RETRIES).toBe(2);
    expect(attempts).toEqual(['en', 'en', 'en']);
    expect(result.language).toBe('en');
  });

  it('then falls back to the fallback languages', async () => {
    const attempts: string[] = [];
    const enBroken = (language: string) => {
      attempts.push(language);
      return language === 'en' ? Promise.reject(new Error('down')) : fetchFile(language);
    };
    const result = await loadTranslation('en', enBroken);
    expect(attempts).toEqual(['en', 'en', 'en', 'es']);
    expect(result).toEqual({ language: 'es', resources: files.es });
  });

  it("then fails with 'Unable to load translation and all the fallback languages'", async () => {
    const failing = vi.fn(() => Promise.reject(new Error('down')));
    await expect(loadTranslation('en', failing)).rejects.toThrow(
      'Unable to load translation and all the fallback languages',
    );
    expect(ALL_FALLBACKS_FAILED).toBe('Unable to load translation and all the fallback languages');
    expect(failing).toHaveBeenCalledTimes(6);
  });
});

describe('createI18n', () => {
  it('loads the default language, Spanish, before it resolves', async () => {
    const { i18n } = await createI18n({ fetchTranslation: fetchFile });
    expect(i18n.language).toBe('es');
    expect(i18n.t('greeting', { name: 'Ana' })).toBe('Hola, Ana');
  });

  it('interpolates with double curly braces only', async () => {
    const { i18n, changeLanguage } = await createI18n({ fetchTranslation: fetchFile });
    await changeLanguage('en');
    expect(i18n.t('greeting', { name: 'Ana' })).toBe('Hello, Ana');
    expect(i18n.t('single', { name: 'Ana' })).toBe('Hello, {name} and ${name}');
  });

  it('falls back to Spanish for a key English lacks', async () => {
    const { i18n, changeLanguage } = await createI18n({ fetchTranslation: fetchFile });
    await changeLanguage('en');
    expect(i18n.t('only.es')).toBe('Solo en español');
  });

  it('logs a warning for a missing key and shows the key itself', async () => {
    const warn = vi.fn();
    const { i18n } = await createI18n({ fetchTranslation: fetchFile, warn });
    expect(i18n.t('nowhere.to.be.found')).toBe('nowhere.to.be.found');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('nowhere.to.be.found'));
  });

  it('activates the fallback when the chosen language cannot load', async () => {
    const { i18n, changeLanguage } = await createI18n({
      fetchTranslation: (language) => (language === 'en' ? Promise.reject(new Error('down')) : fetchFile(language)),
    });
    await expect(changeLanguage('en')).resolves.toBe('es');
    expect(i18n.language).toBe('es');
  });
});
