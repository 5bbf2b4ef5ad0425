import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../primitives/Button';
import { Dialog } from '../../../primitives/Dialog';
import { Select, SelectItem } from '../../../primitives/Select';
import { TextArea } from '../../../primitives/TextArea';
import { stack } from '../UsersView.css';

/** How long a suspension lasts, in days; `indefinite` lasts until someone reactivates the user. */
const DURATIONS = ['1', '7', '30', '90', 'indefinite'] as const;
type Duration = (typeof DURATIONS)[number];

export interface SuspendValues {
  days: number | null;
  reason: string;
}

export interface SuspendDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Who is suspended: one name, or how many for the bulk bar. */
  name?: string;
  count: number;
  onSubmit: (values: SuspendValues) => void;
}

/** Suspend one user or the selection: for how long and why (the reason is required). */
export function SuspendDialog({ isOpen, onOpenChange, name, count, onSubmit }: SuspendDialogProps) {
  const { t } = useTranslation();
  const [duration, setDuration] = useState<Duration>('7');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const missingReason = reason.trim() === '';

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (missingReason) return;
    onSubmit({ days: duration === 'indefinite' ? null : Number(duration), reason: reason.trim() });
    onOpenChange(false);
  }

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={name ? t('users.suspend.title', { name }) : t('users.suspend.titleMany', { count })}
      actions={({ close }) => (
        <>
          <Button variant="secondary" onPress={close}>
            {t('common.cancel')}
          </Button>
          <Button variant="warn" type="submit" form="users-suspend-form">
            {t('users.actions.suspend')}
          </Button>
        </>
      )}
    >
      <form id="users-suspend-form" className={stack} onSubmit={submit} noValidate>
        <p>{t('users.suspend.explain')}</p>
        <Select
          label={t('users.suspend.duration')}
          selectedKey={duration}
          onSelectionChange={(key) => setDuration(String(key) as Duration)}
        >
          {DURATIONS.map((key) => (
            <SelectItem key={key} id={key}>
              {key === 'indefinite' ? t('users.suspend.indefinite') : t('users.suspend.days', { count: Number(key) })}
            </SelectItem>
          ))}
        </Select>
        <TextArea
          label={t('users.suspend.reason')}
          value={reason}
          onChange={setReason}
          isRequired
          isInvalid={tried && missingReason}
          errorMessage={t('users.errors.fields.reason')}
          maxLength={500}
        />
      </form>
    </Dialog>
  );
}
