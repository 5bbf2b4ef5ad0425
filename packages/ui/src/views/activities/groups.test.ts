import { describe, expect, it } from 'vitest';
import type { Activity } from '@atrium/mock-api';
import { dayLabel, groupByDay } from './groups';

const activity = (id: string, date: Date): Activity => ({
  id,
  icon: 'mail',
  image: null,
  description: id,
  date: date.toISOString(),
});
const at = (day: number, hour: number) => new Date(2025, 2, day, hour, 30);

describe('groupByDay', () => {
  it('groups under the local day, in order, counting days back from today', () => {
    const now = at(14, 10);
    const days = groupByDay(
      [activity('a', at(14, 9)), activity('b', at(14, 1)), activity('c', at(13, 23)), activity('d', at(10, 12))],
      now,
    );
    expect(days.map((day) => [day.daysAgo, day.activities.map(({ id }) => id)])).toEqual([
      [0, ['a', 'b']],
      [1, ['c']],
      [4, ['d']],
    ]);
  });
});

describe('dayLabel', () => {
  it('names today and yesterday in the language, and older days as dates', () => {
    const start = at(10, 0);
    expect(dayLabel({ daysAgo: 0, start }, 'es')).toBe('Hoy');
    expect(dayLabel({ daysAgo: 1, start }, 'es')).toBe('Ayer');
    expect(dayLabel({ daysAgo: 1, start }, 'en')).toBe('Yesterday');
    expect(dayLabel({ daysAgo: 4, start }, 'es')).toBe('Lunes, 10 de marzo de 2025');
    expect(dayLabel({ daysAgo: 4, start }, 'en')).toBe('Monday, March 10, 2025');
  });
});
