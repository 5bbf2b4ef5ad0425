import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { checkContrast } from './contrastPairs';
import { chartRoles, colorRoles, schemeNames, tagColors, tagRoles, themeNames } from './tokens';

describe('contrast of every theme × scheme (WCAG 2.2 AA)', () => {
  it('measures known pairs correctly', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  for (const theme of themeNames) {
    for (const scheme of schemeNames) {
      const roles = colorRoles(theme, scheme);
      it(`${theme} ${scheme}: text at least 4.5:1, focus ring, borders and filled controls at least 3:1`, () => {
        const failures = checkContrast(roles)
          .filter(({ passes }) => !passes)
          .map(({ foreground, background, ratio }) => `${foreground} on ${background}: ${ratio.toFixed(2)}`);
        expect(failures).toEqual([]);
      });
      it(`${theme} ${scheme}: chart series at least 3:1 on the surface, tooltip text 4.5:1`, () => {
        const chart = chartRoles(theme, scheme);
        const series = [chart.series1, chart.series2, chart.series3, chart.series4, chart.series5, chart.series6];
        const failures = [
          ...series.map((colour, index) => ({
            pair: `series${index + 1}`,
            ratio: contrastRatio(colour, roles.surface),
            min: 3,
          })),
          { pair: 'axis', ratio: contrastRatio(chart.axis, roles.surface), min: 4.5 },
          { pair: 'tooltip', ratio: contrastRatio(chart.tooltipText, chart.tooltipSurface), min: 4.5 },
        ].filter(({ ratio, min }) => ratio < min);
        expect(failures).toEqual([]);
        expect(new Set(series).size).toBe(6);
      });
      it(`${theme} ${scheme}: tag chips at least 4.5:1, and the tint apart from the surface`, () => {
        const tags = tagRoles(scheme);
        const failures = tagColors
          .map((color) => ({ color, ratio: contrastRatio(tags[color].text, tags[color].background) }))
          .filter(({ ratio }) => ratio < 4.5);
        expect(failures).toEqual([]);
        // A tinted icon on the plain surface (a label's dot in a list) is a graphical object: 3:1.
        const icons = tagColors
          .map((color) => ({ color, ratio: contrastRatio(tags[color].text, roles.surface) }))
          .filter(({ ratio }) => ratio < 3);
        expect(icons).toEqual([]);
      });
    }
  }
});
