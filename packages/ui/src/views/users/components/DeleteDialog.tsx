import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../primitives/Button';
import { Dialog } from '../../../primitives/Dialog';
import { TextField } from '../../../primitives/TextField';
import { stack } from '../UsersView.css';

export interface DeleteDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  name: string;
  email: string;
  /** Called with what was typed (the API checks it again). */
  onSubmit: (confirm: string) => void;
}

/** Delete a user for good, confirmed by typing their email. */
export function DeleteDialog({ isOpen, onOpenChange, name, email, onSubmit }: DeleteDialogProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [tried, setTried] = useState(false);
  const matches = typed.trim().toLowerCase() === email.toLowerCase();

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (!matches) return;
    onSubmit(typed.trim());
    onOpenChange(false);
  }

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      role="alertdialog"
      title={t('users.delete.title', { name })}
      actions={({ close }) => (
        <>
          <Button variant="secondary" onPress={close}>
            {t('common.cancel')}
          </Button>
          <Button variant="warn" type="submit" form="users-delete-form">
            {t('users.delete.confirm')}
          </Button>
        </>
      )}
    >
      <form id="users-delete-form" className={stack} onSubmit={submit} noValidate>
        <p>{t('users.delete.explain', { name })}</p>
        <TextField
          label={t('users.delete.typeEmail', { email })}
          value={typed}
          onChange={setTyped}
          autoComplete="off"
          isInvalid={tried && !matches}
          errorMessage={t('users.errors.fields.confirm')}
        />
      </form>
    </Dialog>
  );
}
