import { useMemo, useState } from 'react';
import {
  ChevronLeft,
  ChevronRight,
  FolderInput,
  Mail as MailIcon,
  MailOpen,
  Menu as MenuIcon,
  Paperclip,
  SearchX,
  Star,
  StarOff,
  Tag,
  Trash2,
  TriangleAlert,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Selection } from 'react-aria-components';
import { useNavigate } from 'react-router';
import type { MailFolder, MailLabel, MailWithCounts } from '@atrium/mock-api';
import { useAccess } from '../../../access/useAccess';
import { Button } from '../../../primitives/Button';
import { ConfirmDialog } from '../../../primitives/Dialog';
import { GridList, GridListItem } from '../../../primitives/GridList';
import { IconButton } from '../../../primitives/IconButton';
import { LoadingBarTrack } from '../../../primitives/LoadingBar/LoadingBarTrack';
import { Menu, MenuItem, MenuTrigger } from '../../../primitives/Menu';
import { SearchField } from '../../../primitives/SearchField';
import { EmptyMessage, ErrorMessage, LoadingMessage, messageIcon } from '../../../primitives/StatusMessage';
import { visuallyHidden } from '../../../primitives/field.css';
import type { MailListParams } from '../api/keys';
import { useMails } from '../api/mailbox';
import { contactName, shortDate } from '../format';
import { plainExcerpt } from './MailBody';
import { useMailboxPaths, type MailScope } from './navigation';
import { useMailActions } from './useMailActions';
import * as styles from '../Mailbox.css';

export interface MailListProps {
  scope: MailScope;
  /** The page from the URL; null when it is not a valid page number. */
  page: number | null;
  /** The search words from the URL: when given, the list is the search's results across folders. */
  q?: string;
  /** The scope's name (folder, filter or label title); null while unknown. */
  title: string | null;
  /** False when the scope names no folder, filter or label. */
  scopeExists: boolean;
  folders: MailFolder[] | undefined;
  labels: MailLabel[] | undefined;
  selectedId?: string;
  onOpenDrawer: () => void;
}

function MailRow({
  mail,
  current,
  onToggleStar,
}: {
  mail: MailWithCounts;
  current: boolean;
  /** Null when the user may not change mails: the star is then shown, not offered. */
  onToggleStar: ((mail: MailWithCounts) => void) | null;
}) {
  const { t, i18n } = useTranslation();
  const sender = contactName(mail.from.contact);
  return (
    <GridListItem
      id={mail.id}
      textValue={`${sender}: ${mail.subject}`}
      className={styles.row}
      data-unread={mail.unread || undefined}
      data-current={current || undefined}
    >
      <div className={styles.rowMain}>
        <div className={styles.rowLine}>
          {mail.unread && (
            <>
              <span className={styles.unreadDot} aria-hidden="true" />
              <span className={visuallyHidden}>{t('mailbox.row.unread')}</span>
            </>
          )}
          <span className={styles.rowSender}>{sender}</span>
          {mail.important && (
            <TriangleAlert
              size={16}
              className={styles.importantIcon}
              role="img"
              aria-label={t('mailbox.row.important')}
            />
          )}
          <time className={styles.rowDate} dateTime={mail.date}>
            {shortDate(mail.date, i18n.language)}
          </time>
        </div>
        <div className={styles.rowLine}>
          <span className={styles.rowSubject}>{mail.subject || t('mailbox.noSubject')}</span>
          {mail.attachments.length > 0 && (
            <Paperclip
              size={16}
              className={styles.mutedIcon}
              role="img"
              aria-label={t('mailbox.row.attachments', { count: mail.attachments.length })}
            />
          )}
          {onToggleStar ? (
            <IconButton
              size="small"
              label={mail.starred ? t('mailbox.actions.unstar') : t('mailbox.actions.star')}
              icon={<Star size={16} className={mail.starred ? styles.starOn : styles.mutedIcon} aria-hidden="true" />}
              onPress={() => onToggleStar(mail)}
            />
          ) : (
            mail.starred && (
              <Star size={16} className={styles.starOn} role="img" aria-label={t('mailbox.row.starred')} />
            )
          )}
        </div>
        <span className={styles.rowExcerpt}>{plainExcerpt(mail)}</span>
      </div>
    </GridListItem>
  );
}

