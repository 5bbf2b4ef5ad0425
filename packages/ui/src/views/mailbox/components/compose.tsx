import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreateMailRequest, MailFolder, UpdateMailRequest } from '@atrium/mock-api';
import { Button } from '../../../primitives/Button';
import { RichTextEditor, richTextToPlain } from '../../../primitives/RichText';
import { TextField } from '../../../primitives/TextField';
import { useToast } from '../../../primitives/Toast';
import { useCreateMail, useMailFolders, useUpdateMails } from '../api/mailbox';
import { firstBadAddress, splitAddresses } from '../addresses';
import * as styles from '../Mailbox.css';

/** What a mail being written holds; the body is the rich-text editor's sanitized HTML. */
export interface ComposeValues {
  to: string;
  cc: string;
  bcc: string;
  subject: string;
  body: string;
}

export const emptyCompose: ComposeValues = { to: '', cc: '', bcc: '', subject: '', body: '' };

type AddressField = 'to' | 'cc' | 'bcc';
export type ComposeErrors = Partial<Record<AddressField, string>>;

/** Whether anything was typed beyond what the form was opened with. */
export function isDirty(values: ComposeValues, initial: ComposeValues): boolean {
  // The body by its words: the editor may give back the same text in other markup.
  const text = (key: keyof ComposeValues, from: ComposeValues) =>
    (key === 'body' ? richTextToPlain(from.body) : from[key]).trim();
  return (Object.keys(values) as (keyof ComposeValues)[]).some((key) => text(key, values) !== text(key, initial));
}

/** The form's state: values, which cc/bcc fields show, and the address errors found on Send. */
export function useComposeForm(initial: ComposeValues) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ComposeErrors>({});
  const [shown, setShown] = useState({ cc: initial.cc !== '', bcc: initial.bcc !== '' });
  const set = (field: keyof ComposeValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field in errors) setErrors(({ [field as AddressField]: _dropped, ...rest }) => rest);
  };
  return {
    values,
    set,
    errors,
    setErrors,
    shown,
    reveal: (field: 'cc' | 'bcc') => setShown((s) => ({ ...s, [field]: true })),
  };
}

/** Checks every address of every field; the message names the first bad one. Returns no errors when all is well. */
export function useValidateAddresses() {
  const { t } = useTranslation();
  return (values: ComposeValues): ComposeErrors => {
    const errors: ComposeErrors = {};
    if (splitAddresses(values.to).length === 0) errors.to = t('mailbox.compose.toRequired');
    for (const field of ['to', 'cc', 'bcc'] as const) {
      const bad = firstBadAddress(values[field]);
      if (bad !== null) errors[field] = t('mailbox.compose.badAddress', { address: bad });
    }
    return errors;
  };
}

/** The call's body for these values, into the Sent or the Drafts folder. */
export function toRequest(values: ComposeValues, folder: MailFolder): CreateMailRequest {
  return {
    mail: {
      to: splitAddresses(values.to).join(', '),
      cc: splitAddresses(values.cc),
      bcc: splitAddresses(values.bcc),
      subject: values.subject.trim(),
      content: values.body,
      contentType: 'html',
      folder: folder.id,
    },
  };
}

/** What a draft's PATCH changes for these values: what it says, and (to send it) the Sent folder. */
function draftPatch(values: ComposeValues, sent?: MailFolder): UpdateMailRequest['mail'] {
  const fields = {
    to: splitAddresses(values.to).join(', '),
    cc: splitAddresses(values.cc),
    bcc: splitAddresses(values.bcc),
    subject: values.subject.trim(),
    content: values.body,
    contentType: 'html' as const,
  };
  return sent ? { ...fields, folder: sent.id } : fields;
}

/**
 * Sending and keeping drafts, with a toast for each outcome (and Retry when the call fails). A new mail is
 * created (POST); a draft being finished (`draftId`) is rewritten in place, and sent by moving it to Sent.
 */
