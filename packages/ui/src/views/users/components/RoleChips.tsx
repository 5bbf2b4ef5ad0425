import { useTranslation } from 'react-i18next';
import { chip, chips } from '../UsersView.css';

/** A user's roles as chips, by name (the id when the roles could not be read). */
export function RoleChips({ roles, nameOf }: { roles: readonly string[]; nameOf: (id: string) => string }) {
  const { t } = useTranslation();
  return (
    <ul className={chips} aria-label={t('users.columns.roles')}>
      {roles.map((id) => (
        <li key={id} className={chip}>
          {nameOf(id)}
        </li>
      ))}
    </ul>
  );
}
