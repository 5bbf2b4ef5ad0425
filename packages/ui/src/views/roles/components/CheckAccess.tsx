import { useState } from 'react';
import { CircleCheck, CircleX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AccountSummary, Permission, PermissionInfo, RoleWithCount } from '@atrium/mock-api';
import { permissionKey } from '../../../access';
import { Select, SelectItem } from '../../../primitives/Select';
import { useAccessCheck } from '../api/roles';
import { refusalMessage } from '../errors';
import { card, muted, sectionTitle } from '../RolesView.css';
import { UserPicker } from './UserPicker';
import { answer, answerIcon, answerNo, answerYes, pickers } from './CheckAccess.css';

export interface CheckAccessProps {
  catalogue: readonly PermissionInfo[];
  roles: readonly RoleWithCount[];
}

/** "Check access": pick a user and a permission, see yes or no and through which role (`api/roles/check`). */
export function CheckAccess({ catalogue, roles }: CheckAccessProps) {
  const { t, i18n } = useTranslation();
  const [user, setUser] = useState<AccountSummary | null>(null);
  const [permission, setPermission] = useState<Permission | null>(null);
  const check = useAccessCheck(user?.id ?? null, permission);
  const label = permission ? t(`${permissionKey(permission)}.label`) : '';
  const roleNames = (ids: readonly string[]) =>
    new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
      ids.map((id) => roles.find((role) => role.id === id)?.name ?? id),
    );

  let result = null;
  if (user && permission) {
    if (check.isPending) result = <p className={muted}>{t('roles.check.checking')}</p>;
    else if (check.isError) result = <p className={muted}>{refusalMessage(t, check.error)}</p>;
    else {
      const { allowed, via, status } = check.data;
      const because = allowed
        ? t('roles.check.yes', { user: user.name, permission: label, roles: roleNames(via) })
        : via.length > 0
          ? t('roles.check.inactive', {
              user: user.name,
              permission: label,
              roles: roleNames(via),
              status: t(`roles.status.${status}`),
            })
          : t('roles.check.no', { user: user.name, permission: label });
      result = (
        <p className={[answer, allowed ? answerYes : answerNo].join(' ')}>
          {allowed ? (
            <CircleCheck className={answerIcon} aria-hidden="true" />
          ) : (
            <CircleX className={answerIcon} aria-hidden="true" />
          )}
          <span>
            <strong>{allowed ? t('roles.check.allowed') : t('roles.check.denied')}</strong> {because}
          </span>
        </p>
      );
    }
  }

  return (
    <section className={card} aria-labelledby="roles-check-title">
      <h2 id="roles-check-title" className={sectionTitle}>
        {t('roles.check.title')}
      </h2>
      <p className={muted}>{t('roles.check.intro')}</p>
      <div className={pickers}>
        <UserPicker label={t('roles.check.user')} selected={user} onSelect={setUser} />
        <Select
          label={t('roles.check.permission')}
          placeholder={t('roles.check.pickPermission')}
          items={catalogue}
          selectedKey={permission}
          onSelectionChange={(key) => setPermission(key as Permission)}
        >
          {(info) => (
            <SelectItem id={info.id} textValue={t(`${permissionKey(info.id)}.label`)}>
              {t(`${permissionKey(info.id)}.label`)}
            </SelectItem>
          )}
        </Select>
      </div>
      <div role="status" aria-live="polite">
        {result}
      </div>
    </section>
  );
}
