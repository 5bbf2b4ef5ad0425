import type { Mail } from '@atrium/mock-api';
import { RichTextView, richTextToPlain } from '../../../primitives/RichText';
import { htmlBody, plainBody } from '../Mailbox.css';

/** The mail's text without markup. */
export function mailText(mail: Pick<Mail, 'content' | 'contentType'>): string {
  return mail.contentType === 'html' ? richTextToPlain(mail.content) : mail.content;
}

/** The start of the mail's text on one line, for the list's two-line excerpt. */
export function plainExcerpt(mail: Pick<Mail, 'content' | 'contentType'>): string {
  return mailText(mail).replace(/\s+/g, ' ').trim().slice(0, 240);
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain text as rich text: a paragraph per line, every character shown as itself. */
export function textToHtml(text: string): string {
  return text
    .split('\n')
    .map((line) => (line === '' ? '<p><br></p>' : `<p>${escapeHtml(line)}</p>`))
    .join('');
}

/** The mail's body as rich text (a forward quotes it). */
export function mailHtml(mail: Pick<Mail, 'content' | 'contentType'>): string {
  return mail.contentType === 'html' ? mail.content : textToHtml(mail.content);
}

/**
 * The body: plain text with its line breaks, or (a mail written in the editor) HTML through the design
 * system's RichTextView, which sanitizes it (text markup and http, https and mailto links only).
 */
export function MailBody({ mail }: { mail: Pick<Mail, 'content' | 'contentType'> }) {
  if (mail.contentType === 'html') return <RichTextView className={htmlBody} html={mail.content} />;
  return <p className={plainBody}>{mail.content}</p>;
}
