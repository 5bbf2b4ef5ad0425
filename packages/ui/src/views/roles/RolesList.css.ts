import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const nameCell = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: vars.font.weight.semibold,
  // A role named with one long word breaks it, in a column never narrower than 6rem.
  overflowWrap: 'anywhere',
  minInlineSize: '6rem',
});

/** A description breaks a long unbroken word, in a column never narrower than 10rem. */
export const descriptionCell = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
  minInlineSize: '10rem',
});

export const actionsCell = style({ display: 'inline-flex', flexWrap: 'wrap', gap: vars.space.xs });
