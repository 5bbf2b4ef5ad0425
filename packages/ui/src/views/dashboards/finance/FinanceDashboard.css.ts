import { style, styleVariants } from '@vanilla-extract/css';
import { mediaUp } from '../../../theme/breakpoints';
import { vars } from '../../../theme/contract.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': {
    [mediaUp('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mediaUp('lg')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const wide = style({
  '@media': { [mediaUp('md')]: { gridColumn: '1 / -1' }, [mediaUp('lg')]: { gridColumn: 'span 2' } },
});

export const statement = style({ position: 'relative', overflow: 'hidden' });

/** The large faint icon behind a statement: decorative, its meaning is also in words. */
export const watermark = style({
  position: 'absolute',
  insetInlineEnd: `calc(-1 * ${vars.space.lg})`,
  insetBlockEnd: `calc(-1 * ${vars.space.lg})`,
  inlineSize: '160px',
  blockSize: '160px',
  opacity: 0.12,
  pointerEvents: 'none',
});

export const watermarkTone = styleVariants({
  paid: { color: vars.color.success },
  pending: { color: vars.color.warnText },
});

export const line = style({
  margin: 0,
  color: vars.color.textMuted,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});
export const lineIcon = style({ inlineSize: '16px', blockSize: '16px', flexShrink: 0 });
/** The green is too light for body text (3.3:1 on white), so a paid line keeps the text colour and only its icon is green. */
export const lineTone = styleVariants({ paid: { color: vars.color.text }, pending: { color: vars.color.warnText } });
export const lineIconTone = styleVariants({
  paid: { color: vars.color.success },
  pending: { color: vars.color.warnText },
});

export const amount = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const figures = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.lg, margin: 0 });
export const figure = style({ display: 'flex', flexDirection: 'column-reverse', gap: vars.space.xxs });
export const figureLabel = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });
export const figureValue = style({ margin: 0, fontWeight: vars.font.weight.semibold });

export const headline = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xl, margin: 0 });
export const headlineValue = style({ margin: 0, fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });

/** Dates, names and amounts stay on one line; a narrow screen scrolls the table sideways instead. */
export const transactions = style({ whiteSpace: 'nowrap' });

export const numeric = style({ fontVariantNumeric: 'tabular-nums', textAlign: 'end' });
export const mono = style({ fontFamily: vars.font.family.mono, fontSize: vars.font.size.sm });

export const budgetRows = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
export const budgetRow = style({ display: 'flex', gap: vars.space.md, alignItems: 'flex-start' });
export const budgetIcon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '40px',
  blockSize: '40px',
  flexShrink: 0,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.primarySubtle,
  color: vars.color.primaryText,
});
export const budgetText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: 1,
  minInlineSize: 0,
});

export const warning = style({
  display: 'flex',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  outline: '1px solid transparent',
});
export const warningIcon = style({ inlineSize: '20px', blockSize: '20px', flexShrink: 0, color: vars.color.warnText });
