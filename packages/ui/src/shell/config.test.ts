import { describe, expect, it } from 'vitest';
import { CONFIG_STORAGE_KEY, defaultConfig, loadConfig, parseConfig, resolveLayout, saveConfig } from './config';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  };
}

describe('app config', () => {
  it('defaults to the classy layout, light scheme and default theme (spec §9)', () => {
    expect(defaultConfig).toMatchObject({ layout: 'classy', scheme: 'light', theme: 'default' });
    expect(defaultConfig.screens).toEqual({ sm: '600px', md: '960px', lg: '1280px', xl: '1440px' });
  });

  it('keeps the valid settings of stored data and drops the rest', () => {
    expect(parseConfig({ layout: 'thin', scheme: 'purple', theme: 'rose', extra: 1 })).toMatchObject({
      layout: 'thin',
      scheme: 'light',
      theme: 'rose',
    });
    expect(parseConfig('garbage')).toEqual(defaultConfig);
  });

  it('survives a reload through storage, and corrupt storage gives the defaults', () => {
    const storage = memoryStorage();
    saveConfig({ ...defaultConfig, layout: 'dense', scheme: 'auto', theme: 'teal' }, storage);
    expect(loadConfig(storage)).toMatchObject({ layout: 'dense', scheme: 'auto', theme: 'teal' });
    expect(loadConfig(memoryStorage({ [CONFIG_STORAGE_KEY]: '{not json' }))).toEqual(defaultConfig);
  });

  it('lets the layout query parameter win over route data and the setting, ignoring unknown names', () => {
    expect(resolveLayout('classy', 'thin', 'empty')).toBe('thin');
    expect(resolveLayout('classy', null, 'empty')).toBe('empty');
    expect(resolveLayout('classy', 'bogus', 'nope')).toBe('classy');
  });
});
