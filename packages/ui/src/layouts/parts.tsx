import { useId, useState, type ReactNode } from 'react';
import { Menu as MenuIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-aria-components';
import type { User } from '@atrium/mock-api';
import type { LayoutProps, PanelWidget } from './types';
import { Avatar } from '../primitives/Avatar';
import { IconButton } from '../primitives/IconButton';
import { useBreakpointUp } from '../navigation/useMediaQuery';
import {
  bigAvatar,
  footer,
  logo,
  logoMark,
  logoMarkFill,
  logoMarkInk,
  logoMarkLarge,
  main,
  navFooterTexts,
  navFooterUser,
  navWidgets,
  skipLink,
  toolbarSlot,
  topBar,
  topBarStart,
  userBlock,
  userEmail,
  userName,
  wordFromLg,
} from './parts.css';

/** The product's mark: decorative (the link around it carries the name). */
export function LogoMark({ large }: { large?: boolean }) {
  return (
    <svg
      className={[logoMark, large && logoMarkLarge].filter(Boolean).join(' ')}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
    >
      <rect className={logoMarkFill} width="32" height="32" rx="8" />
      <path className={logoMarkInk} d="M16 6 L25 26 H20.5 L18.7 21.6 H13.3 L11.5 26 H7 Z M14.6 18.2 H17.4 L16 14.6 Z" />
    </svg>
  );
}

/**
 * The logo, a link home. `wordmark` shows the name beside the mark; `responsive` shows it from lg
 * only (the mark alone on md).
 */
export function Logo({
  variant = 'wordmark',
  large,
}: {
  variant?: 'wordmark' | 'mark' | 'responsive';
  large?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Link href="/" className={logo} aria-label={t('layout.home')}>
      <LogoMark large={large} />
      {variant !== 'mark' && (
        <span aria-hidden="true" className={variant === 'responsive' ? wordFromLg : undefined}>
          {t('app.name')}
        </span>
      )}
    </Link>
  );
}

/** Ids shared by the skip link and the main area. */
export function useMainId(): string {
  return `main-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
}

/** The first focusable on the page: jumps past the navigation and the top bar. */
export function SkipLink({ mainId }: { mainId: string }) {
  const { t } = useTranslation();
  return (
    <a
      className={skipLink}
      href={`#${mainId}`}
      onClick={(event) => {
        // Focus the main area without touching the router's URL.
        event.preventDefault();
        const target = document.getElementById(mainId);
        target?.focus();
        target?.scrollIntoView({ block: 'start' });
      }}
    >
      {t('layout.skipToContent')}
    </a>
  );
}

export function Main({ id, className, children }: { id: string; className?: string; children: ReactNode }) {
  return (
    <main id={id} tabIndex={-1} className={[main, className].filter(Boolean).join(' ')}>
      {children}
    </main>
  );
}

export function Footer({ year, className }: { year?: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <footer className={[footer, className].filter(Boolean).join(' ')}>
      {t('layout.footer', { year: year ?? new Date().getFullYear() })}
    </footer>
  );
}

/**
 * The top bar's widgets: the toolbar, then the bell, the quick-chat toggle (below lg) and the user
 * menu, the bell and the user menu unless the layout shows them in its navigation panel (`inPanel`).
 */
export function topBarWidgets(
  {
    toolbar,
    notifications,
    quickChatToggle,
    userMenu,
  }: Pick<LayoutProps, 'toolbar' | 'notifications' | 'quickChatToggle' | 'userMenu'>,
  inPanel: readonly PanelWidget[] = [],
): ReactNode {
  return (
    <>
      {toolbar}
      {!inPanel.includes('notifications') && notifications}
      {quickChatToggle}
      {!inPanel.includes('userMenu') && userMenu}
    </>
  );
}

/** The top bar: what the layout puts at its start, then the widgets at its end. */
export function TopBar({ start, toolbar, className }: { start?: ReactNode; toolbar?: ReactNode; className?: string }) {
  return (
    <header className={[topBar, className].filter(Boolean).join(' ')}>
      {start != null && <div className={topBarStart}>{start}</div>}
      <div className={toolbarSlot}>{toolbar}</div>
    </header>
  );
}

/** The hamburger that shows or hides the navigation. */
export function NavigationToggle({
  opened,
  onToggle,
  controls,
}: {
  opened: boolean;
  onToggle: () => void;
  controls?: string;
}) {
  const { t } = useTranslation();
  return (
    <IconButton
      label={t('layout.toggleNavigation')}
      icon={<MenuIcon />}
      aria-expanded={opened}
      aria-controls={opened ? controls : undefined}
      onPress={onToggle}
      tooltipPlacement="bottom"
    />
  );
}

/**
 * The navigation's open state for a layout: docked and open from md up, a closed drawer below.
 * Crossing md resets it.
 */
export function useLayoutNavigation() {
  const docked = useBreakpointUp('md');
  const [state, setState] = useState({ docked, opened: docked });
  if (state.docked !== docked) setState({ docked, opened: docked });
  const opened = state.docked === docked ? state.opened : docked;
  return {
    docked,
    opened,
    setOpened: (value: boolean) => setState({ docked, opened: value }),
    toggle: () => setState({ docked, opened: !opened }),
  };
}

const avatarSrc = (user: User) => user.avatar ?? undefined;

/** Classy: the centred user block (96 px avatar, name, e-mail). */
export function UserBlock({ user }: { user: User }) {
  return (
    <div className={userBlock}>
      <span className={bigAvatar}>
        <Avatar name={user.name} src={avatarSrc(user)} size="lg" />
      </span>
      <span className={userName}>{user.name}</span>
      <span className={userEmail}>{user.email}</span>
    </div>
  );
}

/** Futuristic: the user menu (or avatar) beside name and e-mail in the panel's footer. */
export function NavigationFooterUser({ user, widgets }: { user?: User; widgets?: ReactNode }) {
  if (!user && widgets == null) return null;
  return (
    <div className={navFooterUser}>
      {widgets ?? (user && <Avatar name={user.name} src={avatarSrc(user)} status={user.status} />)}
      {user && (
        <span className={navFooterTexts}>
          <span className={userName}>{user.name}</span>
          <span className={userEmail}>{user.email}</span>
        </span>
      )}
    </div>
  );
}

export function NavigationWidgets({ children }: { children: ReactNode }) {
  return <div className={navWidgets}>{children}</div>;
}