/** The bar over the list while mails are ticked: what can be done to all of them at once. */
function BulkBar({
  ids,
  mails,
  scope,
  folders,
  labels,
  onDone,
}: {
  ids: string[];
  mails: MailWithCounts[];
  scope: MailScope;
  folders: MailFolder[] | undefined;
  labels: MailLabel[] | undefined;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { update, remove } = useMailActions();
  const [confirming, setConfirming] = useState(false);
  const trash = folders?.find((folder) => folder.slug === 'trash');
  const inTrash = scope.kind === 'folder' && scope.slug === 'trash';
  const patch = (mail: Parameters<typeof update>[0]['mail']) => {
    update({ ids, mail });
    onDone();
  };
  return (
    <div className={styles.bulkBar} role="toolbar" aria-label={t('mailbox.bulk.label')}>
      <span className={styles.bulkCount}>{t('mailbox.bulk.selected', { count: ids.length })}</span>
      <IconButton
        label={t('mailbox.actions.markRead')}
        icon={<MailOpen size={18} />}
        onPress={() => patch({ unread: false })}
      />
      <IconButton
        label={t('mailbox.actions.markUnread')}
        icon={<MailIcon size={18} />}
        onPress={() => patch({ unread: true })}
      />
      <IconButton
        label={t('mailbox.actions.star')}
        icon={<Star size={18} />}
        onPress={() => patch({ starred: true })}
      />
      <IconButton
        label={t('mailbox.actions.unstar')}
        icon={<StarOff size={18} />}
        onPress={() => patch({ starred: false })}
      />
      <MenuTrigger>
        <IconButton label={t('mailbox.actions.moveTo')} icon={<FolderInput size={18} />} />
        <Menu
          aria-label={t('mailbox.actions.moveTo')}
          items={folders ?? []}
          onAction={(key) => patch({ folder: String(key) })}
        >
          {(folder) => (
            <MenuItem id={folder.id}>{t(`mailbox.folders.${folder.slug}`, { defaultValue: folder.title })}</MenuItem>
          )}
        </Menu>
      </MenuTrigger>
      <MenuTrigger>
        <IconButton label={t('mailbox.actions.addLabel')} icon={<Tag size={18} />} />
        <Menu aria-label={t('mailbox.actions.addLabel')} items={labels ?? []} onAction={(key) => addLabel(String(key))}>
          {(label) => <MenuItem id={label.id}>{label.title}</MenuItem>}
        </Menu>
      </MenuTrigger>
      <IconButton
        label={inTrash ? t('mailbox.actions.deleteForever') : t('mailbox.actions.delete')}
        icon={<Trash2 size={18} />}
        onPress={() => (inTrash ? setConfirming(true) : trash && patch({ folder: trash.id }))}
      />
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t('mailbox.deleteForever.title', { count: ids.length })}
        confirmLabel={t('mailbox.deleteForever.confirm')}
        destructive
        onConfirm={() => {
          remove(ids);
          onDone();
        }}
      >
        {t('mailbox.deleteForever.body', { count: ids.length })}
      </ConfirmDialog>
    </div>
  );

  // Each mail keeps its labels and gains this one (the API takes a mail's whole label list).
  function addLabel(labelId: string) {
    const perMail = Object.fromEntries(
      mails
        .filter((mail) => ids.includes(mail.id))
        .map((mail) => [mail.id, { labels: [...new Set([...mail.labels, labelId])] }]),
    );
    update({ ids, mail: {}, perMail });
    onDone();
  }
}

function useRangeText() {
  const { t, i18n } = useTranslation();
  return (start: number, end: number, total: number) => {
    const format = new Intl.NumberFormat(i18n.language);
    return t('mailbox.list.range', {
      start: format.format(start),
      end: format.format(end),
      total: format.format(total),
    });
  };
}

