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
  onClose: () => void;
}

/**
 * A new mail in a dialog. Send checks every address first (the message names a bad one; nothing typed is
 * lost). Closing it (the close button, Escape, a click outside) with something written keeps it in Drafts
 * and says so; Discard asks before throwing away what was written.
 */
export function ComposeDialog({ initial, onClose }: ComposeDialogProps) {
  const { t } = useTranslation();
  const form = useComposeForm(initial);
  const validate = useValidateAddresses();
  const mail = useSendMail();
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const dirty = isDirty(form.values, initial);

  const close = () => {
    if (dirty) mail.saveDraft(form.values);
    onClose();
  };
  const send = () => {
    const errors = validate(form.values);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    mail.send(form.values);
    onClose();
  };

  return (
    <>
      <Dialog
        isOpen
        onOpenChange={(open) => !open && close()}
        title={t('mailbox.compose.title')}
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
          aria-label={t('mailbox.compose.title')}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          <ComposeFields form={form} />
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
    </>
  );
}
