import { globalStyle, style } from '@vanilla-extract/css';
import { mediaUp } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** A centred column up to 1440 px, as the other areas' pages. */
export const page = style({
  boxSizing: 'border-box',
  inlineSize: '100%',
  maxInlineSize: '1440px',
  marginInline: 'auto',
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  color: vars.color.text,
  '@media': { [mediaUp('sm')]: { paddingInline: vars.space.xl, paddingBlock: vars.space.xl } },
});

export const headingGroup = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minInlineSize: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const subtitle = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.md });

export const banner = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  borderInlineStart: `4px solid ${vars.color.info}`,
  backgroundColor: vars.color.surface,
});

export const bannerIcon = style({ inlineSize: '1.5rem', blockSize: '1.5rem', flexShrink: 0, color: vars.color.info });

export const bannerText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minInlineSize: 0 });

globalStyle(`${bannerText} p`, { margin: 0, fontSize: vars.font.size.sm, overflowWrap: 'anywhere' });
globalStyle(`${bannerText} code`, {
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xs,
  paddingInline: vars.space.xxs,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceSunken,
});

export const bannerTitle = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold });
