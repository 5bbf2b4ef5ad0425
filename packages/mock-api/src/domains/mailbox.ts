/** Mailbox: mails, labels and the mailbox settings. */
import { array, object } from '../schema.ts';
import { mailLabels, mailSettings, seedMails } from '../db/seed/mailbox.ts';
import { mailLabelShape, mailSettingsShape, mailShape } from '../db/shapes-mailbox.ts';
import { mailboxHandlers } from '../handlers/mailbox.ts';
import type { Database } from '../db/database.ts';
import { defineDomain } from './domain.ts';

type Data = Pick<Database, 'mailbox'>;

export const domain = defineDomain<Data>({
  name: 'mailbox',
  seed: (now) =>
    structuredClone({ mailbox: { settings: { ...mailSettings }, labels: [...mailLabels], mails: seedMails(now) } }),
  check: object<Data>({
    mailbox: object<Database['mailbox']>({
      settings: object(mailSettingsShape),
      labels: array(object(mailLabelShape)),
      mails: array(object(mailShape)),
    }),
  }),
  handlers: mailboxHandlers,
});
