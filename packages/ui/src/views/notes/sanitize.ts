import DOMPurify from 'dompurify';

/** What a note's text may hold: paragraphs, line breaks, emphasis, lists, quotes, code and links. */
const ALLOWED_TAGS = [
  'p',
  'div',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'a',
];

/**
 * Cleans a note's text (markup from the API or the editor) before it is shown: no scripts, no
 * images or other elements, no attributes but a link's address, and only http, https and mailto links.
 */
export function sanitizeNoteHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ['href'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
  });
}
