import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@atrium/mock-api';
import { dayLabel, groupMessages, listTime } from './model';

const at = (day: number, hour: number, minute: number) => new Date(2026, 10, day, hour, minute).toISOString();
const message = (id: string, isMine: boolean, createdAt: string): ChatMessage => ({
  id,
  chatId: 'c',
  contactId: isMine ? 'me' : 'them',
  value: id,
  createdAt,
  isMine,
});

describe('groupMessages', () => {
  it('splits days and runs: same sender within five minutes on one day', () => {
    const days = groupMessages([
      message('a', false, at(20, 9, 0)),
      message('b', false, at(20, 9, 2)),
      message('c', true, at(20, 9, 3)),
      message('d', true, at(20, 9, 30)),
      message('e', true, at(21, 9, 31)),
    ]);
    expect(days.map((day) => day.key)).toEqual(['2026-11-20', '2026-11-21']);
    const placed = days.flatMap((day) => day.messages.map((m) => [m.message.id, m.first, m.last]));
    expect(placed).toEqual([
      ['a', true, false],
      ['b', false, true],
      ['c', true, true],
      ['d', true, true],
      ['e', true, true],
    ]);
  });

  it('answers no days for no messages', () => {
    expect(groupMessages([])).toEqual([]);
  });
});

describe('dayLabel and listTime', () => {
  const now = new Date(2026, 10, 25, 12, 0);
  it('names today and yesterday in the language, then weekdays, then dates', () => {
    expect(dayLabel(new Date(2026, 10, 25), 'en', now)).toBe('Today');
    expect(dayLabel(new Date(2026, 10, 24), 'es', now)).toBe('Ayer');
    expect(dayLabel(new Date(2026, 10, 22), 'en', now)).toBe('Sunday');
    expect(dayLabel(new Date(2026, 9, 2), 'en', now)).toBe('October 2');
    expect(dayLabel(new Date(2025, 9, 2), 'en', now)).toBe('October 2, 2025');
  });
  it('shows a time for today and a day otherwise', () => {
    expect(listTime(new Date(2026, 10, 25, 9, 5).toISOString(), 'en', now)).toMatch(/9:05/);
    expect(listTime(new Date(2026, 10, 24, 9, 5).toISOString(), 'en', now)).toBe('Yesterday');
    expect(listTime(new Date(2026, 9, 2, 9, 5).toISOString(), 'en', now)).toBe('Oct 2');
  });
});
