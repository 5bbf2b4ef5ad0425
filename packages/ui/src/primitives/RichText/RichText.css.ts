import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { proseStyles } from './prose';
import { focusRing } from '../focus.css';

/**
 * Rich text as it reads, in the editor and in a view alike: paragraphs, lists, quotes, inline code
 * and links spaced and coloured from the theme, long words wrapped rather than overflowing.
 */
export const content = style({
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
  textAlign: 'start',
});

proseStyles(content, { blockGap: vars.space.xs });
globalStyle(`${content} > :last-child`, { marginBlockEnd: 0 });
// Headings appear only in articles (RichTextView's keepHeadings).
globalStyle(`${content} h2, ${content} h3, ${content} h4`, {
  marginBlock: 0,
  marginBlockStart: vars.space.lg,
  marginBlockEnd: vars.space.xs,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});
globalStyle(`${content} h2`, { fontSize: vars.font.size.xl });
globalStyle(`${content} h3`, { fontSize: vars.font.size.lg });
globalStyle(`${content} h4`, { fontSize: vars.font.size.md });
globalStyle(`${content} li > ul, ${content} li > ol`, { marginBlockEnd: 0 });

/** Classes Lexical puts on the text it draws (its theme), for the formats no tag carries. */
export const textUnderline = style({ textDecoration: 'underline' });
export const textStrikethrough = style({ textDecoration: 'line-through' });
export const textUnderlineStrikethrough = style({ textDecoration: 'underline line-through' });
/** A list item that only holds a nested list shows no bullet of its own. */
export const nestedListItem = style({ listStyleType: 'none' });

/** The box around toolbar and text, bordered like the other fields' input boxes. */
export const box = style([
  focusRing,
  {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    inlineSize: '100%',
    minInlineSize: 0,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    transition: `border-color ${vars.motion.durationFast} ${vars.motion.easing}`,
    selectors: {
      '&:hover:not([data-disabled]):not([data-focused]):not([data-invalid])': { borderColor: vars.color.text },
      '&[data-focused]': { borderColor: vars.color.focusRing },
      '&[data-invalid]': { borderColor: vars.color.warn },
      '&[data-disabled]': {
        color: vars.color.textDisabled,
        backgroundColor: vars.color.surfaceSunken,
        borderColor: vars.color.divider,
      },
    },
  },
]);

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  borderBlockEnd: `1px solid ${vars.color.divider}`,
});

export const toolbarSeparator = style({
  alignSelf: 'stretch',
  inlineSize: '1px',
  marginBlock: vars.space.xxs,
  marginInline: vars.space.xxs,
  backgroundColor: vars.color.divider,
});

/** A square toolbar button; pressed (a format that is on) shows in the selected colour. */
export const toolButton = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    inlineSize: '32px',
    blockSize: '32px',
    padding: 0,
    border: '1px solid transparent',
    borderRadius: vars.radius.sm,
    backgroundColor: 'transparent',
    color: vars.color.textMuted,
    cursor: 'pointer',
    transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
    selectors: {
      '&[data-hovered]:not([data-disabled])': { backgroundColor: vars.color.hover, color: vars.color.text },
      '&[data-pressed]': { backgroundColor: vars.color.hover, color: vars.color.text },
      '&[data-selected]': {
        backgroundColor: vars.color.selected,
        color: vars.color.primaryText,
        borderColor: vars.color.divider,
      },
      '&[data-focus-visible]': { outlineOffset: '0' },
      '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textDisabled, backgroundColor: 'transparent' },
    },
  },
]);

globalStyle(`${toolButton} svg`, { inlineSize: '1.125rem', blockSize: '1.125rem', flexShrink: 0 });

/** Where the text is typed; the box draws border and focus. */
export const editable = style({
  position: 'relative',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  outline: 'none',
  cursor: 'text',
  selectors: { '&[aria-readonly="true"]': { cursor: 'not-allowed', color: vars.color.textDisabled } },
});

export const editableHeight = styleVariants({
  small: { minBlockSize: '4.5rem' },
  medium: { minBlockSize: '8rem' },
  large: { minBlockSize: '16rem' },
});

export const editableArea = style({ position: 'relative' });

export const placeholder = style({
  position: 'absolute',
  insetBlockStart: vars.space.sm,
  insetInlineStart: vars.space.md,
  insetInlineEnd: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  pointerEvents: 'none',
  userSelect: 'none',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** The stand-in while the editor's code loads: a toolbar row and an empty box of the editor's height. */
export const skeletonToolbar = style({
  blockSize: '32px',
  margin: vars.space.xxs,
  inlineSize: 'min(16rem, 60%)',
});

/** The link dialog's form: URL field and its buttons. */
export const linkForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  inlineSize: 'min(20rem, calc(100vw - 64px))',
});

export const linkActions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
