import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  minInlineSize: 0,
});

/** A card's header and title are the console's own (the Playground's cards). */
export { cardHeader, cardTitle } from '../components/agent.css';

export const meta = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});

/** The words that asked for the change, as the person wrote them. */
export const quote = style({
  margin: 0,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `3px solid ${vars.color.divider}`,
  color: vars.color.text,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const link = style({
  color: vars.color.primaryText,
  fontSize: vars.font.size.sm,
  textUnderlineOffset: '2px',
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

export const spacer = style({ flexGrow: 1 });

/** What a refused decision said, above the lists, with Retry. */
export const failure = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.warn}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
});

export const failureText = style({ margin: 0, flex: '1 1 16rem', color: vars.color.warnText });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
