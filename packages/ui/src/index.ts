// Atrium's public API: explicit named exports only.

// Theme
export { vars } from './theme/contract.css';
export { themeClasses } from './theme/themes.css';
export { sprinkles, type Sprinkles } from './theme/sprinkles.css';
export { breakpoints, mediaUp, type Breakpoint } from './theme/breakpoints';
export { applyTheme, followScheme, resolveScheme, systemScheme } from './theme/scheme';
export {
  themeNames,
  schemeNames,
  colorRoles,
  type ThemeName,
  type Scheme,
  type SchemeSetting,
  type ColorRoles,
} from './theme/tokens';

// i18n
export { createI18n, type AtriumI18n, type CreateI18nOptions } from './i18n/i18n';
export {
  languages,
  defaultLanguage,
  isLanguage,
  loadTranslation,
  httpTranslations,
  TRANSLATION_RETRIES,
  ALL_FALLBACKS_FAILED,
  type Language,
  type TranslationTree,
} from './i18n/load';

// Primitives
export { Button, buttonVariants, type ButtonProps, type ButtonVariant } from './primitives/Button';

// Primitives: form controls
// (end form controls)

// Primitives: overlays and feedback
// (end overlays and feedback)

// Primitives: collections, dates and icons
// (end collections, dates and icons)

// API client
export { ApiError, createApiClient, type ApiClient, type ApiClientOptions, type RequestOptions } from './api/client';
export {
  createRequestTracker,
  PROGRESS_RANGE_MESSAGE,
  MISSING_URL_MESSAGE,
  type RequestTracker,
  type LoadingState,
} from './api/tracker';
export { createQueryClient } from './api/queryClient';
export { ApiProvider, useApiClient, useRequestTracker } from './api/context';
export { LoadingBar } from './primitives/LoadingBar';
export { PageShell } from './primitives/PageShell';
// (end API client)
