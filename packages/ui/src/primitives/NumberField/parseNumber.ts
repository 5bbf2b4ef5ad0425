/**
 * Reading a number as a person types it in their language: "1.234,5" in Spanish, "1,234.5" in English.
 * Stricter than react-aria's parser on purpose: what could be read two ways, or only by a machine, is
 * refused with a reason rather than turned into some other number. Group separators must stand before
 * groups of three digits (so "1.5" in Spanish is not fifteen), "1e3" is not a thousand, and a money field
 * with two decimals refuses a third instead of rounding it away.
 */
export type NumberProblem = 'format' | 'scientific' | 'decimals' | 'negative';

export type NumberReading =
  { kind: 'empty' } | { kind: 'invalid'; problem: NumberProblem } | { kind: 'number'; value: number };

export interface NumberReadOptions {
  /** Digits allowed after the decimal separator; 0 for whole numbers. Default 20. */
  maximumFractionDigits?: number;
  /** Whether "-5" is a number here; otherwise it is refused as negative. Default false. */
  allowNegative?: boolean;
  /** Symbols a person may type or paste around the number, such as "€", "US$" or "%". */
  affixes?: readonly string[];
}

export interface Separators {
  group: string;
  decimal: string;
}

const separatorCache = new Map<string, Separators>();

export function separatorsOf(locale: string): Separators {
  let found = separatorCache.get(locale);
  if (!found) {
    const parts = new Intl.NumberFormat(locale, { useGrouping: 'always' }).formatToParts(12345.6);
    found = {
      group: parts.find((part) => part.type === 'group')?.value ?? ',',
      decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    };
    separatorCache.set(locale, found);
  }
  return found;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function stripAffixes(text: string, affixes: readonly string[]): string {
  // Longest first, so "US$" goes before "$".
  const sorted = [...affixes].filter(Boolean).sort((a, b) => b.length - a.length);
  let result = text;
  for (const affix of sorted) {
    if (result.startsWith(affix)) result = result.slice(affix.length).trim();
    if (result.endsWith(affix)) result = result.slice(0, -affix.length).trim();
  }
  return result;
}

export function parseNumber(text: string, locale: string, options: NumberReadOptions = {}): NumberReading {
  const { maximumFractionDigits = 20, allowNegative = false, affixes = [] } = options;
  const trimmed = stripAffixes(text.trim(), affixes);
  if (trimmed === '') return { kind: 'empty' };
  if (/\d\s*[eE]\s*[-+\u2212]?\s*\d/.test(trimmed)) return { kind: 'invalid', problem: 'scientific' };
  const { group, decimal } = separatorsOf(locale);
  // Some languages group with a (narrow) no-break space; a typed plain space means the same.
  const groups = /\s/.test(group) ? '[\\s\\u00a0\\u202f]' : escape(group);
  const pattern = new RegExp(`^([-+\u2212]?)(\\d{1,3}(?:${groups}\\d{3})+|\\d+)?(?:${escape(decimal)}(\\d+))?$`);
  const match = pattern.exec(trimmed);
  if (!match || (match[2] === undefined && match[3] === undefined)) return { kind: 'invalid', problem: 'format' };
  const fraction = match[3] ?? '';
  if (fraction.length > maximumFractionDigits) return { kind: 'invalid', problem: 'decimals' };
  const negative = match[1] === '-' || match[1] === '\u2212';
  // From the digits as written: no arithmetic, so "1234,50" is exactly the double nearest 1234.5.
  const magnitude = Number(`${(match[2] ?? '0').replace(/\D/g, '')}.${fraction || '0'}`);
  if (!Number.isFinite(magnitude)) return { kind: 'invalid', problem: 'format' };
  if (negative && magnitude !== 0 && !allowNegative) return { kind: 'invalid', problem: 'negative' };
  return { kind: 'number', value: negative && magnitude !== 0 ? -magnitude : magnitude };
}

/** The text a field shows for a number: grouped as the language groups, with the field's decimals. */
export function formatNumberText(
  value: number,
  locale: string,
  {
    minimumFractionDigits = 0,
    maximumFractionDigits = 20,
  }: { minimumFractionDigits?: number; maximumFractionDigits?: number } = {},
): string {
  if (!Number.isFinite(value)) return '';
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: Math.min(minimumFractionDigits, maximumFractionDigits),
    maximumFractionDigits,
  }).format(value);
}
