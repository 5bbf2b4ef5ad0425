import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoleWithCount } from '@atrium/mock-api';
import { Button } from '../../../primitives/Button';
import { Checkbox, CheckboxGroup } from '../../../primitives/Checkbox';
import { Dialog } from '../../../primitives/Dialog';
import { OWNER_ROLE } from '../guards';
import { notice, stack } from '../UsersView.css';

export interface RolesDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** One user's name, or how many for the bulk bar. */
  name?: string;
  count: number;
  /** The roles ticked at first (the user's own; none for several). */
  initial: readonly string[];
  roles: readonly RoleWithCount[] | undefined;
  /** Why the roles can not be listed (no `roles:view`), or null. */
  rolesUnavailable: string | null;
  /** Only an Owner gives or takes the Owner role. */
  canTouchOwner: boolean;
  onSubmit: (roles: string[]) => void;
}

/** Change the roles of one user or of the selection; at least one role. */
export function RolesDialog({
  isOpen,
  onOpenChange,
  name,
  count,
  initial,
  roles,
  rolesUnavailable,
  canTouchOwner,
  onSubmit,
}: RolesDialogProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState<string[]>([...initial]);
  const [tried, setTried] = useState(false);
  const empty = value.length === 0;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (empty) return;
    onSubmit(value);
    onOpenChange(false);
  }

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={name ? t('users.roles.title', { name }) : t('users.roles.titleMany', { count })}
      actions={({ close }) => (
        <>
          <Button variant="secondary" onPress={close}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form="users-roles-form" isDisabled={rolesUnavailable !== null}>
            {t('users.roles.save')}
          </Button>
        </>
      )}
    >
      <form id="users-roles-form" className={stack} onSubmit={submit} noValidate>
        {name === undefined && <p className={notice}>{t('users.roles.replaces')}</p>}
        {rolesUnavailable !== null ? (
          <p className={notice}>{rolesUnavailable}</p>
        ) : (
          <CheckboxGroup
            label={t('users.columns.roles')}
            value={value}
            onChange={setValue}
            isInvalid={tried && empty}
            errorMessage={t('users.errors.fields.roles')}
            description={canTouchOwner ? undefined : t('users.reasons.owner_only')}
          >
            {(roles ?? []).map((role) => (
              <Checkbox key={role.id} value={role.id} isDisabled={role.id === OWNER_ROLE && !canTouchOwner}>
                {role.name}
              </Checkbox>
            ))}
          </CheckboxGroup>
        )}
      </form>
    </Dialog>
  );
}
