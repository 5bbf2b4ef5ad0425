/** The only link schemes rich text keeps: web pages and e-mail addresses. */
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** A scheme at the start of a string (`javascript:`, `data:`, `HTTPS:`), not a host with a port. */
const SCHEME = /^([a-z][a-z\d+.-]*):/i;
const EMAIL = /^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/;
const BARE_HOST = /^[^\s/@:?#]+\.[a-z]{2,}(?::\d+)?(?:[/?#]\S*)?$/i;

/**
 * True when `href` is an absolute http(s) or mailto URL. Browsers ignore tabs, newlines and leading
 * control characters in a scheme (`java\tscript:`), so the test runs on what the browser would parse.
 */
export function isSafeLinkUrl(href: string): boolean {
  let url: URL;
  try {
    url = new URL(href.trim());
  } catch {
    return false;
  }
  if (!SAFE_PROTOCOLS.has(url.protocol)) return false;
  if (url.protocol === 'mailto:') return url.pathname.length > 0 || url.search.length > 0;
  return url.hostname.length > 0;
}

/**
 * What a person typed as a link, as the URL to store: http(s) and mailto URLs as they are, a bare
 * host (`example.com/page`) as https, a bare e-mail address as mailto. Anything else (another
 * scheme, text that is no address) gives null.
 */
export function normalizeLinkUrl(input: string): string | null {
  const text = input.trim();
  if (text === '' || /\s/.test(text)) return null;
  const scheme = SCHEME.exec(text)?.[1];
  // `example.com:8080` reads like a scheme to the pattern; a dot in it means it is a host.
  if (scheme && !scheme.includes('.')) return isSafeLinkUrl(text) ? new URL(text).href : null;
  if (EMAIL.test(text)) return `mailto:${text}`;
  if (BARE_HOST.test(text)) {
    const url = `https://${text}`;
    return isSafeLinkUrl(url) ? new URL(url).href : null;
  }
  return null;
}
