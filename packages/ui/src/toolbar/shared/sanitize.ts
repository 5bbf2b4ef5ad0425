import DOMPurify from 'dompurify';
import { stripInlineHandlers } from '../../primitives/sanitize/stripInlineHandlers';

/** Inline emphasis only: server text may carry markup, never links, images, handlers or styles. */
const ALLOWED_TAGS = ['strong', 'em', 'b', 'i', 'mark', 'code', 'br', 'span'];

/** Cleans server-provided markup (descriptions, search marks) before it is rendered as HTML. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(stripInlineHandlers(html), { ALLOWED_TAGS, ALLOWED_ATTR: [] });
}
