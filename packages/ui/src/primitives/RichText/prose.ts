import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * The reading styles that rich text and the documentation pages share, under the class `root`: blocks
 * spaced by `blockGap`, indented lists, muted quotes, inline code on a sunken ground, underlined links
 * with the focus ring. Call it from a `.css.ts` file, which owns the styles it adds.
 */
export function proseStyles(root: string, { blockGap }: { blockGap: string }) {
  globalStyle(`${root} > :first-child`, { marginBlockStart: 0 });
  globalStyle(`${root} p, ${root} ul, ${root} ol, ${root} blockquote`, { marginBlock: 0, marginBlockEnd: blockGap });
  globalStyle(`${root} ul, ${root} ol`, { paddingInlineStart: vars.space.lg });
  globalStyle(`${root} blockquote`, {
    marginInline: 0,
    paddingInlineStart: vars.space.md,
    borderInlineStart: `3px solid ${vars.color.divider}`,
    color: vars.color.textMuted,
  });
  globalStyle(`${root} code`, {
    fontFamily: vars.font.family.mono,
    fontSize: '0.9em',
    paddingInline: vars.space.xxs,
    borderRadius: vars.radius.sm,
    backgroundColor: vars.color.surfaceSunken,
  });
  globalStyle(`${root} a`, { color: vars.color.primaryText, textDecoration: 'underline', textUnderlineOffset: '2px' });
  globalStyle(`${root} a:focus-visible`, {
    outline: `2px solid ${vars.color.focusRing}`,
    outlineOffset: '2px',
    borderRadius: vars.radius.sm,
  });
}
