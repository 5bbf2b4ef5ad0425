import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** Docked, the details stay in view while the folder scrolls: at most a screen tall, held at its top. */
export const docked = style({
  selectors: {
    '&[data-docked]': { position: 'sticky', insetBlockStart: 0, blockSize: 'auto', maxBlockSize: '100dvh' },
  },
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const preview = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minBlockSize: '12rem',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.textMuted,
});

/** The big icon is decorative, so it may be fainter than text. */
export const previewIcon = style({ color: vars.color.textDisabled });

export const previewName = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  textAlign: 'center',
  overflowWrap: 'anywhere',
});

export const subheading = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const infoList = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.font.size.sm,
});

export const infoTerm = style({ color: vars.color.textMuted });

export const infoValue = style({ margin: 0, color: vars.color.text, textAlign: 'end', overflowWrap: 'anywhere' });

export const description = style({ margin: 0, color: vars.color.text, fontSize: vars.font.size.sm });

export const descriptionEmpty = style([description, { color: vars.color.textMuted, fontStyle: 'italic' }]);

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });

export const grow = style({ flex: '1 1 12rem', minInlineSize: 0 });

export const refusal = style({ margin: 0, color: vars.color.warnText, fontSize: vars.font.size.sm });

export const pickerList = style({ maxBlockSize: '16rem', overflowY: 'auto' });

export const pickerItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  outline: 'none',
  color: vars.color.text,
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.hover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
});

export const pickerPlace = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
