/** Query keys of the mailbox, in one place: settings, folders (with counts), filters, labels, lists, one mail. */
export interface MailListParams {
  folder?: string;
  filter?: string;
  label?: string;
  /** Search words: the mails of every folder whose subject, sender or body holds them. */
  q?: string;
  page: number;
}

export const mailboxKeys = {
  all: ['mailbox'] as const,
  settings: () => [...mailboxKeys.all, 'settings'] as const,
  folders: () => [...mailboxKeys.all, 'folders'] as const,
  filters: () => [...mailboxKeys.all, 'filters'] as const,
  labels: () => [...mailboxKeys.all, 'labels'] as const,
  lists: () => [...mailboxKeys.all, 'list'] as const,
  list: (params: MailListParams) => [...mailboxKeys.lists(), params] as const,
  details: () => [...mailboxKeys.all, 'detail'] as const,
  detail: (id: string) => [...mailboxKeys.details(), id] as const,
};
