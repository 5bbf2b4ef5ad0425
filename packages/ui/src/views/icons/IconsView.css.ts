import { globalStyle, style } from '@vanilla-extract/css';
import { mediaUp } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const page = style({
  flex: '1 1 auto',
  display: 'flex',
  flexDirection: 'column',
  minInlineSize: 0,
  color: vars.color.text,
  backgroundColor: vars.color.background,
});

/** The header band on the card surface: breadcrumb, the set's name, the set switch. */
export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.lg,
  backgroundColor: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
  '@media': { [mediaUp('sm')]: { paddingInline: vars.space.xxl, paddingBlock: vars.space.xl } },
});

export const breadcrumb = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const titleRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const setSelect = style({ minInlineSize: '14rem' });

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  '@media': { [mediaUp('sm')]: { padding: vars.space.xxl } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
});

export const heading = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });

export const hint = style({ margin: 0, color: vars.color.textMuted });

export const usage = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const code = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.divider}`,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  // A package's import path outgrows a phone: long lines wrap rather than scroll out of reach.
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const tools = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md });
export const search = style({ flex: '1 1 16rem' });
export const sizeSelect = style({ flex: '0 0 10rem' });

export const count = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

/** The scroll box the virtualizer fills: tall enough for several rows, shorter than a phone's screen. */
export const grid = style({
  position: 'relative',
  blockSize: 'min(60vh, 560px)',
  overflow: 'auto',
  outline: 'none',
  borderRadius: vars.radius.md,
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const tile = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.divider}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  transition: `border-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.hover },
    '&[data-selected]': { borderColor: vars.color.primary, boxShadow: `inset 0 0 0 1px ${vars.color.primary}` },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const tileName = style({
  maxInlineSize: '100%',
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  textAlign: 'center',
  overflowWrap: 'anywhere',
});

/** The stand-in drawn for an icon the app's library lacks. */
export const placeholder = style({ color: vars.color.textDisabled });

export const setLinks = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.md,
});

export const link = style({
  color: vars.color.primaryText,
  fontWeight: vars.font.weight.medium,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

globalStyle(`${code} code`, { fontFamily: 'inherit' });
