/**
 * The xl breakpoint's screen (1440 px), where list-detail views dock their drawer beside the page. A story
 * spreads it in: `{ ...wideViewport, play }`. The story tests and the visual run size the page from it.
 */
export const wideViewport = {
  globals: { viewport: { value: 'wide' } },
  parameters: {
    viewport: {
      options: { wide: { name: 'Wide (1440)', styles: { width: '1440px', height: '900px' }, type: 'desktop' } },
    },
  },
} as const;
