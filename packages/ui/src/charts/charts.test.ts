import { describe, expect, it } from 'vitest';
import { createFormatters, isDateX, toDate } from './format';
import { seriesTable, sliceTable } from './table';

// Intl puts no-break spaces in some languages' numbers; compare with plain spaces.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('chart formatters', () => {
  it('write values in the language: currency, percent, compact ticks', () => {
    const es = createFormatters('es', { kind: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
    const en = createFormatters('en', { kind: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
    expect(plain(es.value(12500))).toBe('12.500 €');
    expect(en.value(12500)).toBe('€12,500');
    expect(plain(es.percent(0.118))).toBe('11,8 %');
    expect(en.tick(12500)).toBe('€12.5K');
  });

  it('read a day-only ISO date as that day in the local zone, and detect dates', () => {
    const day = toDate('2026-03-01');
    expect([day.getFullYear(), day.getMonth(), day.getDate()]).toEqual([2026, 2, 1]);
    expect(isDateX([{ x: '2026-03-01', y: 1 }])).toBe(true);
    expect(isDateX([{ x: 'Lun', y: 1 }])).toBe(false);
    expect(isDateX([{ x: 'Lun', y: 1 }], { kind: 'date' })).toBe(true);
    expect(createFormatters('en', undefined, { kind: 'date', options: { month: 'short' } }).x('2026-06-01')).toBe(
      'Jun',
    );
  });
});

describe('chart table models', () => {
  const formats = createFormatters('en');
  it('hold one row per x, one column per series, an empty cell where a series has no value', () => {
    const model = seriesTable(
      [
        {
          id: 'a',
          label: 'A',
          data: [
            { x: 'Mon', y: 1 },
            { x: 'Tue', y: 2000 },
          ],
        },
        { id: 'b', label: 'B', data: [{ x: 'Tue', y: 3 }] },
      ],
      formats,
      'Day',
    );
    expect(model.columns.map((column) => column.label)).toEqual(['A', 'B']);
    expect(model.rows().map((row) => [row.header, ...row.cells])).toEqual([
      ['Mon', '1', ''],
      ['Tue', '2,000', '3'],
    ]);
  });

  it('give each slice its value and its share of the whole', () => {
    const model = sliceTable(
      [
        { id: 'x', label: 'X', value: 1 },
        { id: 'y', label: 'Y', value: 3 },
      ],
      formats,
      { rowHeader: 'Slice', value: 'Value', share: 'Share' },
    );
    expect(model.rows().map((row) => [row.header, ...row.cells])).toEqual([
      ['X', '1', '25%'],
      ['Y', '3', '75%'],
    ]);
  });
});
