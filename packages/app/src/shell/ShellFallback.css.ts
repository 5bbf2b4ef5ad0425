import { globalStyle } from '@vanilla-extract/css';
import { vars } from '@atrium/ui/theme/contract.css.ts';

/**
 * The loading status a page paints at once: first in the page's own markup (index.html carries it in both
 * languages, and shows the stored one), then as `ShellFallback` while the session is checked and the
 * chunks load. An attribute rather than a class, so the markup written at build time can name it.
 */
globalStyle('[data-boot-status]', {
  margin: 0,
  padding: vars.space.xl,
  color: vars.color.textMuted,
});
// The boot script sets the page's language from the stored one before the first paint.
globalStyle(
  'html:not([lang="en"]) [data-boot-status] > [lang="en"], html[lang="en"] [data-boot-status] > [lang="es"]',
  {
    display: 'none',
  },
);
