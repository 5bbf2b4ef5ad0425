import { EllipsisVertical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AccountSummary } from '@atrium/mock-api';
import { IconButton } from '../../../primitives/IconButton';
import { Menu, MenuTrigger } from '../../../primitives/Menu';
import { GuardedMenuItem } from '../../../access';
import { ACTIONS_BY_STATUS, PERMISSION_OF, useTargetReason, type UserActionKind } from '../guards';

export interface UserActionsMenuProps {
  user: AccountSummary;
  onAction: (kind: UserActionKind, user: AccountSummary) => void;
  /** Actions shown elsewhere (the detail page's header buttons) are left out. */
  exclude?: readonly UserActionKind[];
}

/**
 * A user's actions for their status, in a menu. Each action the signed-in person may not do is there but
 * disabled, with the reason under it (a permission, their own account, an Owner).
 */
export function UserActionsMenu({ user, onAction, exclude = [] }: UserActionsMenuProps) {
  const { t } = useTranslation();
  const reasonFor = useTargetReason();
  const kinds = ACTIONS_BY_STATUS[user.status].filter((kind) => !exclude.includes(kind));
  if (kinds.length === 0) return null;
  return (
    <MenuTrigger>
      <IconButton label={t('users.actions.menu', { name: user.name })} icon={<EllipsisVertical size={18} />} />
      <Menu placement="bottom end" onAction={(key) => onAction(key as UserActionKind, user)}>
        {kinds.map((kind) => (
          <GuardedMenuItem key={kind} id={kind} permission={PERMISSION_OF[kind]} reason={reasonFor(kind, user)}>
            {t(`users.actions.${kind}`)}
          </GuardedMenuItem>
        ))}
      </Menu>
    </MenuTrigger>
  );
}
