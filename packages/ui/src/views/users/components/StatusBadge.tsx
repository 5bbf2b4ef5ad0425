import type { AccountStatus } from '@atrium/mock-api';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeVariant } from '../../../primitives/Badge';

const VARIANTS: Record<AccountStatus, BadgeVariant> = {
  active: 'success',
  invited: 'primary',
  suspended: 'warn',
  deactivated: 'neutral',
};

/** A user's status as a badge with its word (never colour alone). */
export function StatusBadge({ status }: { status: AccountStatus }) {
  const { t } = useTranslation();
  return <Badge variant={VARIANTS[status]}>{t(`users.status.${status}`)}</Badge>;
}