/** The mails of a folder, filter or label, a page at a time, with the page in the URL. */
export function MailList({
  scope,
  page,
  q = '',
  title,
  scopeExists,
  folders,
  labels,
  selectedId,
  onOpenDrawer,
}: MailListProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paths = useMailboxPaths();
  const range = useRangeText();
  const { update } = useMailActions();
  const access = useAccess();
  // Ticking, starring and the bulk actions change mails: offered only with mail:write.
  const canWrite = access.ready && access.can('mail:write');
  const searching = q !== '';
  const params = useMemo(
    (): MailListParams => (searching ? { q, page: page ?? 1 } : { [scope.kind]: scope.slug, page: page ?? 1 }),
    [scope, page, q, searching],
  );
  const mails = useMails(params, scopeExists && page !== null);
  const [selection, setSelection] = useState<{ for: string; keys: Selection }>({ for: '', keys: new Set() });
  const listKey = JSON.stringify(params);
  const selectedKeys = selection.for === listKey ? selection.keys : new Set<string>();
  const answer = mails.data;
  const shown = answer?.mails ?? [];
  const ids = selectedKeys === 'all' ? shown.map((mail) => mail.id) : [...selectedKeys].map(String);
  const pagination = answer?.mails ? answer.pagination : null;

  const go = (to: number) => void navigate(paths.scopePath(scope, to, q));
  const search = (words: string) => void navigate(paths.scopePath(scope, 1, words.trim()));
  const listName = searching ? t('mailbox.search.results', { q }) : (title ?? scope.slug);
  const toggleStar = (mail: MailWithCounts) => update({ ids: [mail.id], mail: { starred: !mail.starred } });

  let body;
  if (!scopeExists && !searching) {
    body = (
      <EmptyMessage
        icon={<SearchX className={messageIcon} aria-hidden="true" />}
        title={t(`mailbox.notFound.${scope.kind}`, { slug: scope.slug })}
      >
        <Button variant="secondary" onPress={() => void navigate(paths.scopePath({ kind: 'folder', slug: 'inbox' }))}>
          {t('mailbox.notFound.toInbox')}
        </Button>
      </EmptyMessage>
    );
  } else if (page === null) {
    body = (
      <EmptyMessage icon={<SearchX className={messageIcon} aria-hidden="true" />} title={t('mailbox.page.invalid')}>
        <Button variant="secondary" onPress={() => go(1)}>
          {t('mailbox.page.toFirst')}
        </Button>
      </EmptyMessage>
    );
  } else if (mails.isPending) {
    body = <LoadingMessage>{t('mailbox.list.loading')}</LoadingMessage>;
  } else if (mails.isError && !answer) {
    body = <ErrorMessage onRetry={() => void mails.refetch()}>{t('mailbox.list.loadFailed')}</ErrorMessage>;
  } else if (answer && answer.mails === null) {
    const last = answer.pagination.lastPage;
    body = (
      <EmptyMessage
        icon={<SearchX className={messageIcon} aria-hidden="true" />}
        title={t('mailbox.page.beyond', { page, last })}
      >
        <Button variant="secondary" onPress={() => go(last)}>
          {t('mailbox.page.toLast', { last })}
        </Button>
      </EmptyMessage>
    );
  } else if (shown.length === 0 && searching) {
    body = (
      <EmptyMessage
        icon={<SearchX className={messageIcon} aria-hidden="true" />}
        title={t('mailbox.search.none', { q })}
      />
    );
  } else if (shown.length === 0) {
    body = (
      <EmptyMessage icon={<MailIcon className={messageIcon} aria-hidden="true" />} title={t('mailbox.list.empty')} />
    );
  } else {
    body = (
      <GridList
        aria-label={t('mailbox.list.label', { name: searching ? listName : (title ?? '') })}
        className={styles.mailList}
        items={shown}
        selectionMode={canWrite ? 'multiple' : 'none'}
        selectionBehavior="toggle"
        // A mail just sent shows at once; it opens once the server has given it its id.
        disabledKeys={shown.filter((mail) => mail.id.startsWith('pending-')).map((mail) => mail.id)}
        selectedKeys={selectedKeys}
        onSelectionChange={(keys) => setSelection({ for: listKey, keys })}
        onAction={(key) => void navigate(paths.mailPath(scope, String(key), page, q))}
      >
        {(mail) => <MailRow mail={mail} current={mail.id === selectedId} onToggleStar={canWrite ? toggleStar : null} />}
      </GridList>
    );
  }

  return (
    <section className={styles.listPane} aria-labelledby="mailbox-list-title">
      <header className={styles.listHeader}>
        <IconButton
          className={styles.drawerToggle}
          label={t('mailbox.drawer.open')}
          icon={<MenuIcon size={20} />}
          onPress={onOpenDrawer}
        />
        <h2 id="mailbox-list-title" className={styles.listTitle}>
          {listName}
        </h2>
        {pagination && pagination.totalResults > 0 && (
          <div className={styles.pager}>
            <span className={styles.pagerText}>
              {range(pagination.startIndex + 1, pagination.endIndex + 1, pagination.totalResults)}
            </span>
            <IconButton
              label={t('mailbox.list.previous')}
              icon={<ChevronLeft size={18} />}
              isDisabled={pagination.currentPage <= 1}
              onPress={() => go(pagination.currentPage - 1)}
            />
            <IconButton
              label={t('mailbox.list.next')}
              icon={<ChevronRight size={18} />}
              isDisabled={pagination.currentPage >= pagination.lastPage}
              onPress={() => go(pagination.currentPage + 1)}
            />
          </div>
        )}
        <form
          role="search"
          className={styles.listSearch}
          aria-label={t('mailbox.search.label')}
          onSubmit={(event) => event.preventDefault()}
        >
          <SearchField
            // Drawn again when the address's words change (a folder link clears them).
            key={q}
            label={t('mailbox.search.field')}
            hideLabel
            placeholder={t('mailbox.search.placeholder')}
            defaultValue={q}
            onSubmit={search}
            onClear={() => searching && search('')}
          />
        </form>
      </header>
      <div className={styles.loadingSlot}>
        {mails.isFetching && !mails.isPending && (
          <LoadingBarTrack label={t('mailbox.list.loading')} value={undefined} />
        )}
      </div>
      {canWrite && ids.length > 0 && (
        <BulkBar
          ids={ids}
          mails={shown}
          scope={scope}
          folders={folders}
          labels={labels}
          onDone={() => setSelection({ for: listKey, keys: new Set() })}
        />
      )}
      <div className={styles.listBody} data-fetching={mails.isFetching || undefined}>
        {body}
      </div>
    </section>
  );
}
