import { style } from '@vanilla-extract/css';
import { mediaUp } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** A keyboard tool: its button shows from md up (phones keep the search), the shortcut works everywhere. */
export const paletteButton = style({
  selectors: { '&&': { display: 'none' } },
  '@media': { [mediaUp('md')]: { selectors: { '&&': { display: 'inline-flex' } } } },
});

export const optionIcon = style({ flexShrink: 0, inlineSize: '16px', blockSize: '16px', color: vars.color.textMuted });

export const results = style({ maxBlockSize: 'min(55vh, 28rem)' });

export const detail = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  overflowWrap: 'anywhere',
});

export const empty = style({
  padding: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  textAlign: 'center',
});

export const keys = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
});

export const keyRow = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
});

export const keyCaps = style({
  margin: 0,
  flexShrink: 0,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xs,
  paddingInline: vars.space.xs,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSunken,
});

export const groupTitle = style({
  margin: 0,
  marginBlockStart: vars.space.md,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
  color: vars.color.textMuted,
});

/** The palette sits in the upper part of the screen, so its list opens below the field with room to grow. */
export const paletteModal = style({ alignSelf: 'flex-start', marginBlockStart: 'min(12vh, 6rem)' });
