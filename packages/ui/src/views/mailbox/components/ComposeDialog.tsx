import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../primitives/Button';
import { ConfirmDialog, Dialog } from '../../../primitives/Dialog';
import {
  ComposeFields,
  isDirty,
  useComposeForm,
  useSendMail,
  useValidateAddresses,
  type ComposeValues,
} from './compose';
import * as styles from '../Mailbox.css';

export interface ComposeDialogProps {
  initial: ComposeValues;
  /** A saved draft being finished: saving rewrites it, sending moves it to Sent. Without it, a new mail. */
  draftId?: string;
  onClose: () => void;
  /** After Send (the draft, if any, has left the Drafts). */
  onSent?: () => void;
}

/**
 * A new mail, or a saved draft, in a dialog; the focus starts in To. Send checks every address first (the
 * message names a bad one; nothing typed is lost) and asks before sending a mail without a subject.
 * Closing it (the close button, Escape, a click outside) with something written keeps it in Drafts and
 * says so; Discard asks before throwing away what was written.
 */
export function ComposeDialog({ initial, draftId, onClose, onSent }: ComposeDialogProps) {
  const { t } = useTranslation();
  const form = useComposeForm(initial);
  const validate = useValidateAddresses();
  const mail = useSendMail(draftId);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [confirmNoSubject, setConfirmNoSubject] = useState(false);
  const dirty = isDirty(form.values, initial);

  const close = () => {
    if (dirty) mail.saveDraft(form.values);
    onClose();
  };
  const sendNow = () => {
    mail.send(form.values);
    onClose();
    onSent?.();
  };
  const send = () => {
    const errors = validate(form.values);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    if (form.values.subject.trim() === '') setConfirmNoSubject(true);
    else sendNow();
  };
  const title = draftId ? t('mailbox.compose.draftTitle') : t('mailbox.compose.title');

  return (
    <>
      <Dialog
        isOpen
        onOpenChange={(open) => !open && close()}
        title={title}
        size="lg"
        className={styles.composeDialog}
        actions={
          <>
            <Button variant="flat" onPress={() => (dirty ? setConfirmDiscard(true) : onClose())}>
              {t('mailbox.compose.discard')}
            </Button>
            <Button
              variant="secondary"
              isDisabled={!mail.ready}
              onPress={() => {
                mail.saveDraft(form.values);
                onClose();
              }}
            >
              {t('mailbox.compose.saveDraft')}
            </Button>
            <Button isDisabled={!mail.ready} onPress={send}>
              {t('mailbox.compose.send')}
            </Button>
          </>
        }
      >
        <form
          className={styles.composeForm}
          aria-label={title}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          <ComposeFields form={form} autoFocusTo />
        </form>
      </Dialog>
      <ConfirmDialog
        isOpen={confirmDiscard}
        onOpenChange={setConfirmDiscard}
        title={t('mailbox.compose.discardTitle')}
        confirmLabel={t('mailbox.compose.discardConfirm')}
        cancelLabel={t('mailbox.compose.keepWriting')}
        destructive
        onConfirm={onClose}
      >
        {t('mailbox.compose.discardBody')}
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={confirmNoSubject}
        onOpenChange={setConfirmNoSubject}
        title={t('mailbox.compose.noSubjectTitle')}
        confirmLabel={t('mailbox.compose.sendAnyway')}
        cancelLabel={t('mailbox.compose.goBack')}
        onConfirm={sendNow}
      >
        {t('mailbox.compose.noSubjectBody')}
      </ConfirmDialog>
    </>
  );
}
