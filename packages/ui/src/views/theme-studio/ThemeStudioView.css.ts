import { style } from '@vanilla-extract/css';
import { mediaUp } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const intro = style({ margin: 0, maxInlineSize: '70ch', color: vars.color.textMuted });

/** Controls, then previews, then the contrast report; from lg the controls sit beside the other two. */
export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [mediaUp('lg')]: {
      gridTemplateColumns: 'minmax(280px, 340px) minmax(0, 1fr)',
      gridTemplateAreas: '"controls previews" "controls report"',
      // The report follows the previews; the controls' column may run longer than both.
      gridTemplateRows: 'auto 1fr',
      alignItems: 'start',
    },
  },
});

const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  minInlineSize: 0,
});

export const controls = style([panel, { '@media': { [mediaUp('lg')]: { gridArea: 'controls' } } }]);
export const previews = style([panel, { '@media': { [mediaUp('lg')]: { gridArea: 'previews' } } }]);
export const report = style([panel, { '@media': { [mediaUp('lg')]: { gridArea: 'report' } } }]);

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const notice = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm, minBlockSize: '1lh' });
export const problem = style({ margin: 0, color: vars.color.warnText, fontSize: vars.font.size.sm });

export const previewPair = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 280px), 1fr))',
});

/** The draft's own classes set every variable: what is inside wears the draft, not the page's theme. */
export const preview = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  minInlineSize: 0,
});

export const previewTitle = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
});

export const previewCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.md,
});

export const previewHeading = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});
export const previewMuted = style({ margin: 0, color: vars.color.textMuted });
export const previewLink = style({ color: vars.color.primaryText, alignSelf: 'start' });
export const previewRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

const reportLine = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  fontWeight: vars.font.weight.medium,
});
export const reportFailing = style([reportLine, { color: vars.color.warnText }]);
export const reportPassing = style([reportLine, { color: vars.color.text }]);

export const issues = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, padding: 0 });
export const issue = style({
  listStyle: 'none',
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});
export const issuePair = style({ fontWeight: vars.font.weight.semibold });
export const suggestion = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
export const suggestionSwatch = style({
  inlineSize: '14px',
  blockSize: '14px',
  borderRadius: vars.radius.sm,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
});
