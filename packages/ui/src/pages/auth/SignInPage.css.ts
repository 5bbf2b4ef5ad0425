import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const demoTitle = style({ fontWeight: vars.font.weight.semibold });

export const demoList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  marginBlockStart: vars.space.xs,
  padding: 0,
  listStyle: 'none',
});

/** One role: its name and pair at the start, the fill-in button at the end. */
export const demoRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minInlineSize: 0,
});

export const demoText = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 });

export const demoRole = style({ fontWeight: vars.font.weight.medium });

export const demoPair = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const demoUse = style({ flexShrink: 0 });

export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});
