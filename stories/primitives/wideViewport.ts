/** The xl breakpoint (1440 px), where list-detail views dock their drawer beside the page. */
const WIDE = { width: 1440, height: 900 };

/**
 * A story at 1440 px: spread it in (`{ ...wideViewport, play }`, and `parameters: { ...wideViewport.parameters,
 * route }`). The story tests size the page from the `viewport` global; the visual run and Chromatic shoot the
 * modes, which replace the desktop and phone ones.
 */
export const wideViewport = {
  globals: { viewport: { value: 'wide' } },
  parameters: {
    viewport: {
      options: {
        wide: {
          name: 'Wide (1440)',
          styles: { width: `${WIDE.width}px`, height: `${WIDE.height}px` },
          type: 'desktop',
        },
      },
    },
    chromatic: {
      modes: {
        light: { scheme: 'light', viewport: WIDE, disable: false },
        dark: { scheme: 'dark', viewport: WIDE, disable: false },
        'mobile-light': { disable: true },
        'mobile-dark': { disable: true },
      },
    },
  },
} as const;
