import { describe, expect, it } from 'vitest';
import { formatFeedTime } from './time';

describe('formatFeedTime', () => {
  it('says month, two-digit day and a 12-hour time in English', () => {
    expect(formatFeedTime('2026-03-05T14:07:00Z', 'en', 'UTC')).toBe('Mar 05, 2:07 PM');
  });

  it('follows the locale', () => {
    const spanish = formatFeedTime('2026-03-05T09:30:00Z', 'es', 'UTC');
    expect(spanish).toMatch(/05/);
    expect(spanish).toMatch(/mar/);
    expect(spanish).toMatch(/9:30/);
  });

  it('gives nothing for a time it cannot read', () => {
    expect(formatFeedTime('not a date', 'en', 'UTC')).toBe('');
  });
});
