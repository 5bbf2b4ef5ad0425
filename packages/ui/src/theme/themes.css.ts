import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import {
  chartRoles,
  colorRoles,
  fontFamily,
  fontSize,
  fontWeight,
  lineHeight,
  motion,
  radii,
  schemeNames,
  shadows,
  tagRoles,
  space,
  themeNames,
  zIndex,
  type Scheme,
  type ThemeName,
} from './tokens';
import { themeClassName } from './themeClassName';

/**
 * One class per theme × scheme; the active one sits on the document element. The names are
 * stable (not hashed) so the small script in the app's index.html can put the saved theme on the
 * page before the first paint, without loading this module.
 */
export const themeClasses = Object.fromEntries(
  themeNames.map((theme) => [
    theme,
    Object.fromEntries(
      schemeNames.map((scheme) => {
        const className = themeClassName(theme, scheme);
        createGlobalTheme(`.${className}`, vars, {
          color: colorRoles(theme, scheme),
          space,
          radius: radii,
          font: { family: fontFamily, size: fontSize, weight: fontWeight, lineHeight },
          shadow: shadows(scheme),
          zIndex,
          motion,
          chart: chartRoles(theme, scheme),
          tag: tagRoles(scheme),
        });
        return [scheme, className];
      }),
    ) as Record<Scheme, string>,
  ]),
) as Record<ThemeName, Record<Scheme, string>>;
