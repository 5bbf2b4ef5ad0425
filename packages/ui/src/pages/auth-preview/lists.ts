/** The auth pages and layout variants the previews offer, and the address of each preview. */
import type { AuthVariant } from '../auth/AuthLayout';
import type { AuthPageName } from '../auth/preview';

/** The pages in the Pages menu's order. */
export const AUTH_PAGES = [
  'sign-in',
  'sign-up',
  'sign-out',
  'forgot-password',
  'reset-password',
  'confirmation-required',
  'unlock-session',
] as const satisfies readonly AuthPageName[];

/** The layout variants in the Pages menu's order. */
export const AUTH_VARIANTS = [
  'classic',
  'modern',
  'modern-reversed',
  'split-screen',
  'split-screen-reversed',
  'fullscreen',
  'fullscreen-reversed',
] as const satisfies readonly AuthVariant[];

/** The address of a page's preview in a variant. */
export const authPreviewHref = (page: AuthPageName, variant: AuthVariant) => `/pages/authentication/${page}/${variant}`;

export const isPage = (value: string | undefined): value is AuthPageName =>
  (AUTH_PAGES as readonly string[]).includes(value ?? '');
export const isVariant = (value: string | undefined): value is AuthVariant =>
  (AUTH_VARIANTS as readonly string[]).includes(value ?? '');
