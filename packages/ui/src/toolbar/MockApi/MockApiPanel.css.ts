import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const intro = style({
  margin: 0,
  paddingBlockEnd: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
});

/** A switch with its one-line explanation under its label. */
export const switchLabel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minInlineSize: 0 });

export const hint = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const switches = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** The four failure rates in one row, down to a phone's drawer. */
export const fourColumns = style({ gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 4.5rem), 1fr))' });

/** The toolbar button's dot while a scenario other than the default is on. */
export const trigger = style({ position: 'relative' });
export const activeDot = style({
  position: 'absolute',
  insetBlockStart: '6px',
  insetInlineEnd: '6px',
  inlineSize: '8px',
  blockSize: '8px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.warn,
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
  pointerEvents: 'none',
});
