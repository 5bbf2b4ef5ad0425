/**
 * The names of the themes, schemes and tag hues: what the app's first screen needs to read a stored
 * setting, kept apart from the colour values (`tokens.ts`), which only the theme studio and the build of
 * the theme classes use, so those never ride in the entry chunk.
 */
export const themeNames = ['default', 'brand', 'teal', 'rose', 'purple', 'amber'] as const;
export type ThemeName = (typeof themeNames)[number];
export const schemeNames = ['light', 'dark'] as const;
export type Scheme = (typeof schemeNames)[number];
/** What the operator chooses: a fixed scheme, or auto (follows the system). */
export type SchemeSetting = Scheme | 'auto';

/** The hues a user can give a tag or label (the same list as the mock API's `MailLabelColor`). */
export const tagColors = ['blue', 'indigo', 'red', 'teal', 'purple', 'green', 'amber', 'pink', 'gray'] as const;
export type TagColor = (typeof tagColors)[number];
