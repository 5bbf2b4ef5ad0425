import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumberText, parseNumber, type NumberReadOptions } from './parseNumber';

const read = (text: string, locale: string, options?: NumberReadOptions) => {
  const reading = parseNumber(text, locale, options);
  if (reading.kind === 'number') return reading.value;
  return reading.kind === 'invalid' ? reading.problem : reading.kind;
};
const money: NumberReadOptions = { maximumFractionDigits: 2 };

describe('parseNumber', () => {
  it('reads Spanish numbers: a point for thousands, a comma for decimals', () => {
    expect(read('1.000', 'es', money)).toBe(1000);
    expect(read('1.000,50', 'es', money)).toBe(1000.5);
    expect(read('1234,50', 'es', money)).toBe(1234.5);
    expect(read('1,5', 'es')).toBe(1.5);
    expect(read('0,00000001', 'es')).toBe(0.00000001);
    expect(read(',5', 'es')).toBe(0.5);
    expect(read('12.345.678', 'es')).toBe(12345678);
  });

  it('reads English numbers: a comma for thousands, a point for decimals', () => {
    expect(read('1,000', 'en', money)).toBe(1000);
    expect(read('1,000.50', 'en', money)).toBe(1000.5);
    expect(read('1.5', 'en')).toBe(1.5);
    expect(read(' 2500 ', 'en')).toBe(2500);
  });

  it('refuses scientific notation rather than reading 1e3 as a thousand', () => {
    for (const text of ['1e3', '1E3', '2e-2', '1,5e3']) expect(read(text, 'es', money), text).toBe('scientific');
    expect(read('1e3', 'en', money)).toBe('scientific');
  });

  it('refuses what could be read two ways, or is not a number in the language', () => {
    for (const text of ['1.000.5', '1.5', '1,2,3', '1.23', '1,000.50', 'doce', 'abc', '12abc', '-', ',', 'NaN'])
      expect(read(text, 'es'), text).toBe('format');
    for (const text of ['1,5', '1.2.3', '1,23', '1.000,50', 'Infinity', '0x10'])
      expect(read(text, 'en'), text).toBe('format');
  });

  it('refuses more decimals than the field keeps, instead of rounding them away', () => {
    expect(read('1234,567', 'es', money)).toBe('decimals');
    // "1.000" in English is one with three decimals: not a thousand, and not silently one either.
    expect(read('1.000', 'en', money)).toBe('decimals');
    expect(read('3,5', 'es', { maximumFractionDigits: 0 })).toBe('decimals');
    expect(read('3', 'es', { maximumFractionDigits: 0 })).toBe(3);
  });

  it('refuses a negative number unless the field allows one', () => {
    expect(read('-5', 'en')).toBe('negative');
    expect(read('−2,5', 'es', { allowNegative: true })).toBe(-2.5);
    expect(read('-0', 'es')).toBe(0);
  });

  it('takes the field’s own symbols typed or pasted around the number', () => {
    expect(read('1.234,50 €', 'es', { ...money, affixes: ['€'] })).toBe(1234.5);
    expect(read('US$1,234.50', 'en', { ...money, affixes: ['US$', '$'] })).toBe(1234.5);
    expect(read('30 %', 'es', { affixes: ['%'] })).toBe(30);
    expect(read('€', 'es', { affixes: ['€'] })).toBe('empty');
    expect(read('   ', 'en')).toBe('empty');
  });

  it('gives back any amount in cents formatted in Spanish or English, grouped or not', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 13 }),
        fc.constantFrom('es', 'en', 'es-ES', 'en-US'),
        fc.boolean(),
        (cents, locale, grouped) => {
          const value = cents / 100;
          const text = new Intl.NumberFormat(locale, {
            minimumFractionDigits: 2,
            maximumFractionDigits: 2,
            useGrouping: grouped ? 'always' : false,
          }).format(value);
          expect(parseNumber(text, locale, money)).toEqual({ kind: 'number', value });
        },
      ),
    );
  });

  it('gives back what its own formatting shows, for whole numbers and coin amounts alike', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 15 }),
        fc.integer({ min: 0, max: 8 }),
        fc.constantFrom('es', 'en'),
        (units, digits, locale) => {
          const value = Number((units / 10 ** digits).toFixed(digits));
          const text = formatNumberText(value, locale, { maximumFractionDigits: digits });
          expect(parseNumber(text, locale, { maximumFractionDigits: digits })).toEqual({ kind: 'number', value });
        },
      ),
    );
  });
});

describe('formatNumberText', () => {
  it('shows a field’s number in the language, with its decimals', () => {
    expect(formatNumberText(1234.5, 'es', { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe('1234,50');
    expect(formatNumberText(12345.5, 'es', { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe('12.345,50');
    expect(formatNumberText(1234.5, 'en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe('1,234.50');
    expect(formatNumberText(Number.NaN, 'en')).toBe('');
  });
});
