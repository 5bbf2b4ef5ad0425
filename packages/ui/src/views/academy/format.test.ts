import { describe, expect, it } from 'vitest';
import { categoryHue, formatDuration } from './format';

describe('academy formats', () => {
  it('says a course length in the active language', () => {
    expect(formatDuration(45, 'es')).toBe('45 minutos');
    expect(formatDuration(60, 'es')).toBe('1 hora');
    expect(formatDuration(120, 'en')).toBe('2 hours');
    expect(formatDuration(90, 'en')).toBe('1 hr 30 min');
  });

  it('gives each seeded category its own hue, gray for one it does not know', () => {
    const hues = ['web', 'android', 'design', 'cloud', 'accessibility'].map(categoryHue);
    expect(new Set(hues).size).toBe(5);
    expect(hues.slice(0, 4)).toEqual(['blue', 'green', 'pink', 'amber']);
    expect(categoryHue('robotics')).toBe('gray');
  });
});
