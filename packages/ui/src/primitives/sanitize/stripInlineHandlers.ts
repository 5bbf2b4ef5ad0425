/**
 * Markup with its inline event handlers (`onerror=…`, `onclick`, …) taken out of every start tag, before any
 * parser sees it.
 *
 * DOMPurify removes handlers after the browser has parsed the markup, and parsing is enough for Chromium to
 * check an inline handler against the page's Content Security Policy, even in an inert document that never
 * runs it: each hostile note, mail or guide then logged a CSP violation (and sent a report where one is
 * configured) though nothing ran. Taking the handlers out of the text first keeps the console and the
 * reports for real violations. This is not the sanitizer: whatever it misses, DOMPurify still removes.
 */

/** A start tag as the HTML tokenizer reads one: `<` and a letter, up to a `>` outside quotes (or the end). */
const START_TAG = /<[a-z](?:[^>"']|"[^"]*"|'[^']*')*>?/gi;

/**
 * Inside a tag: a quoted value (kept as it is, so its text is never touched), or an attribute named `on…`,
 * with or without a value, after a space, a slash or a closing quote.
 */
const IN_TAG = /("[^"]*"|'[^']*')|(?<=[\s/"'])on[^\s/>="']*(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*))?/gi;

export function stripInlineHandlers(html: string): string {
  if (!/on/i.test(html)) return html;
  return html.replace(START_TAG, (tag) => tag.replace(IN_TAG, (match, quoted?: string) => quoted ?? ''));
}
