import { lazy, Suspense, useEffect } from 'react';
import { ArrowLeft, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Outlet, Route, Routes, useLocation, useMatch, useParams } from 'react-router';
import { whenIdle } from '../../api/idle';
import { Button } from '../../primitives/Button';
import { ToastProvider, useToast } from '../../primitives/Toast';
import { useContact, useDeleteContact } from './api/contacts';
import { useCountries } from './api/countries';
import { useTags } from './api/tags';
import { ContactsList } from './ContactsList';
import { ContactsNavigationProvider, useContactsNavigation } from './components/navigation';
import { EmptyMessage, ErrorMessage, LoadingMessage, messageIcon } from '../../primitives/StatusMessage';
import { detailPane, listPane, root } from './ContactsView.css';

// A contact's page and its form (rich text with DOMPurify, the date picker, the tag picker) load with the
// first contact opened, or once the list is drawn and the browser is idle: the list's first load skips them.
const loadDetails = () => import('./ContactDetails');
const loadForm = () => import('./ContactForm');
const ContactDetails = lazy(() => loadDetails().then((module) => ({ default: module.ContactDetails })));
const ContactForm = lazy(() => loadForm().then((module) => ({ default: module.ContactForm })));

/** Fetches the contact page's and form's code when the browser is next idle. */
function usePreloadContactPanels() {
  useEffect(
    () =>
      whenIdle(() => {
        void loadDetails().catch(() => undefined);
        void loadForm().catch(() => undefined);
      }),
    [],
  );
}

/** One contact beside the list (a full page below md), in view or edit mode. */
export function ContactPanel({ mode }: { mode: 'view' | 'edit' }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { id = '' } = useParams();
  const { go, listPath, contactPath, editPath } = useContactsNavigation();
  const contact = useContact(id);
  const countries = useCountries();
  const tags = useTags();
  const name = contact.data?.name ?? '';
  const remove = useDeleteContact({
    onError: (_error, failedId) =>
      toast.show({
        title: t('contacts.delete.failed', { name }),
        variant: 'error',
        action: { label: t('common.retry'), onAction: () => remove.mutate(failedId) },
      }),
  });

  let body;
  if (contact.isPending) {
    body = <LoadingMessage>{t('contacts.detail.loading')}</LoadingMessage>;
  } else if (contact.isError && contact.data === undefined) {
    body = <ErrorMessage onRetry={() => void contact.refetch()}>{t('contacts.detail.loadFailed')}</ErrorMessage>;
  } else if (!contact.data) {
    body = (
      <EmptyMessage icon={<UserX className={messageIcon} aria-hidden="true" />} title={t('contacts.detail.notFound')}>
        <Button variant="secondary" onPress={() => go(listPath)}>
          <ArrowLeft size={16} aria-hidden="true" />
          {t('contacts.detail.backToList')}
        </Button>
      </EmptyMessage>
    );
  } else if (mode === 'edit') {
    body = (
      <ContactForm
        key={contact.data.id}
        contact={contact.data}
        countries={countries.data}
        onSaved={() => go(contactPath(id), { force: true })}
        onCancel={() => go(contactPath(id))}
        onClose={() => go(listPath)}
        onDelete={() => {
          remove.mutate(id);
          go(listPath, { force: true });
        }}
      />
    );
  } else {
    body = (
      <ContactDetails
        contact={contact.data}
        countries={countries.data}
        tags={tags.data}
        onEdit={() => go(editPath(id))}
        onClose={() => go(listPath)}
      />
    );
  }
  return (
    <div className={detailPane}>
      <Suspense fallback={<LoadingMessage>{t('contacts.detail.loading')}</LoadingMessage>}>{body}</Suspense>
    </div>
  );
}

/** The list, and the open contact (if any) from the child route. */
function ContactsLayout() {
  const { listPath } = useContactsNavigation();
  const match = useMatch(`${listPath === '/' ? '' : listPath}/:id/*`);
  const selectedId = match?.params.id;
  usePreloadContactPanels();
  return (
    <div className={root} data-detail={selectedId ? true : undefined}>
      <div className={listPane}>
        <ContactsList selectedId={selectedId} />
      </div>
      <Outlet />
    </div>
  );
}

/**
 * Where the app is mounted: the address without the part its splat route matched. (A relative
 * path would not do: from a splat route react-router 7 resolves '.' against the whole address.)
 */
function useMountPath(): string {
  const { pathname } = useLocation();
  const { '*': splat = '' } = useParams();
  const segments = pathname.replace(/\/+$/, '').split('/');
  const own = splat.split('/').filter(Boolean).length;
  return segments.slice(0, segments.length - own).join('/') || '/';
}

/**
 * The contacts app. Mount it on a splat route (`<Route path="/apps/contacts/*" element={<ContactsApp />} />`):
 * its own routes are the list (index), a contact (`:id`) and its form (`:id/edit`), all relative to
 * where it is mounted. It brings its own toast region for failures.
 */
export function ContactsApp() {
  const basePath = useMountPath();
  return (
    <ToastProvider>
      <ContactsNavigationProvider basePath={basePath}>
        <Routes>
          <Route element={<ContactsLayout />}>
            <Route index element={null} />
            <Route path=":id" element={<ContactPanel mode="view" />} />
            <Route path=":id/edit" element={<ContactPanel mode="edit" />} />
          </Route>
        </Routes>
      </ContactsNavigationProvider>
    </ToastProvider>
  );
}
