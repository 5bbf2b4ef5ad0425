import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
  minInlineSize: 0,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.xs,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const repeatRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: vars.space.xs });

export const wide = style({ flex: '2 1 12rem', minInlineSize: 0 });

export const narrow = style({ flex: '1 1 8rem', minInlineSize: 0 });

export const addLink = style({ alignSelf: 'flex-start' });

export const avatarError = style({ margin: 0, color: vars.color.warnText, fontSize: vars.font.size.sm });

export const bar = style({
  position: 'sticky',
  insetBlockEnd: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginInline: `calc(-1 * ${vars.space.lg})`,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  borderBlockStart: `1px solid ${vars.color.divider}`,
  backgroundColor: vars.color.surfaceRaised,
});

export const barEnd = style({ display: 'flex', gap: vars.space.sm, marginInlineStart: 'auto' });

/** A country in the phone's country list: its flag before its name and dial code. */
export const countryOption = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });
