import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import {
  colorRoles,
  fontFamily,
  fontSize,
  fontWeight,
  lineHeight,
  motion,
  radii,
  schemeNames,
  shadows,
  space,
  themeNames,
  zIndex,
  type Scheme,
  type ThemeName,
} from './tokens';

/** One class per theme × scheme; the active one sits on the document element. */
export const themeClasses = Object.fromEntries(
  themeNames.map((theme) => [
    theme,
    Object.fromEntries(
      schemeNames.map((scheme) => [
        scheme,
        createTheme(
          vars,
          {
            color: colorRoles(theme, scheme),
            space,
            radius: radii,
            font: { family: fontFamily, size: fontSize, weight: fontWeight, lineHeight },
            shadow: shadows(scheme),
            zIndex,
            motion,
          },
          `${theme}-${scheme}`,
        ),
      ]),
    ) as Record<Scheme, string>,
  ]),
) as Record<ThemeName, Record<Scheme, string>>;