export function useSendMail(draftId?: string) {
  const { t } = useTranslation();
  const toast = useToast();
  const folders = useMailFolders();
  const drafts = () => folders.data?.find((folder) => folder.slug === 'drafts');
  const create = useCreateMail({
    onSuccess: (_mail, variables) => {
      toast.show({
        title: variables.mail.folder === drafts()?.id ? t('mailbox.toast.draftSaved') : t('mailbox.toast.sent'),
        variant: 'success',
      });
    },
    onError: (_error, variables) => {
      toast.show({
        title: variables.mail.folder === drafts()?.id ? t('mailbox.toast.draftFailed') : t('mailbox.toast.sendFailed'),
        variant: 'error',
        action: { label: t('common.retry'), onAction: () => create.mutate(variables) },
      });
    },
  });
  const update = useUpdateMails({
    onSuccess: (variables) =>
      toast.show({
        title: variables.mail.folder === undefined ? t('mailbox.toast.draftSaved') : t('mailbox.toast.sent'),
        variant: 'success',
      }),
    onError: (_error, variables) =>
      toast.show({
        title: variables.mail.folder === undefined ? t('mailbox.toast.draftFailed') : t('mailbox.toast.sendFailed'),
        variant: 'error',
        action: { label: t('common.retry'), onAction: () => update.mutate(variables) },
      }),
  });
  const folder = (slug: 'sent' | 'drafts') => folders.data?.find((candidate) => candidate.slug === slug);
  return {
    ready: folders.data !== undefined,
    send: (values: ComposeValues) => {
      const sent = folder('sent');
      if (!sent) return;
      if (draftId) update.mutate({ ids: [draftId], mail: draftPatch(values, sent) });
      else create.mutate(toRequest(values, sent));
    },
    saveDraft: (values: ComposeValues) => {
      const kept = folder('drafts');
      if (!kept) return;
      if (draftId) update.mutate({ ids: [draftId], mail: draftPatch(values) });
      else create.mutate(toRequest(values, kept));
    },
  };
}

/** To (with buttons revealing Cc and Bcc), Cc, Bcc, subject and body. */
export function ComposeFields({
  form,
  showSubject = true,
  autoFocusTo = false,
}: {
  form: ReturnType<typeof useComposeForm>;
  showSubject?: boolean;
  /** Puts the focus in To as the form opens, so what is typed at once lands there. */
  autoFocusTo?: boolean;
}) {
  const { t } = useTranslation();
  const { values, set, errors, shown, reveal } = form;
  const address = (field: AddressField, label: string) => (
    <TextField
      className={styles.grow}
      label={label}
      type="text"
      value={values[field]}
      onChange={(value) => set(field, value)}
      isInvalid={errors[field] !== undefined}
      errorMessage={errors[field]}
      description={field === 'to' ? t('mailbox.compose.addressHint') : undefined}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- a dialog opened to write starts in its first field (WAI-ARIA dialog pattern)
      autoFocus={field === 'to' && autoFocusTo}
      autoComplete="off"
    />
  );
  return (
    <>
      <div className={styles.addressRow}>
        {address('to', t('mailbox.compose.to'))}
        <div className={styles.revealButtons}>
          {!shown.cc && (
            <Button variant="flat" size="small" onPress={() => reveal('cc')}>
              {t('mailbox.compose.addCc')}
            </Button>
          )}
          {!shown.bcc && (
            <Button variant="flat" size="small" onPress={() => reveal('bcc')}>
              {t('mailbox.compose.addBcc')}
            </Button>
          )}
        </div>
      </div>
      {shown.cc && address('cc', t('mailbox.compose.cc'))}
      {shown.bcc && address('bcc', t('mailbox.compose.bcc'))}
      {showSubject && (
        <TextField
          label={t('mailbox.compose.subject')}
          value={values.subject}
          onChange={(value) => set('subject', value)}
        />
      )}
      <RichTextEditor
        label={t('mailbox.compose.body')}
        value={values.body}
        onChange={(html) => set('body', html)}
        minHeight="large"
      />
    </>
  );
}
