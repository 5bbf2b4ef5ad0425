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
