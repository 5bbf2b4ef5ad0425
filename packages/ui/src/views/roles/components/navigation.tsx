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
import { UNSAFE_DataRouterContext, useBlocker, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../primitives/Dialog';

/** The editor's unsaved permissions: whether there are any, whose, and where leaving them starts. */
export interface UnsavedChanges {
  dirty: boolean;
  /** The role's name, for the question. */
  name: string;
  /** Paths under this prefix (the role's own tabs) keep the changes; leaving it asks first. */
  scope: string;
}

const NONE: UnsavedChanges = { dirty: false, name: '', scope: '' };

export type RoleTab = 'permissions' | 'members' | 'compare';

interface RolesNavigation {
  /** The list's path ('/roles' where the area is mounted). */
  listPath: string;
  rolePath: (id: string, tab?: RoleTab) => string;
  /** Goes to a path, asking first when unsaved changes would be lost; `force` skips the question. */
  go: (pathname: string, options?: { force?: boolean }) => void;
  unsavedRef: RefObject<UnsavedChanges>;
}

const RolesNavigationContext = createContext<RolesNavigation | null>(null);

export function useRolesNavigation(): RolesNavigation {
  const value = useContext(RolesNavigationContext);
  if (!value) throw new Error('useRolesNavigation() needs <RolesArea> above it.');
  return value;
}

const leaves = (unsaved: UnsavedChanges, pathname: string) =>
  unsaved.dirty && pathname !== unsaved.scope && !pathname.startsWith(`${unsaved.scope}/`);

/** Reports the editor's unsaved changes while it is mounted; the browser also asks before the page unloads. */
export function useReportUnsavedChanges(dirty: boolean, name: string, scope: string) {
  const { unsavedRef } = useRolesNavigation();
  useEffect(() => {
    unsavedRef.current = { dirty, name, scope };
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsavedRef, dirty, name, scope]);
  useEffect(
    () => () => {
      unsavedRef.current = NONE;
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
      title={t('roles.discard.title')}
      confirmLabel={t('roles.discard.confirm')}
      cancelLabel={t('roles.discard.keep')}
      destructive
      onConfirm={onDiscard}
      onCancel={onKeep}
    >
      {t('roles.discard.body', { name })}
    </ConfirmDialog>
  );
}

/**
 * Guards navigation the area does not start itself (the browser's back button, the shell's links).
 * react-router's `useBlocker` works only under a data router, so this is rendered only there.
 */
function RouterBlocker({ unsavedRef }: { unsavedRef: RefObject<UnsavedChanges> }) {
  const [name, setName] = useState('');
  const blocker = useBlocker(({ nextLocation }) => {
    const block = leaves(unsavedRef.current, nextLocation.pathname);
    if (block) setName(unsavedRef.current.name);
    return block;
  });
  return (
    <DiscardDialog
      isOpen={blocker.state === 'blocked'}
      name={name}
      onDiscard={() => {
        unsavedRef.current = NONE;
        blocker.proceed?.();
      }}
      onKeep={() => blocker.reset?.()}
    />
  );
}

/** Paths of the area under `basePath`, and navigation that does not lose unsaved changes silently. */
export function RolesNavigationProvider({ basePath, children }: { basePath: string; children: ReactNode }) {
  const navigate = useNavigate();
  const inDataRouter = useContext(UNSAFE_DataRouterContext) !== null;
  const unsavedRef = useRef<UnsavedChanges>(NONE);
  const [pending, setPending] = useState<{ pathname: string; name: string } | null>(null);
  const listPath = basePath.replace(/\/+$/, '') || '/';

  const go = useCallback<RolesNavigation['go']>(
    (pathname, { force = false } = {}) => {
      if (!force && leaves(unsavedRef.current, pathname)) {
        setPending({ pathname, name: unsavedRef.current.name });
        return;
      }
      if (force) unsavedRef.current = NONE;
      void navigate(pathname);
    },
    [navigate],
  );

  const value = useMemo<RolesNavigation>(() => {
    const prefix = listPath === '/' ? '' : listPath;
    return {
      listPath,
      rolePath: (id, tab = 'permissions') =>
        `${prefix}/${encodeURIComponent(id)}${tab === 'permissions' ? '' : `/${tab}`}`,
      go,
      unsavedRef,
    };
  }, [listPath, go]);

  return (
    <RolesNavigationContext.Provider value={value}>
      {children}
      <DiscardDialog
        isOpen={pending !== null}
        name={pending?.name ?? ''}
        onDiscard={() => {
          if (pending) go(pending.pathname, { force: true });
          setPending(null);
        }}
        onKeep={() => setPending(null)}
      />
      {inDataRouter && <RouterBlocker unsavedRef={unsavedRef} />}
    </RolesNavigationContext.Provider>
  );
}
