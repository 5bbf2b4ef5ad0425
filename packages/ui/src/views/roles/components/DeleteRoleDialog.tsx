import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoleWithCount } from '@atrium/mock-api';
import { GuardedButton } from '../../../access';
import { Button } from '../../../primitives/Button';
import { Dialog } from '../../../primitives/Dialog';
import { Select, SelectItem } from '../../../primitives/Select';
import { fields, formActions as formActionsClass } from '../RolesView.css';

export interface DeleteRoleDialogProps {
  role: RoleWithCount | null;
  roles: readonly RoleWithCount[];
  onOpenChange: (open: boolean) => void;
  /** Confirmed: delete, moving the holders to `moveTo` when the role has any. */
  onConfirm: (role: RoleWithCount, moveTo: string | undefined) => void;
}

/** Deleting a role; a role in use first asks which role its holders move to. */
export function DeleteRoleDialog({ role, roles, onOpenChange, onConfirm }: DeleteRoleDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen={role !== null}
      onOpenChange={onOpenChange}
      role="alertdialog"
      size="sm"
      title={t('roles.delete.title', { name: role?.name ?? '' })}
    >
      {({ close }) =>
        role && (
          <DeleteRoleForm
            role={role}
            roles={roles}
            close={close}
            onConfirm={(moveTo) => {
              close();
              onConfirm(role, moveTo);
            }}
          />
        )
      }
    </Dialog>
  );
}

function DeleteRoleForm({
  role,
  roles,
  close,
  onConfirm,
}: {
  role: RoleWithCount;
  roles: readonly RoleWithCount[];
  close: () => void;
  onConfirm: (moveTo: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const [moveTo, setMoveTo] = useState<string | null>(null);
  const others = roles.filter((other) => other.id !== role.id);
  const inUse = role.userCount > 0;
  return (
    <div className={fields}>
      <p>{inUse ? t('roles.delete.inUse', { count: role.userCount, name: role.name }) : t('roles.delete.unused')}</p>
      {inUse && (
        <Select
          label={t('roles.delete.moveTo')}
          placeholder={t('roles.delete.pickRole')}
          items={others}
          selectedKey={moveTo}
          onSelectionChange={(key) => setMoveTo(String(key))}
          isRequired
        >
          {(other) => <SelectItem id={other.id}>{other.name}</SelectItem>}
        </Select>
      )}
      <div className={formActionsClass}>
        <Button variant="secondary" onPress={close}>
          {t('common.cancel')}
        </Button>
        <GuardedButton
          permission="roles:manage"
          variant="warn"
          isDisabled={inUse && moveTo === null}
          onPress={() => onConfirm(inUse ? (moveTo ?? undefined) : undefined)}
        >
          {t('roles.delete.confirm')}
        </GuardedButton>
      </div>
    </div>
  );
}
