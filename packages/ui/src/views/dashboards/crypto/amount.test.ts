import { describe, expect, it } from 'vitest';
import { readAmount } from './amount';

const value = (text: string, locale: string) => {
  const reading = readAmount(text, locale);
  return reading.kind === 'number' ? reading.value : reading.kind;
};

describe('readAmount', () => {
  it('reads Spanish numbers: comma for decimals, dot for thousands', () => {
    expect(value('1,5', 'es')).toBe(1.5);
    expect(value('1.234,56', 'es')).toBe(1234.56);
    expect(value('0,00000001', 'es')).toBe(0.00000001);
    expect(value(',5', 'es')).toBe(0.5);
    expect(value('12', 'es')).toBe(12);
  });

  it('reads English numbers: dot for decimals, comma for thousands', () => {
    expect(value('1.5', 'en')).toBe(1.5);
    expect(value('1,234.56', 'en')).toBe(1234.56);
    expect(value(' 2500 ', 'en')).toBe(2500);
  });

  it('keeps the sign, so a negative amount is told apart from text', () => {
    expect(value('-5', 'en')).toBe(-5);
    expect(value('−2,5', 'es')).toBe(-2.5);
    expect(value('0', 'es')).toBe(0);
  });

  it('refuses what is not a number in the language, rather than guessing', () => {
    expect(value('', 'es')).toBe('empty');
    expect(value('   ', 'en')).toBe('empty');
    for (const text of ['abc', '1,5', '1.2.3', '1e5', '12abc', '-', ',', '1,23', 'NaN', 'Infinity']) {
      expect(value(text, 'en'), text).toBe('invalid');
    }
    for (const text of ['1.5', '1,2,3', '1.23', 'doce']) expect(value(text, 'es'), text).toBe('invalid');
  });
});
