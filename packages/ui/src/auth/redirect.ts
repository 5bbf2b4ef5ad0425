/** Where a user lands after sign-in when the requested target is missing or not safe. */
export const DEFAULT_SIGNED_IN_PATH = '/dashboard';

/**
 * Returns `target` when it is a same-origin path (`/apps/contacts?x=1#y`), otherwise the default.
 * Absolute URLs, protocol-relative `//host`, backslash tricks, `javascript:` and control characters
 * never pass, so a crafted sign-in link cannot send the user elsewhere.
 */
export function safeRedirect(target: unknown, fallback: string = DEFAULT_SIGNED_IN_PATH): string {
  if (typeof target !== 'string' || target.length === 0 || target.length > 2048) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (!target.startsWith('/') || /[\\\u0000-\u001f\u007f]/.test(target) || target.startsWith('//')) return fallback;
  const origin = 'https://atrium.invalid';
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return fallback;
  }
  // '/.//host' normalises to the path '//host', which a browser would read as another host.
  if (url.origin !== origin || url.pathname.startsWith('//')) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in address for a visitor who asked for `requested` (spec §2: omitted for /sign-out). */
export function signInPathFor(requested: string): string {
  if (requested === '/sign-out' || requested.startsWith('/sign-out?')) return '/sign-in';
  return `/sign-in?redirectURL=${encodeURIComponent(requested)}`;
}
