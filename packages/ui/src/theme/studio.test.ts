import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { contrastRatio, relativeLuminance } from './contrast';
import {
  contrastIssues,
  customThemeCss,
  defaultCustomTheme,
  parseThemeFile,
  scaleFrom,
  suggestForeground,
  themeFileOf,
  themeValues,
  vanillaExtractFile,
  type CustomThemeSpec,
} from './studio';

const spec = (changes: Partial<CustomThemeSpec> = {}): CustomThemeSpec => ({ ...defaultCustomTheme, ...changes });

describe('the theme studio', () => {
  it('generates a scale that darkens step by step from 50 to 950, every shade a #rrggbb colour', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (n) => {
        const scale = scaleFrom(`#${n.toString(16).padStart(6, '0')}`);
        const values = Object.values(scale);
        expect(values.every((value) => /^#[0-9a-f]{6}$/.test(value))).toBe(true);
        const luminances = values.map(relativeLuminance);
        for (let i = 1; i < luminances.length; i += 1) expect(luminances[i]).toBeLessThan(luminances[i - 1]!);
      }),
    );
  });

  it('keeps the default spec clear of contrast problems in light and dark', () => {
    expect(contrastIssues(spec())).toEqual([]);
  });

  it('puts the base colour in its scale, at the shade nearest its lightness', () => {
    expect(Object.values(scaleFrom('#FACC15'))).toContain('#facc15');
    expect(scaleFrom('#4f46e5')[600]).toBe('#4f46e5');
  });

  it('flags dark text on the primary fill, with its ratio and a fix that passes', () => {
    const yellowDark = spec({ primary: '#facc15', onPrimary: 'dark' });
    const issues = contrastIssues(yellowDark);
    const onPrimary = issues.find((issue) => issue.foreground === 'onPrimary' && issue.background === 'primary');
    expect(onPrimary).toMatchObject({ scheme: 'light', minimum: 4.5, passes: false });
    expect(onPrimary!.ratio).toBeLessThan(4.5);
    const roles = themeValues(yellowDark, 'light').color;
    expect(contrastRatio(onPrimary!.suggestion!, roles.primary)).toBeGreaterThanOrEqual(4.5);
    // Light text on the same fill is the designer's fix: that pair then passes.
    const fixed = contrastIssues(spec({ primary: '#facc15', onPrimary: 'light' }));
    expect(fixed.some((issue) => issue.foreground === 'onPrimary')).toBe(false);
  });

  it('suggests nothing it cannot reach', () => {
    expect(suggestForeground('#777777', '#777777', 21)).toBeUndefined();
  });

  it('scales spacing, radii and type by density, radius and type scale', () => {
    const compact = themeValues(spec({ density: 'compact', radius: 'round', typeScale: 'large' }), 'light');
    expect(compact.space.lg).toBe('12px');
    expect(compact.radius.md).toBe('11px');
    expect(compact.radius.full).toBe('9999px');
    expect(compact.font.size.md).toBe('1.125rem');
  });

  it('writes each contract variable on the custom classes, light and dark', () => {
    const contract = { color: { primary: 'var(--p)', text: 'var(--t)' }, space: { lg: 'var(--s)' } };
    const css = customThemeCss(spec(), contract);
    const light = themeValues(spec(), 'light');
    expect(css).toContain(`.atrium-custom-light{--p:${light.color.primary};--t:${light.color.text};--s:16px}`);
    expect(css).toContain('.atrium-custom-dark{');
  });

  it('exports a vanilla-extract file over the contract and a JSON file that imports back the same', () => {
    const file = vanillaExtractFile(spec({ name: 'Marca\nnueva' }));
    expect(file).toContain("import { vars } from '@atrium/ui/theme/contract.css';");
    expect(file).toContain("createGlobalTheme('.atrium-custom-dark', vars, {");
    expect(file.split('\n')[0]).toContain('Marca nueva');
    expect(parseThemeFile(themeFileOf(spec({ name: 'Marca' })))).toEqual({ ok: true, spec: spec({ name: 'Marca' }) });
  });

  it('refuses bad files and names the problem', () => {
    expect(parseThemeFile('{no')).toEqual({ ok: false, problem: { reason: 'notJson' } });
    expect(parseThemeFile('[1]')).toEqual({ ok: false, problem: { reason: 'notTheme' } });
    expect(parseThemeFile('{"version":2}')).toEqual({ ok: false, problem: { reason: 'version' } });
    const bad = (changes: Record<string, unknown>) => parseThemeFile(JSON.stringify({ ...spec(), ...changes }));
    expect(bad({ primary: 'red' })).toEqual({ ok: false, problem: { reason: 'field', field: 'primary' } });
    expect(bad({ name: 'x'.repeat(41) })).toEqual({ ok: false, problem: { reason: 'field', field: 'name' } });
    expect(bad({ neutralTint: 101 })).toEqual({ ok: false, problem: { reason: 'field', field: 'neutralTint' } });
    expect(bad({ radius: 'huge' })).toEqual({ ok: false, problem: { reason: 'field', field: 'radius' } });
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(parseThemeFile(text).ok).toBe(false);
      }),
    );
  });
});
