import type { ReactNode } from 'react';
import { EllipsisVertical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '../../../navigation/useMediaQuery';
import { Button } from '../../../primitives/Button';
import { Menu, MenuItem, MenuTrigger } from '../../../primitives/Menu';
import { mediaUp } from '../../../theme/breakpoints';
import {
  actions as actionsClass,
  buttonIcon,
  header,
  headingGroup,
  page,
  subtitle as subtitleClass,
  title as titleClass,
} from './DashboardPage.css';

/** A button of a dashboard's header; on phones it becomes an item of one "more actions" menu. */
export interface DashboardAction {
  id: string;
  /** Already translated. */
  label: string;
  /** A decorative icon before the label. */
  icon?: ReactNode;
  onAction: () => void;
  variant?: 'primary' | 'secondary';
}

export interface DashboardPageProps {
  /** The page's h1 (already translated). */
  title: string;
  /** A secondary line under the title. */
  subtitle?: ReactNode;
  actions?: DashboardAction[];
  /**
   * Replaces the plain header (title, subline, actions) with the caller's own band, such as the project
   * dashboard's greeting. The band must hold the page's h1 itself.
   */
  headerBand?: ReactNode;
  children: ReactNode;
}

/** The frame of every dashboard (spec 3 §6): a centred column up to 1440 px, a header, then the cards. */
export function DashboardPage({ title, subtitle, actions = [], headerBand, children }: DashboardPageProps) {
  return (
    <div className={page}>
      {headerBand ?? (
        <header className={header}>
          <div className={headingGroup}>
            <h1 className={titleClass}>{title}</h1>
            {subtitle != null && <p className={subtitleClass}>{subtitle}</p>}
          </div>
          {actions.length > 0 && <DashboardActions actions={actions} />}
        </header>
      )}
      {children}
    </div>
  );
}

/** The header's buttons from sm up; below sm, one menu holding them all. */
export function DashboardActions({ actions }: { actions: DashboardAction[] }) {
  const { t } = useTranslation();
  const wide = useMediaQuery(mediaUp('sm'));
  if (!wide) {
    return (
      <MenuTrigger>
        <Button variant="icon" aria-label={t('dashboards.common.moreActions')}>
          <EllipsisVertical aria-hidden="true" />
        </Button>
        <Menu
          placement="bottom end"
          onAction={(key) => actions.find((action) => action.id === key)?.onAction()}
          items={actions}
        >
          {(action) => (
            <MenuItem id={action.id} icon={action.icon} textValue={action.label}>
              {action.label}
            </MenuItem>
          )}
        </Menu>
      </MenuTrigger>
    );
  }
  return (
    <div className={actionsClass}>
      {actions.map((action) => (
        <Button key={action.id} variant={action.variant ?? 'secondary'} onPress={action.onAction}>
          {action.icon != null && (
            <span className={buttonIcon} aria-hidden="true">
              {action.icon}
            </span>
          )}
          {action.label}
        </Button>
      ))}
    </div>
  );
}
