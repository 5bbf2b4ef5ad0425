import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { breakpoints } from '../theme/breakpoints';

const sm = `screen and (min-width: ${breakpoints.sm}px)`;
const md = `screen and (min-width: ${breakpoints.md}px)`;
const COLUMN = '1440px';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: '100dvh',
  inlineSize: '100%',
  backgroundColor: vars.color.background,
});

/** The horizontal navigation takes the room between the logo and the widgets. */
export const navSlot = style({ flex: 1, minInlineSize: 0, marginInlineStart: vars.space.lg });

// ------------------------------------------------------------------------------------- centered

export const centeredRoot = style([
  root,
  { '@media': { [sm]: { padding: vars.space.lg }, [md]: { padding: vars.space.xxl } } },
]);

export const centeredPanel = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  inlineSize: '100%',
  maxInlineSize: COLUMN,
  marginInline: 'auto',
  overflow: 'clip',
  backgroundColor: vars.color.background,
  boxShadow: vars.shadow.lg,
  '@media': { [sm]: { borderRadius: vars.radius.xl } },
});

export const tallBar = style({ '@media': { [md]: { minBlockSize: '80px' } } });

// ------------------------------------------------------------------------------------ enterprise

export const enterpriseHeader = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.toolbar,
  '@media': { print: { display: 'none' } },
});

/** The dark band: the theme's dark class sits on it (see the component). */
export const darkBand = style({
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.text,
  colorScheme: 'dark',
});

export const bandRow = style({
  display: 'flex',
  alignItems: 'center',
  // Tighter on phones, where the hamburger and eight widgets share 375 px.
  gap: vars.space.xs,
  inlineSize: '100%',
  maxInlineSize: COLUMN,
  minBlockSize: '64px',
  marginInline: 'auto',
  paddingInline: vars.space.md,
  '@media': { [md]: { gap: vars.space.sm, minBlockSize: '80px', paddingInline: vars.space.xl } },
});

export const lightBand = style({
  backgroundColor: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
  boxShadow: vars.shadow.sm,
});

export const navRow = style({
  display: 'flex',
  alignItems: 'center',
  inlineSize: '100%',
  maxInlineSize: COLUMN,
  minBlockSize: '64px',
  marginInline: 'auto',
  paddingInline: vars.space.xl,
});

export const toolbarEnd = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  marginInlineStart: 'auto',
  '@media': { [md]: { gap: vars.space.xs } },
});

export const enterpriseContent = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  inlineSize: '100%',
  maxInlineSize: COLUMN,
  marginInline: 'auto',
  '@media': { [sm]: { padding: vars.space.xl } },
});

export const enterpriseMain = style({
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.md,
  overflow: 'clip',
  '@media': { [sm]: { borderRadius: vars.radius.lg } },
});

export const columnFooter = style({ justifyContent: 'center' });

// -------------------------------------------------------------------------------------- material

export const materialBand = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInline: 0,
  blockSize: '240px',
  backgroundColor: vars.color.primarySubtle,
});

export const materialRoot = style([root, { position: 'relative' }]);

export const materialSheet = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  inlineSize: '100%',
  maxInlineSize: COLUMN,
  marginInline: 'auto',
  backgroundColor: vars.color.background,
  boxShadow: vars.shadow.lg,
  '@media': {
    [md]: {
      inlineSize: `calc(100% - 2 * ${vars.space.xxl})`,
      marginBlockStart: vars.space.xxxl,
      borderStartStartRadius: vars.radius.lg,
      borderStartEndRadius: vars.radius.lg,
    },
  },
});

export const materialHeader = style({
  backgroundColor: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
  '@media': {
    [md]: { borderStartStartRadius: vars.radius.lg, borderStartEndRadius: vars.radius.lg },
    print: { display: 'none' },
  },
});

export const materialRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: '64px',
  paddingInline: vars.space.md,
  '@media': { [md]: { paddingInline: vars.space.xl } },
});

export const materialNavRow = style({
  borderBlockStart: `1px solid ${vars.color.divider}`,
});
