import DOMPurify from 'dompurify';
import type { Mail } from '@atrium/mock-api';
import { htmlBody, plainBody } from '../Mailbox.css';

/** What a mail written in the editor may hold: text formatting, lists and links; nothing that runs or loads. */
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
  'a',
  'blockquote',
  'span',
];
const SAFE_LINK = /^(https?:|mailto:)/i;

/** Cleans a mail's HTML: only the tags above, links kept only to http, https and mailto addresses. */
export function sanitizeMailHtml(html: string): string {
  const clean = DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: ['href'], RETURN_DOM_FRAGMENT: true });
  for (const link of clean.querySelectorAll('a')) {
    const href = link.getAttribute('href') ?? '';
    if (SAFE_LINK.test(href.trim())) {
      link.setAttribute('rel', 'noopener noreferrer nofollow');
      link.setAttribute('target', '_blank');
    } else {
      link.removeAttribute('href');
    }
  }
  const holder = document.createElement('div');
  holder.append(clean);
  return holder.innerHTML;
}

/** The mail's text without markup (an inert parse: nothing in it loads or runs). */
export function mailText(mail: Pick<Mail, 'content' | 'contentType'>): string {
  if (mail.contentType !== 'html') return mail.content;
  const parsed = new DOMParser().parseFromString(mail.content, 'text/html');
  return parsed.body.textContent ?? '';
}

/** The start of the mail's text on one line, for the list's two-line excerpt. */
export function plainExcerpt(mail: Pick<Mail, 'content' | 'contentType'>): string {
  return mailText(mail).replace(/\s+/g, ' ').trim().slice(0, 240);
}

/** The body: plain text with its line breaks, or (for a mail written in the editor) sanitized HTML. */
export function MailBody({ mail }: { mail: Pick<Mail, 'content' | 'contentType'> }) {
  if (mail.contentType === 'html') {
    // Sanitized just above: only formatting tags and safe links remain.
    return <div className={htmlBody} dangerouslySetInnerHTML={{ __html: sanitizeMailHtml(mail.content) }} />;
  }
  return <p className={plainBody}>{mail.content}</p>;
}
