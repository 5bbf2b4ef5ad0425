/** Mailbox (spec 2, sections 3 and 7, base api/apps/mailbox). */

export interface MailFolder {
  id: string;
  title: string;
  slug: string;
  /** A lucide icon name (kebab case). */
  icon: string;
  /** Unread mails for ordinary folders, all mails for drafts and spam, 0 for sent and trash. */
  count: number;
}

/** A boolean mail field to filter on (Starred, Important). */
export interface MailFilter {
  id: string;
  title: string;
  slug: 'starred' | 'important';
  icon: string;
}

export type MailLabelColor = 'blue' | 'indigo' | 'red' | 'teal' | 'purple' | 'green' | 'amber' | 'pink' | 'gray';

export interface MailLabel {
  id: string;
  title: string;
  /** From the title: lower case, spaces to hyphens, hyphens collapsed, other non-word characters removed; -1, -2... when taken. */
  slug: string;
  color: MailLabelColor;
}

export interface MailAttachment {
  /** MIME type. */
  type: string;
  name: string;
  /** Bytes. */
  size: number;
  /** An image URL (a `data:` URL) for images, the word 'pdf' for PDFs. */
  preview: string;
  downloadUrl: string;
}

export interface Mail {
  id: string;
  type: 'mail';
  from: { avatar: string | null; contact: string };
  to: string;
  cc: string[];
  bcc: string[];
  /** ISO date-time. */
  date: string;
  subject: string;
  /** Plain text, or HTML when {@link Mail.contentType} says so (a mail written in the rich-text editor). */
  content: string;
  /** How to read `content`; plain text when absent (every seed mail). Shown HTML is sanitized first. */
  contentType?: 'text' | 'html';
  attachments: MailAttachment[];
  starred: boolean;
  important: boolean;
  unread: boolean;
  /** Id of a {@link MailFolder}. */
  folder: string;
  /** Ids of {@link MailLabel}s. */
  labels: string[];
}

/** A mail as lists and the detail answer it: with the computed cc and bcc counts. */
export interface MailWithCounts extends Mail {
  ccCount: number;
  bccCount: number;
}

export interface MailSettings {
  messageLayout: 'right' | 'full';
}

export interface MailsQuery {
  /** A folder slug. */
  folder?: string;
  /** A boolean mail field: starred, important or unread. */
  filter?: 'starred' | 'important' | 'unread';
  /** A label slug. */
  label?: string;
  /**
   * Search words (not in the spec): mails whose subject, sender or body contains them, case-insensitive,
   * in every folder unless `folder` (or `filter`, `label`) narrows it.
   */
  q?: string;
  /** 1-based; default 1. */
  page?: number;
}

export interface MailPagination {
  totalResults: number;
  resultsPerPage: number;
  currentPage: number;
  lastPage: number;
  startIndex: number;
  endIndex: number;
}

export type MailsAnswer =
  { mails: MailWithCounts[]; pagination: MailPagination } | { mails: null; pagination: { lastPage: number } };

export interface UpdateMailSettingsRequest {
  settings: Partial<MailSettings>;
}

export interface CreateMailLabelRequest {
  label: { title: string; color?: MailLabelColor };
}

export interface UpdateMailLabelRequest {
  id: string;
  label: Partial<Omit<MailLabel, 'id' | 'slug'>>;
}

/**
 * PATCH mail: any mail's flags, folder and labels. A draft (a mail in the Drafts folder) may also change
 * what it says (`to`, `cc`, `bcc`, `subject`, `content`, `contentType`; any other mail: 400), and is sent by
 * moving it to the Sent folder (in the same call as its last edit, if any): it is then from the signed-in
 * user, dated now, and read.
 */
export interface UpdateMailRequest {
  id: string;
  mail: Partial<
    Pick<
      Mail,
      'starred' | 'important' | 'unread' | 'folder' | 'labels' | 'to' | 'cc' | 'bcc' | 'subject' | 'content'
    > & { contentType: 'text' | 'html' }
  >;
}

/**
 * POST mail (not in the spec: the smallest call that lets the app send a mail or keep a draft). The mail is
 * from the signed-in user, dated now, read, with no labels; `folder` is the Sent or the Drafts folder's id.
 */
export interface CreateMailRequest {
  mail: Pick<Mail, 'to' | 'cc' | 'bcc' | 'subject' | 'content' | 'folder'> & { contentType?: 'text' | 'html' };
}

/** DELETE mail?id= (not in the spec): removes a mail for good; only a mail in the Trash folder. */
export type DeleteMailAnswer = true;
