/**
 * Reading an amount as a person types it in the active language: "1.234,5" in Spanish, "1,234.5" in
 * English. Group separators must stand before groups of three digits, so "1.5" in Spanish is not read
 * as fifteen but refused.
 */
export type AmountReading = { kind: 'empty' } | { kind: 'invalid' } | { kind: 'number'; value: number };

function separators(locale: string): { group: string; decimal: string } {
  const parts = new Intl.NumberFormat(locale, { useGrouping: 'always' }).formatToParts(12345.6);
  return {
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function readAmount(text: string, locale: string): AmountReading {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  const { group, decimal } = separators(locale);
  // Some languages group with a (narrow) no-break space; a typed plain space means the same.
  const groups = /\s/.test(group) ? '[\\s\\u00a0\\u202f]' : escape(group);
  const pattern = new RegExp(`^([-+\u2212]?)(\\d{1,3}(?:${groups}\\d{3})+|\\d+)?(?:${escape(decimal)}(\\d+))?$`);
  const match = pattern.exec(trimmed);
  if (!match || (match[2] === undefined && match[3] === undefined)) return { kind: 'invalid' };
  const digits = (match[2] ?? '0').replace(/\D/g, '');
  const value = Number(`${digits}.${match[3] ?? '0'}`);
  if (!Number.isFinite(value)) return { kind: 'invalid' };
  return { kind: 'number', value: match[1] === '-' || match[1] === '\u2212' ? -value : value };
}
