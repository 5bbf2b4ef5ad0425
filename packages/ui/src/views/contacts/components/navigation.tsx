import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_DataRouterContext, useBlocker, useLocation, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../primitives/Dialog';

/** Unsaved edits: whether there are any, and whose (the dialog names the contact). */
export interface UnsavedEdits {
  dirty: boolean;
  name: string;
}

interface ContactsNavigation {
  /** The list's path ('/apps/contacts' where the app mounts it). */
  listPath: string;
  contactPath: (id: string) => string;
  editPath: (id: string) => string;
  /**
   * Goes to a path of the app, keeping the list's search; asks first when a form has unsaved
   * edits. `force` skips the question (after a save or a delete).
   */
  go: (pathname: string, options?: { force?: boolean; replace?: boolean }) => void;
  /** The form reports its unsaved edits here. */
  unsavedRef: RefObject<UnsavedEdits>;
}

const ContactsNavigationContext = createContext<ContactsNavigation | null>(null);

export function useContactsNavigation(): ContactsNavigation {
  const value = useContext(ContactsNavigationContext);
  if (!value) throw new Error('useContactsNavigation() needs <ContactsApp> above it.');
  return value;
}

/** Reports a form's unsaved edits while it is mounted; also warns before the page unloads. */
export function useReportUnsavedEdits(dirty: boolean, name: string) {
  const { unsavedRef } = useContactsNavigation();
  useEffect(() => {
    unsavedRef.current = { dirty, name };
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsavedRef, dirty, name]);
  useEffect(
    () => () => {
      unsavedRef.current = { dirty: false, name: '' };
    },
    [unsavedRef],
  );
}

function DiscardDialog({
  isOpen,
  name,
  onDiscard,
  onKeep,
}: {
  isOpen: boolean;
  name: string;
  onDiscard: () => void;
  onKeep: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onKeep()}
      title={t('contacts.discard.title')}
      confirmLabel={t('contacts.discard.confirm')}
      cancelLabel={t('contacts.discard.keep')}
      destructive
      onConfirm={onDiscard}
      onCancel={onKeep}
    >
      {t('contacts.discard.body', { name })}
    </ConfirmDialog>
  );
}

/**
 * Guards navigation the app does not start itself (the browser's back button, a link in the
 * shell). react-router's `useBlocker` works only under a data router, so this is rendered only there.
 */
function RouterBlocker({ unsavedRef, listPath }: { unsavedRef: RefObject<UnsavedEdits>; listPath: string }) {
  const [name, setName] = useState('');
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    const block = unsavedRef.current.dirty && currentLocation.pathname !== nextLocation.pathname;
    if (block) setName(unsavedRef.current.name || listPath);
    return block;
  });
  return (
    <DiscardDialog
      isOpen={blocker.state === 'blocked'}
      name={name}
      onDiscard={() => {
        unsavedRef.current = { dirty: false, name: '' };
        blocker.proceed?.();
      }}
      onKeep={() => blocker.reset?.()}
    />
  );
}

/** Paths of the app under `basePath`, and navigation that does not lose unsaved edits silently. */
export function ContactsNavigationProvider({ basePath, children }: { basePath: string; children: ReactNode }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const inDataRouter = useContext(UNSAFE_DataRouterContext) !== null;
  const unsavedRef = useRef<UnsavedEdits>({ dirty: false, name: '' });
  const [pending, setPending] = useState<{ pathname: string; replace?: boolean; name: string } | null>(null);
  const listPath = basePath.replace(/\/+$/, '') || '/';

  const go = useCallback<ContactsNavigation['go']>(
    (pathname, { force = false, replace } = {}) => {
      if (!force && unsavedRef.current.dirty) {
        setPending({ pathname, replace, name: unsavedRef.current.name });
        return;
      }
      if (force) unsavedRef.current = { dirty: false, name: '' };
      void navigate({ pathname, search }, { replace });
    },
    [navigate, search],
  );

  const value = useMemo<ContactsNavigation>(() => {
    const prefix = listPath === '/' ? '' : listPath;
    return {
      listPath,
      contactPath: (id) => `${prefix}/${encodeURIComponent(id)}`,
      editPath: (id) => `${prefix}/${encodeURIComponent(id)}/edit`,
      go,
      unsavedRef,
    };
  }, [listPath, go]);

  return (
    <ContactsNavigationContext.Provider value={value}>
      {children}
      <DiscardDialog
        isOpen={pending !== null}
        name={pending?.name ?? ''}
        onDiscard={() => {
          if (pending) go(pending.pathname, { force: true, replace: pending.replace });
          setPending(null);
        }}
        onKeep={() => setPending(null)}
      />
      {inDataRouter && <RouterBlocker unsavedRef={unsavedRef} listPath={listPath} />}
    </ContactsNavigationContext.Provider>
  );
}
