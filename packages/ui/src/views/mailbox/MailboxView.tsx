import { useCallback, useState } from 'react';
import { Mail as MailIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation, useNavigate, useParams } from 'react-router';
import { useAccess } from '../../access/useAccess';
import { useAddressAction } from '../../navigation/useAddressAction';
import { Button } from '../../primitives/Button';
import { Drawer } from '../../primitives/Drawer';
import { EmptyMessage, messageIcon } from '../../primitives/StatusMessage';
import { ToastProvider } from '../../primitives/Toast';
import { useMailFilters, useMailFolders, useMailLabels, useMailSettings } from './api/mailbox';
import { emptyCompose, type ComposeValues } from './components/compose';
import { ComposeDialog } from './components/ComposeDialog';
import { MailboxSidebar } from './components/MailboxSidebar';
import { MailList } from './components/MailList';
import { MailReader } from './components/MailReader';
import {
  MailboxPathsProvider,
  parsePage,
  parseQuery,
  useMailboxPaths,
  useMountPath,
  type MailScope,
} from './components/navigation';
import { MailboxSettingsView } from './MailboxSettings';
import * as styles from './Mailbox.css';

/** The folder, filter or label the route names, and its title once the lists are in (null while unknown). */
function useScopeInfo(scope: MailScope | null) {
  const { t } = useTranslation();
  const folders = useMailFolders();
  const filters = useMailFilters();
  const labels = useMailLabels();
  let title: string | null = null;
  let exists = true;
  if (scope?.kind === 'folder' && folders.data) {
    const folder = folders.data.find((candidate) => candidate.slug === scope.slug);
    exists = folder !== undefined;
    title = folder ? t(`mailbox.folders.${folder.slug}`, { defaultValue: folder.title }) : null;
  } else if (scope?.kind === 'filter' && filters.data) {
    const filter = filters.data.find((candidate) => candidate.slug === scope.slug);
    exists = filter !== undefined;
    title = filter ? t(`mailbox.filters.${filter.slug}`, { defaultValue: filter.title }) : null;
  } else if (scope?.kind === 'label' && labels.data) {
    const label = labels.data.find((candidate) => candidate.slug === scope.slug);
    exists = label !== undefined;
    title = label?.title ?? null;
  }
  return { folders: folders.data, filters: filters.data, labels: labels.data, title, exists };
}

function NoMailOpen() {
  const { t } = useTranslation();
  return (
    <section className={styles.readerPane} aria-label={t('mailbox.reader.label')}>
      <EmptyMessage icon={<MailIcon className={messageIcon} aria-hidden="true" />} title={t('mailbox.reader.none')} />
    </section>
  );
}

/** Sidebar (docked from md, a drawer on phones), list and reader for a folder, filter or label, or the settings. */
function MailboxLayout({ kind }: { kind: MailScope['kind'] | 'settings' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const params = useParams();
  const paths = useMailboxPaths();
  const settings = useMailSettings();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [compose, setCompose] = useState<{ key: number; initial: ComposeValues } | null>(null);
  const scope: MailScope | null = kind === 'settings' ? null : { kind, slug: params[kind] ?? '' };
  const info = useScopeInfo(scope);
  const page = parsePage(search);
  const q = parseQuery(search);
  const mailId = params.mailId;
  const openCompose = useCallback(() => setCompose({ key: Date.now(), initial: emptyCompose }), []);
  const access = useAccess();
  // `?do=compose` (the command palette's "Compose") opens a new mail as the sidebar's button does.
  useAddressAction('compose', openCompose, access.ready ? access.can('mail:write') : undefined);

  const sidebar = (inDrawer: boolean) => (
    <MailboxSidebar
      folders={info.folders}
      filters={info.filters}
      labels={info.labels}
      onCompose={openCompose}
      onNavigate={inDrawer ? () => setDrawerOpen(false) : undefined}
      showTitle={!inDrawer}
    />
  );

  return (
    <div
      className={styles.root}
      data-open={mailId ? true : undefined}
      data-layout={settings.data?.messageLayout ?? 'right'}
    >
      {/* From md the docked sidebar carries the page's h1; below, the sidebar is a closed drawer. */}
      <h1 className={styles.phoneHeading}>{t('mailbox.title')}</h1>
      <div className={styles.dockedSidebar}>{sidebar(false)}</div>
      <Drawer isOpen={drawerOpen} onOpenChange={setDrawerOpen} side="start" width="18rem" title={t('mailbox.title')}>
        {sidebar(true)}
      </Drawer>
      {scope === null ? (
        <MailboxSettingsView />
      ) : (
        <>
          <MailList
            scope={scope}
            page={page}
            q={q}
            title={info.title}
            scopeExists={info.exists}
            folders={info.folders}
            labels={info.labels}
            selectedId={mailId}
            onOpenDrawer={() => setDrawerOpen(true)}
          />
          {mailId ? (
            <MailReader
              key={mailId}
              id={mailId}
              folders={info.folders}
              labels={info.labels}
              onBack={() => void navigate(paths.scopePath(scope, page ?? 1, q))}
            />
          ) : (
            <NoMailOpen />
          )}
        </>
      )}
      {compose && <ComposeDialog key={compose.key} initial={compose.initial} onClose={() => setCompose(null)} />}
    </div>
  );
}

/** An address inside the mailbox that names nothing (too many parts, say). */
function MailboxNotFound({ inbox }: { inbox: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className={styles.root}>
      <EmptyMessage
        icon={<MailIcon className={messageIcon} aria-hidden="true" />}
        title={t('mailbox.notFound.address')}
      >
        <Button variant="secondary" onPress={() => void navigate(inbox)}>
          {t('mailbox.notFound.toInbox')}
        </Button>
      </EmptyMessage>
    </div>
  );
}

/**
 * The mailbox. Mount it on a splat route (`<Route path="/apps/mailbox/*" element={<MailboxApp />} />`): its
 * own routes are a folder (`inbox`), a filter (`filter/starred`), a label (`label/work`), each with an open
 * mail (`inbox/<id>`) and the page in `?page=`, and the settings (`settings`). It brings its own toasts.
 */
export function MailboxApp() {
  const basePath = useMountPath();
  const inbox = `${basePath.replace(/\/+$/, '')}/inbox`;
  return (
    <ToastProvider>
      <MailboxPathsProvider basePath={basePath}>
        <Routes>
          <Route index element={<Navigate to={inbox} replace />} />
          <Route path="settings" element={<MailboxLayout kind="settings" />} />
          <Route path="filter/:filter/:mailId?" element={<MailboxLayout kind="filter" />} />
          <Route path="label/:label/:mailId?" element={<MailboxLayout kind="label" />} />
          <Route path=":folder/:mailId?" element={<MailboxLayout kind="folder" />} />
          <Route path="*" element={<MailboxNotFound inbox={inbox} />} />
        </Routes>
      </MailboxPathsProvider>
    </ToastProvider>
  );
}
