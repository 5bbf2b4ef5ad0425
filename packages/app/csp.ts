import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * Puts the saved theme on the page before first paint with a tiny inline script, and runs the
 * production build under a strict Content-Security-Policy that allows that one script by its hash.
 * No 'unsafe-inline', no 'unsafe-eval'; everything else comes from 'self'.
 */
const PLACEHOLDER = '<!-- atrium:head -->';

export function themeBootAndCsp({ bootScript, apiUrl }: { bootScript: string; apiUrl?: string }): Plugin {
  const script = readFileSync(bootScript, 'utf8').trim();
  const hash = createHash('sha256').update(script).digest('base64');
  const apiOrigin = apiUrl ? new URL(apiUrl).origin : '';
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'sha256-${hash}'`,
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${apiOrigin ? ` ${apiOrigin}` : ''}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ];
  // frame-ancestors only works as a header; in a <meta> tag the browser ignores it with an error.
  const metaPolicy = directives.join('; ');
  const headerPolicy = [...directives, "frame-ancestors 'none'"].join('; ');
  let isBuild = false;

  return {
    name: 'atrium-theme-boot-and-csp',
    configResolved(config) {
      isBuild = config.command === 'build';
    },
    transformIndexHtml(html) {
      // Right after <meta charset>: the policy first, so it governs everything below it.
      const escaped = metaPolicy.replace(/"/g, '&quot;');
      const head = `${isBuild ? `<meta http-equiv="Content-Security-Policy" content="${escaped}" />\n    ` : ''}<script>${script}</script>`;
      if (!html.includes(PLACEHOLDER)) throw new Error(`index.html needs the ${PLACEHOLDER} placeholder`);
      return html.replace(PLACEHOLDER, head);
    },
    configurePreviewServer(server) {
      server.middlewares.use((_request, response, next) => {
        response.setHeader('Content-Security-Policy', headerPolicy);
        response.setHeader('X-Content-Type-Options', 'nosniff');
        response.setHeader('Referrer-Policy', 'same-origin');
        next();
      });
    },
  };
}
