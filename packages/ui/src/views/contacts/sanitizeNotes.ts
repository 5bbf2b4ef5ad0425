import DOMPurify from 'dompurify';

/** What the notes editor can produce: paragraphs, line breaks, emphasis and lists; nothing else. */
const ALLOWED_TAGS = ['p', 'div', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li'];

/** Cleans a contact's notes (HTML from the server or the editor) before they are shown or saved. */
export function sanitizeNotes(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: [] });
}
