import { style } from '@vanilla-extract/css';
import { focusRing } from '../../primitives/focus.css';
import { mediaUp } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** The content's width: every band (header, hero, sections, footer) lines up on it. */
const CONTENT = '1120px';

const band = {
  boxSizing: 'border-box',
  inlineSize: '100%',
  maxInlineSize: CONTENT,
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  '@media': { [mediaUp('sm')]: { paddingInline: vars.space.xxl } },
} as const;

/** The whole page: it fills the viewport, the footer at the bottom however short the content. */
export const root = style({
  minBlockSize: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: vars.color.background,
  color: vars.color.text,
});

// --------------------------------------------------------------------------------------- header

export const header = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.toolbar,
  backgroundColor: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
});

export const headerInner = style({
  ...band,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minBlockSize: '64px',
  paddingBlock: vars.space.sm,
});

export const brand = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    borderRadius: vars.radius.md,
    color: vars.color.text,
    textDecoration: 'none',
    fontSize: vars.font.size.xl,
    fontWeight: vars.font.weight.bold,
  },
]);

export const logoMark = style({ inlineSize: '32px', blockSize: '32px', flex: '0 0 auto' });
export const logoFill = style({ fill: vars.color.primary });
export const logoInk = style({ fill: vars.color.onPrimary, fillRule: 'evenodd' });

export const headerEnd = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

// ------------------------------------------------------------------------------------------ main

export const main = style({ flex: '1 0 auto', display: 'flex', flexDirection: 'column' });

/** The hero: on a soft band of the theme's primary colour, centred. */
export const hero = style({
  backgroundColor: vars.color.primarySubtle,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
});

export const heroInner = style({
  ...band,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.xxl,
  textAlign: 'center',
  '@media': {
    [mediaUp('sm')]: { paddingInline: vars.space.xxl, paddingBlock: vars.space.xxxl },
  },
});

export const eyebrow = style({
  margin: 0,
  color: vars.color.primaryText,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});

export const heroTitle = style({
  margin: 0,
  maxInlineSize: '22ch',
  fontSize: vars.font.size.display,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  textWrap: 'balance',
  '@media': { [mediaUp('md')]: { fontSize: `calc(${vars.font.size.display} * 1.5)` } },
});

export const heroLead = style({
  margin: 0,
  maxInlineSize: '60ch',
  color: vars.color.textMuted,
  fontSize: vars.font.size.md,
  '@media': { [mediaUp('md')]: { fontSize: vars.font.size.lg } },
});

/** Keeps the hero's height while the session is being checked, so the page does not jump. */
export const heroActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  minBlockSize: '44px',
  marginBlockStart: vars.space.sm,
});

/** A link drawn as a button: the link's role (it goes somewhere), the button's look. */
export const linkButton = style({ textDecoration: 'none' });

/** The hero's call to action: a little larger than a toolbar button. */
export const heroCta = style({ minBlockSize: '44px', fontSize: vars.font.size.md, paddingInline: vars.space.xl });

// -------------------------------------------------------------------------------------- sections

export const section = style({
  ...band,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingBlock: vars.space.xxl,
});

export const sectionHeader = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const sectionLead = style({ margin: 0, color: vars.color.textMuted });

export const features = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))',
  gap: vars.space.lg,
});

export const feature = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.divider}`,
});

export const featureIcon = style({
  display: 'grid',
  placeItems: 'center',
  inlineSize: '40px',
  blockSize: '40px',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primarySubtle,
  color: vars.color.primaryText,
});

export const featureTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const featureText = style({ margin: 0, color: vars.color.textMuted });

export const shots = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  '@media': { [mediaUp('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const shot = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.sm });

/** Every shot in the same frame (16:10), so the grid's rows line up while the images load. */
export const shotImage = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: 'auto',
  aspectRatio: '16 / 10',
  objectFit: 'cover',
  objectPosition: 'top',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.divider}`,
  backgroundColor: vars.color.surfaceSunken,
  boxShadow: vars.shadow.md,
});

export const shotCaption = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

// ---------------------------------------------------------------------------------------- footer

export const footer = style({
  borderBlockStart: `1px solid ${vars.color.divider}`,
  backgroundColor: vars.color.surface,
});

export const footerInner = style({
  ...band,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.lg,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const footerText = style({ margin: 0 });
