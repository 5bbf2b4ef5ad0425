import { useState } from 'react';
import { CircleUserRound, LogOut, RotateCw, Settings, UserRound, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { UserStatus } from '@atrium/mock-api';
import { Avatar, avatarStatuses } from '../../primitives/Avatar';
import { Button } from '../../primitives/Button';
import { IconButton } from '../../primitives/IconButton';
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger, SubmenuTrigger } from '../../primitives/Menu';
import { useUpdateUser, useUser } from '../../shell/api/user';
import { anchor, email, notice, signedIn, statusSwatch, trigger } from './UserMenu.css';

export interface UserMenuProps {
  /** Where Profile leads. */
  profileLink?: string;
  /** Where Settings leads. */
  settingsLink?: string;
  /** Where Sign out leads (spec: /sign-out). */
  signOutLink?: string;
}

const isStatus = (key: unknown): key is UserStatus => (avatarStatuses as readonly unknown[]).includes(key);

/**
 * The user's avatar with a status dot, opening a menu: who is signed in, Profile, Settings, a Status
 * submenu (saved at once, undone if the call fails) and Sign out.
 */
export function UserMenu({
  profileLink = '/pages/profile',
  settingsLink = '/pages/settings',
  signOutLink = '/sign-out',
}: UserMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useUser();
  const updateUser = useUpdateUser();
  const [statusFailed, setStatusFailed] = useState(false);
  const current = user.data;

  const changeStatus = (status: UserStatus) =>
    updateUser.mutate({ status }, { onError: () => setStatusFailed(true), onSuccess: () => setStatusFailed(false) });

  return (
    <span className={anchor}>
      <MenuTrigger>
        <Button variant="icon" className={trigger} aria-label={t('toolbar.userMenu.open')}>
          <Avatar
            src={current?.avatar ?? undefined}
            name={current?.avatar ? current.name : undefined}
            status={current?.status}
          />
        </Button>
        <Menu
          aria-label={t('toolbar.userMenu.open')}
          placement="bottom end"
          onAction={(key) => {
            if (key === 'profile') void navigate(profileLink);
            else if (key === 'settings') void navigate(settingsLink);
            else if (key === 'sign-out') void navigate(signOutLink);
            else if (key === 'retry') void user.refetch();
          }}
        >
          <MenuSection
            aria-label={t('toolbar.userMenu.signedInAs')}
            title={
              user.isError ? (
                <span className={signedIn} role="alert">
                  {t('toolbar.userMenu.loadFailed')}
                </span>
              ) : (
                <span className={signedIn}>
                  <span>{t('toolbar.userMenu.signedInAs')}</span>
                  <span className={email}>{current?.email ?? t('common.loading')}</span>
                </span>
              )
            }
          >
            {user.isError ? (
              <MenuItem id="retry" icon={<RotateCw size={16} />}>
                {t('toolbar.userMenu.retry')}
              </MenuItem>
            ) : null}
            <MenuItem id="profile" icon={<UserRound size={16} />}>
              {t('toolbar.userMenu.profile')}
            </MenuItem>
            <MenuItem id="settings" icon={<Settings size={16} />}>
              {t('toolbar.userMenu.settings')}
            </MenuItem>
            <SubmenuTrigger>
              <MenuItem id="status" icon={<CircleUserRound size={16} />} isDisabled={!current}>
                {t('toolbar.userMenu.status')}
              </MenuItem>
              <Menu
                aria-label={t('toolbar.userMenu.status')}
                selectionMode="single"
                selectedKeys={current ? [current.status] : []}
                onAction={(key) => {
                  if (isStatus(key)) changeStatus(key);
                }}
              >
                {avatarStatuses.map((status) => (
                  <MenuItem key={status} id={status} icon={<span className={statusSwatch({ status })} />}>
                    {t(`avatar.status.${status}`)}
                  </MenuItem>
                ))}
              </Menu>
            </SubmenuTrigger>
          </MenuSection>
          <MenuSeparator />
          <MenuItem id="sign-out" icon={<LogOut size={16} />}>
            {t('toolbar.userMenu.signOut')}
          </MenuItem>
        </Menu>
      </MenuTrigger>
      {statusFailed && (
        <span className={notice} role="alert">
          {t('toolbar.userMenu.statusFailed')}
          <IconButton
            size="small"
            label={t('toolbar.panel.dismiss')}
            icon={<X size={16} aria-hidden="true" />}
            onPress={() => setStatusFailed(false)}
          />
        </span>
      )}
    </span>
  );
}
