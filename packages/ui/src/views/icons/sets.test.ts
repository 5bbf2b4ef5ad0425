import { describe, expect, it } from 'vitest';
import { filterIcons } from './sets';
import { findGlyph, usageSnippet } from './glyphs';

describe('filterIcons', () => {
  const names = ['arrow-down', 'arrow_downward', 'bell', 'alarm_on'];
  it('matches whatever the spelling, keeping the order', () => {
    expect(filterIcons(names, 'ARROW down')).toEqual(['arrow-down', 'arrow_downward']);
    expect(filterIcons(names, 'alarm-on')).toEqual(['alarm_on']);
    expect(filterIcons(names, '  ')).toEqual(names);
    expect(filterIcons(names, 'zebra')).toEqual([]);
  });
});

describe('usageSnippet', () => {
  it('uses the Icon primitive at its sizes and the lucide component at others', () => {
    expect(findGlyph('alert-circle')?.exportName).toBe('CircleExclamationPoint');
    expect(usageSnippet('feather', 'activity', 24)).toContain('<Icon icon={Activity} size="lg" />');
    expect(usageSnippet('feather', 'activity', 48)).toContain('<Activity size={48} aria-hidden="true" />');
  });
  it('gives the registry name of an icon lucide lacks', () => {
    expect(findGlyph('academic-cap')).toBeNull();
    expect(usageSnippet('heroicons_outline', 'academic-cap', 20)).toBe('heroicons_outline:academic-cap');
    expect(usageSnippet('', 'account_box', 24)).toBe('account_box');
    expect(findGlyph('icons')).toBeNull();
  });
});
