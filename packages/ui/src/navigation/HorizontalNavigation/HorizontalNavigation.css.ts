import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const nav = style({ minInlineSize: 0 });

export const list = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A top-level entry: a link or a menu button. */
export const entry = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  blockSize: '40px',
  paddingInline: vars.space.lg,
  border: 0,
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-pressed], &[aria-expanded="true"]': { backgroundColor: vars.color.hover },
    '&[data-active]': { color: vars.color.primaryText },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
});

export const entryIcon = style({ display: 'inline-flex', color: vars.color.textMuted });
globalStyle(`${entry}[data-active] ${entryIcon}`, { color: 'inherit' });
globalStyle(`${entryIcon} svg`, { inlineSize: '20px', blockSize: '20px' });

export const menuLabel = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });
