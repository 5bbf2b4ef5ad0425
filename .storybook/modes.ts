/**
 * Chromatic modes: the same shots as the local visual run (scripts/visual, `npm run test:visual`).
 * A mode sets globals (`scheme`, read by the preview's decorator) and `viewport`, the size
 * Chromatic captures at.
 *
 * - Every story: `light` and `dark` at desktop 1280×800 (preview.tsx sets these as the default).
 * - Layouts (titles 'Layouts/...') also at mobile 375×740. Each layout file has a `Mobile` story
 *   shot at mobile size only (mobileOnlyModes) and its other stories at desktop only
 *   (desktopOnlyModes): their play functions check the layout of that size. A story that looks
 *   right at both sizes can take all four:
 *
 *     import { layoutModes } from '../../.storybook/modes';
 *     const meta = {
 *       title: 'Layouts/AppShell',
 *       component: AppShell,
 *       parameters: { chromatic: { modes: layoutModes } },
 *     } satisfies Meta<typeof AppShell>;
 */
export const allModes = {
  light: { scheme: 'light', viewport: { width: 1280, height: 800 } },
  dark: { scheme: 'dark', viewport: { width: 1280, height: 800 } },
  'mobile-light': { scheme: 'light', viewport: { width: 375, height: 740 } },
  'mobile-dark': { scheme: 'dark', viewport: { width: 375, height: 740 } },
} as const;

/** Every story: light and dark at desktop size. */
export const defaultModes = { light: allModes.light, dark: allModes.dark };

/** Layout stories: desktop and mobile, light and dark. */
export const layoutModes = allModes;

/*
 * Story-level narrowing inside a layout file. Storybook merges a story's parameters into its
 * meta's, so a story drops modes by disabling them (Chromatic and the local run both skip a
 * mode with `disable: true`). For a story whose play function checks the mobile layout:
 *
 *     export const Mobile: Story = {
 *       globals: { viewport: { value: 'mobile' } },
 *       parameters: { chromatic: { modes: mobileOnlyModes } },
 *       ...
 *     };
 */
const disabled = { disable: true } as const;

// Parameters merge deeply, so a mode that a meta disabled stays disabled in a story unless the
// story says `disable: false` itself: the narrowed sets below spell it out for the modes they keep.
const enabled = { disable: false } as const;

/** Only the mobile shots (light and dark). */
export const mobileOnlyModes = {
  light: disabled,
  dark: disabled,
  'mobile-light': { ...allModes['mobile-light'], ...enabled },
  'mobile-dark': { ...allModes['mobile-dark'], ...enabled },
};

/** Only the desktop shots (light and dark). */
export const desktopOnlyModes = {
  light: { ...allModes.light, ...enabled },
  dark: { ...allModes.dark, ...enabled },
  'mobile-light': disabled,
  'mobile-dark': disabled,
};
