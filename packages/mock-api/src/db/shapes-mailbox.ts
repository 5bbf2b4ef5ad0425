/**
 * The mailbox's stored entities: they check patches in its handlers and its stored data on load. A module of
 * its own, so these checks load with the domain and never with the mock's first chunk.
 */
import type { Mail, MailAttachment, MailLabel, MailLabelColor, MailSettings } from '../contract/mailbox.ts';
import type { Shape } from '../schema.ts';
import { array, boolean, isoDate, nullable, number, object, oneOf, optional, string, text } from '../schema.ts';

export const MAIL_LABEL_COLORS: readonly MailLabelColor[] = [
  'blue',
  'indigo',
  'red',
  'teal',
  'purple',
  'green',
  'amber',
  'pink',
  'gray',
];

export const mailLabelShape: Shape<MailLabel> = {
  id: string,
  title: text,
  slug: string,
  color: oneOf(MAIL_LABEL_COLORS),
};

export const mailSettingsShape: Shape<MailSettings> = { messageLayout: oneOf(['right', 'full'] as const) };

export const mailAttachmentShape: Shape<MailAttachment> = {
  type: string,
  name: string,
  size: number,
  preview: string,
  downloadUrl: string,
};

export const mailShape: Shape<Mail> = {
  id: string,
  type: oneOf(['mail'] as const),
  from: object({ avatar: nullable(string), contact: string }),
  to: string,
  cc: array(string),
  bcc: array(string),
  date: isoDate,
  subject: string,
  content: string,
  contentType: optional(oneOf(['text', 'html'] as const)),
  attachments: array(object(mailAttachmentShape)),
  starred: boolean,
  important: boolean,
  unread: boolean,
  folder: string,
  labels: array(string),
};
