import { describe, expect, it } from 'vitest';
import { formatRelative } from './components/RelativeTime';
import { splitEmails } from './components/InviteDialog';

const NOW = Date.parse('2026-03-14T09:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('formatRelative', () => {
  it('picks the largest unit that fits, in the language given', () => {
    expect(formatRelative(ago(3 * 3_600_000), 'en', NOW)).toBe('3 hours ago');
    expect(formatRelative(ago(86_400_000), 'es', NOW)).toBe('ayer');
    expect(formatRelative(ago(10 * 86_400_000), 'en', NOW)).toBe('last week');
    expect(formatRelative(ago(20_000), 'en', NOW)).toBe('this minute');
  });
});

describe('splitEmails', () => {
  it('splits on commas, semicolons, spaces and lines, lower-cased, without blanks', () => {
    expect(splitEmails(' Ana@Example.com,bruno@example.com;\n\ncarla@example.com  x ')).toEqual([
      'ana@example.com',
      'bruno@example.com',
      'carla@example.com',
      'x',
    ]);
    expect(splitEmails('  ')).toEqual([]);
  });
});
