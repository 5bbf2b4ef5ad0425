import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ICON_SET_IDS } from '../sets';
import { buildGlyphSet } from './build';
import { readGlyphSet } from './model';
import { parseSvgBody } from './parse';

describe('glyph data', () => {
  it.each(ICON_SET_IDS)('%s holds every listed icon as its package draws it (run generate.ts if not)', (id) => {
    const committed = JSON.parse(readFileSync(new URL(`./${id}.json`, import.meta.url), 'utf8')) as unknown;
    expect(readGlyphSet(committed)).toEqual(buildGlyphSet(id));
  });
});

describe('parseSvgBody', () => {
  it('reads shapes written either way, groups with their children, in React spelling', () => {
    expect(
      parseSvgBody(
        '<g fill-rule="evenodd"><path d="M0 0h2"/><circle cx="1" cy="1" r="1"></circle></g><line x1="0" y1="0" x2="1" y2="1"></line>',
        { stroke: 'currentColor' },
      ),
    ).toEqual([
      [
        'g',
        { fillRule: 'evenodd' },
        [
          ['path', { d: 'M0 0h2' }],
          ['circle', { cx: '1', cy: '1', r: '1' }],
        ],
      ],
      ['line', { x1: '0', y1: '0', x2: '1', y2: '1' }],
    ]);
    // An attribute the root already carries with that value is left to the root.
    expect(parseSvgBody('<path stroke="currentColor" d="M1 1"/>', { stroke: 'currentColor' })).toEqual([
      ['path', { d: 'M1 1' }],
    ]);
  });
  it('refuses anything but shapes', () => {
    expect(() => parseSvgBody('<script>alert(1)</script>')).toThrow(/not a glyph shape/);
    expect(() => parseSvgBody('<path d="M0 0" onload="alert(1)"/>')).toThrow(/onload/);
    expect(() => parseSvgBody('<image href="x.png"/>')).toThrow(/not a glyph shape/);
    expect(() => parseSvgBody('<path d="M0 0"/>text')).toThrow(/unexpected text/);
    expect(() => parseSvgBody('<g><path d="M0 0"/>')).toThrow(/never closed/);
  });
});

describe('readGlyphSet', () => {
  const set = (icons: unknown) => ({ width: 24, height: 24, root: {}, icons });
  it('lets through shapes only', () => {
    expect(readGlyphSet(set({ bell: [['path', { d: 'M0 0' }]] })).icons.bell).toEqual([['path', { d: 'M0 0' }]]);
    expect(() => readGlyphSet(set({ bell: [['foreignObject', {}]] }))).toThrow(/not allowed/);
    expect(() => readGlyphSet(set({ bell: [['path', { dangerouslySetInnerHTML: { __html: '' } }]] }))).toThrow(
      /not allowed/,
    );
    expect(() => readGlyphSet(set({ bell: [['g', {}, [['path', { onClick: 'x' }]]]] }))).toThrow(/onClick/);
    expect(() => readGlyphSet(set({ bell: [] }))).toThrow(/no shapes/);
  });
});
