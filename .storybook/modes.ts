/**
 * Chromatic modes: the same shots as the local visual run (scripts/visual, `npm run test:visual`).
 * A mode sets globals (`scheme`, read by the preview's decorator) and `viewport`, the size
 * Chromatic captures at.
 *
 * - Every story: `light` and `dark` at desktop 1280×800 (preview.tsx sets these as the default).
 * - Layouts (titles 'Layouts/...') also at mobile 375×740. A layout story file adds them in its meta:
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

/** Only the mobile shots (light and dark). */
export const mobileOnlyModes = {
  light: disabled,
  dark: disabled,
  'mobile-light': allModes['mobile-light'],
  'mobile-dark': allModes['mobile-dark'],
};

/** Only the desktop shots (light and dark). */
export const desktopOnlyModes = {
  light: allModes.light,
  dark: allModes.dark,
  'mobile-light': disabled,
  'mobile-dark': disabled,
};
