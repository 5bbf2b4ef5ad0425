/** Minimum widths, in pixels, of the product's breakpoints (spec §9). */
export const breakpoints = { sm: 600, md: 960, lg: 1280, xl: 1440 } as const;
export type Breakpoint = keyof typeof breakpoints;

/** A media query that matches from the breakpoint up. */
export const mediaUp = (name: Breakpoint): string => `screen and (min-width: ${breakpoints[name]}px)`;
