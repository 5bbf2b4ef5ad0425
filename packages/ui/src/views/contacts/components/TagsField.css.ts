import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium });

export const chipsRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
