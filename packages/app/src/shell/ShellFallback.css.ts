import { style } from '@vanilla-extract/css';
import { vars } from '@atrium/ui/theme/contract.css.ts';

/** The status a signed-in page paints at once, while its session is checked and its chunks load. */
export const status = style({
  margin: 0,
  padding: vars.space.xl,
  color: vars.color.textMuted,
});
