import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { raisedHover } from '../Popover/Popover.css';

export const menuPopover = style({
  minInlineSize: '200px',
  maxInlineSize: 'min(320px, calc(100vw - 16px))',
});

export const menu = style({
  padding: vars.space.xs,
  outline: 'none',
  maxBlockSize: 'inherit',
  overflow: 'auto',
  fontSize: vars.font.size.sm,
});

export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: '36px',
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  cursor: 'default',
  outline: 'none',
  textDecoration: 'none',
  selectors: {
    '&[data-focused], &[data-open]': { backgroundColor: raisedHover },
    '&[data-pressed]': { backgroundColor: vars.color.selected },
    // Inset so the ring is not clipped by the scrolling menu.
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
});

export const itemLabel = style({ flex: 1, minInlineSize: 0 });

const slot = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '16px',
  color: vars.color.textMuted,
});
globalStyle(`${menuItem}[data-disabled] ${slot}`, { color: 'inherit' });
globalStyle(`${slot} svg`, { inlineSize: '16px', blockSize: '16px' });

export const iconSlot = slot;
export const checkSlot = style([slot, { color: vars.color.primaryText }]);

export const shortcut = style({
  marginInlineStart: vars.space.lg,
  color: vars.color.textMuted,
  fontFamily: 'inherit',
  fontSize: vars.font.size.xs,
  letterSpacing: '0.02em',
  selectors: { '&::before': { content: 'attr(data-shortcut)' } },
});
globalStyle(`${menuItem}[data-disabled] ${shortcut}`, { color: 'inherit' });

export const submenuChevron = style([
  slot,
  {
    marginInlineStart: 'auto',
    selectors: { '&:dir(rtl)': { transform: 'scaleX(-1)' } },
  },
]);

export const section = style({});

export const sectionHeader = style({
  paddingInline: vars.space.md,
  paddingBlockStart: vars.space.sm,
  paddingBlockEnd: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
});

export const separator = style({
  blockSize: '1px',
  marginBlock: vars.space.xs,
  marginInline: 0,
  border: 'none',
  backgroundColor: vars.color.divider,
});
