import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const pickers = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});

export const answer = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: '1px solid',
  fontSize: vars.font.size.sm,
});

export const answerYes = style({ borderColor: vars.color.success, backgroundColor: vars.color.surfaceSunken });

export const answerNo = style({ borderColor: vars.color.warn, backgroundColor: vars.color.surfaceSunken });

export const answerIcon = style({ flexShrink: 0, inlineSize: '1.2rem', blockSize: '1.2rem' });
