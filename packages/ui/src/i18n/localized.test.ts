import { describe, expect, it } from 'vitest';
import { localize } from './localized';

describe('localize', () => {
  const both = { es: 'Lo ve todo y no cambia nada.', en: 'Sees everything, changes nothing.' };

  it('shows the demo data in the language in use, Spanish when that language is not given', () => {
    expect(localize(both, 'es')).toBe('Lo ve todo y no cambia nada.');
    expect(localize(both, 'en')).toBe('Sees everything, changes nothing.');
    expect(localize(both, 'en-GB')).toBe('Sees everything, changes nothing.');
    expect(localize(both, 'fr')).toBe('Lo ve todo y no cambia nada.');
  });

  it('shows what a person typed as it is', () => {
    expect(localize('Solo pedidos', 'en')).toBe('Solo pedidos');
  });
});
