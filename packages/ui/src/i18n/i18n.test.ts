import { describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
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

describe("the product's translations", () => {
  const read = (language: string) =>
    JSON.parse(
      readFileSync(new URL(`../../../app/public/i18n/${language}.json`, import.meta.url), 'utf8'),
    ) as TranslationTree;
  const product = { es: read('es'), en: read('en') };
  const PLURAL = /_(zero|one|two|few|many|other)$/;
  const entries = (tree: TranslationTree, prefix = ''): [string, string][] =>
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : entries(value, `${prefix}${key}.`),
    );

  it.each(['es', 'en'] as const)('say a counted thing through plural forms (%s)', (language) => {
    const flat = entries(product[language]);
    // "{{count}} personas" read "1 personas": a count before a word needs i18next's _one/_other.
    const bare = flat.filter(([key, value]) => /\{\{count\}\} \p{L}/u.test(value) && !PLURAL.test(key));
    expect(bare.map(([key]) => key)).toEqual([]);
    // Every plural has at least its one and other forms.
    const families = new Set(flat.filter(([key]) => PLURAL.test(key)).map(([key]) => key.replace(PLURAL, '')));
    const keys = new Set(flat.map(([key]) => key));
    const missing = [...families].filter((family) => !keys.has(`${family}_one`) || !keys.has(`${family}_other`));
    expect(missing).toEqual([]);
  });

  it('never says "1 permisos añadidos": each counted part agrees with its own number', async () => {
    const { i18n, changeLanguage } = await createI18n({
      fetchTranslation: (language) => Promise.resolve(product[language as 'es' | 'en']),
    });
    const spoken = (added: number, removed: number, users: number) =>
      i18n.t('roles.save.spoken', {
        added: i18n.t('roles.save.added', { count: added }),
        removed: i18n.t('roles.save.removed', { count: removed }),
        count: users,
      });
    expect(spoken(1, 2, 1)).toBe('1 permiso añadido y 2 quitados; afecta a 1 usuario');
    expect(spoken(3, 1, 7)).toBe('3 permisos añadidos y 1 quitado; afecta a 7 usuarios');
    expect(i18n.t('dashboards.project.tabs.teamCount', { count: 1 })).toBe('1 persona');
    await changeLanguage('en');
    expect(spoken(1, 0, 2)).toBe('1 permission added and 0 removed; affects 2 users');
  });
});
