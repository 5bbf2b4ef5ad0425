import { useTranslation } from 'react-i18next';
import { GuardedButton } from '../../../access';
import { Button } from '../../../primitives/Button';
import type { PermissionChange } from '../matrix';
import { visuallyHidden } from '../RolesView.css';
import { bar, summary } from './SaveBar.css';

export interface SaveBarProps {
  change: PermissionChange;
  /** How many users hold the role. */
  affected: number;
  isPending: boolean;
  onCancel: () => void;
  onSave: () => void;
}

/** Sticks to the foot of the page while there are unsaved permissions: "+3 / −1 · affects 7 users". */
export function SaveBar({ change, affected, isPending, onCancel, onSave }: SaveBarProps) {
  const { t } = useTranslation();
  const counts = { added: change.added.length, removed: change.removed.length };
  return (
    <section className={bar} aria-label={t('roles.save.label')}>
      <p className={summary}>
        <span aria-hidden="true">{t('roles.save.summary', { ...counts, count: affected })}</span>
        <span className={visuallyHidden}>
          {t('roles.save.spoken', {
            added: t('roles.save.added', { count: counts.added }),
            removed: t('roles.save.removed', { count: counts.removed }),
            count: affected,
          })}
        </span>
      </p>
      <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
        {t('roles.save.cancel')}
      </Button>
      <GuardedButton permission="roles:manage" onPress={onSave} isDisabled={isPending}>
        {t('roles.save.save')}
      </GuardedButton>
    </section>
  );
}
