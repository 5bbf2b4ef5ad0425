import { style, styleVariants } from '@vanilla-extract/css';
import { mediaUp } from '../../../theme/breakpoints';
import { vars } from '../../../theme/contract.css';

/** Cards in one column on phones; KPI cards three across and donuts two then four across above. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
});

export const kpis = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': { [mediaUp('md')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const audience = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': {
    [mediaUp('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaUp('lg')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const sectionHeading = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const headline = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.sm,
  marginBlockEnd: vars.space.md,
});

export const bigNumber = style({
  fontSize: vars.font.size.display,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});

export const mediumNumber = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
});

export const metrics = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  marginBlockEnd: vars.space.md,
  '@media': { [mediaUp('sm')]: { gap: vars.space.md } },
});

/** Three figures side by side at every width: on phones they would otherwise fill a screen on their own. */
export const metric = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  '@media': { [mediaUp('sm')]: { padding: vars.space.md } },
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
});

export const metricLabel = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const metricValue = style({ margin: 0 });

export const legend = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  marginBlockStart: vars.space.md,
});

export const legendCell = style({
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.xs,
  borderBlockStart: `1px solid ${vars.color.divider}`,
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const legendHead = style([
  legendCell,
  { color: vars.color.textMuted, fontWeight: vars.font.weight.medium, borderBlockStart: 'none' },
]);

export const legendLabel = style([
  legendCell,
  { textAlign: 'start', whiteSpace: 'normal', fontWeight: vars.font.weight.regular },
]);

export const legendHeadLabel = style([legendHead, { textAlign: 'start' }]);

export const dotLabel = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const dot = style({
  display: 'inline-block',
  inlineSize: '0.625rem',
  blockSize: '0.625rem',
  borderRadius: vars.radius.full,
  flexShrink: 0,
  // Forced colours drop backgrounds: a border keeps the dot visible.
  border: '1px solid transparent',
});

/** The legend's dot per chart tone: the chart palette's own colours, so dot and slice match. */
export const dotTone = styleVariants({
  series1: { background: vars.chart.series1 },
  series2: { background: vars.chart.series2 },
  series3: { background: vars.chart.series3 },
  series4: { background: vars.chart.series4 },
  series5: { background: vars.chart.series5 },
  series6: { background: vars.chart.series6 },
  muted: { background: vars.chart.muted },
});

export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
