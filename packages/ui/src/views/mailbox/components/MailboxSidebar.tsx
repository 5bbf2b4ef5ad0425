import {
  Ban,
  FilePen,
  Inbox,
  Pencil,
  Send,
  Settings,
  Star,
  Tag,
  Trash2,
  TriangleAlert,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { MailFilter, MailFolder, MailLabel } from '@atrium/mock-api';
import { GuardedButton } from '../../../access/GuardedButton';
import { Badge } from '../../../primitives/Badge';
import { tagTone } from '../../../primitives/TagPicker';
import { useMailboxPaths, type MailScope } from './navigation';
import * as styles from '../Mailbox.css';

const folderIcons: Record<string, LucideIcon> = {
  inbox: Inbox,
  sent: Send,
  drafts: FilePen,
  spam: Ban,
  trash: Trash2,
};
const filterIcons: Record<string, LucideIcon> = { starred: Star, important: TriangleAlert };

export interface MailboxSidebarProps {
  folders: MailFolder[] | undefined;
  filters: MailFilter[] | undefined;
  labels: MailLabel[] | undefined;
  onCompose: () => void;
  /** Called after a link is followed (the phone drawer closes). */
  onNavigate?: () => void;
  /** The drawer on phones brings its own heading. */
  showTitle?: boolean;
}

/** Compose, the folders with their counts, the filters, the labels in their colours and the settings link. */
export function MailboxSidebar({
  folders,
  filters,
  labels,
  onCompose,
  onNavigate,
  showTitle = true,
}: MailboxSidebarProps) {
  const { t } = useTranslation();
  const paths = useMailboxPaths();
  const link = (
    kind: MailScope['kind'],
    slug: string,
    icon: React.ReactNode,
    text: string,
    count?: number,
    countLabel?: string,
  ) => (
    <li key={`${kind}-${slug}`}>
      <NavLink className={styles.navLink} to={paths.scopePath({ kind, slug })} onClick={onNavigate}>
        {icon}
        <span className={styles.navLabel}>{text}</span>
        {count !== undefined && count > 0 && <Badge count={count} label={countLabel} variant="primary" />}
      </NavLink>
    </li>
  );
  return (
    <nav className={styles.sidebar} aria-label={t('mailbox.nav.label')}>
      {showTitle && <h1 className={styles.sidebarTitle}>{t('mailbox.title')}</h1>}
      <GuardedButton
        permission="mail:write"
        className={styles.composeButton}
        onPress={() => {
          onNavigate?.();
          onCompose();
        }}
      >
        <Pencil size={16} aria-hidden="true" />
        {t('mailbox.compose.open')}
      </GuardedButton>
      <div className={styles.navGroup}>
        <h2 className={styles.navGroupTitle}>{t('mailbox.nav.folders')}</h2>
        <ul className={styles.navList}>
          {(folders ?? []).map((folder) => {
            const Icon = folderIcons[folder.slug] ?? Inbox;
            const kind = folder.slug === 'drafts' || folder.slug === 'spam' ? 'total' : 'unread';
            return link(
              'folder',
              folder.slug,
              <Icon size={18} aria-hidden="true" />,
              t(`mailbox.folders.${folder.slug}`, { defaultValue: folder.title }),
              folder.count,
              t(`mailbox.nav.count_${kind}`, { count: folder.count }),
            );
          })}
        </ul>
      </div>
      <div className={styles.navGroup}>
        <h2 className={styles.navGroupTitle}>{t('mailbox.nav.filters')}</h2>
        <ul className={styles.navList}>
          {(filters ?? []).map((filter) => {
            const Icon = filterIcons[filter.slug] ?? Star;
            return link(
              'filter',
              filter.slug,
              <Icon size={18} aria-hidden="true" />,
              t(`mailbox.filters.${filter.slug}`, { defaultValue: filter.title }),
            );
          })}
        </ul>
      </div>
      <div className={styles.navGroup}>
        <h2 className={styles.navGroupTitle}>{t('mailbox.nav.labels')}</h2>
        <ul className={styles.navList}>
          {(labels ?? []).map((label) =>
            link(
              'label',
              label.slug,
              <span className={`${styles.labelIcon} ${tagTone(label.color)}`} aria-hidden="true">
                <Tag size={14} />
              </span>,
              label.title,
            ),
          )}
        </ul>
      </div>
      <div className={styles.spacer} />
      <NavLink className={styles.navLink} to={paths.settingsPath} onClick={onNavigate}>
        <Settings size={18} aria-hidden="true" />
        <span className={styles.navLabel}>{t('mailbox.settings.link')}</span>
      </NavLink>
    </nav>
  );
}
