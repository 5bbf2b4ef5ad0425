import { createContext, useContext, useMemo, type ReactNode } from 'react';

/** What the list shows: a folder, a filter (starred, important) or a label, by slug. */
export interface MailScope {
  kind: 'folder' | 'filter' | 'label';
  slug: string;
}

/** The page in the URL: 1 when absent, null when it is not a whole number from 1 up. */
export function parsePage(search: string): number | null {
  const raw = new URLSearchParams(search).get('page');
  if (raw === null) return 1;
  if (!/^\d+$/.test(raw)) return null;
  const page = Number(raw);
  return page >= 1 && Number.isSafeInteger(page) ? page : null;
}

/** The search words in the URL (`?q=`), trimmed; '' when there are none. */
export function parseQuery(search: string): string {
  return (new URLSearchParams(search).get('q') ?? '').trim();
}

export interface MailboxPaths {
  /** Where the app is mounted ('/apps/mailbox'). */
  basePath: string;
  /** A list's address; with `q`, the search it shows instead (kept while a result is open). */
  scopePath: (scope: MailScope, page?: number, q?: string) => string;
  mailPath: (scope: MailScope, id: string, page?: number, q?: string) => string;
  settingsPath: string;
}

const MailboxPathsContext = createContext<MailboxPaths | null>(null);

export function useMailboxPaths(): MailboxPaths {
  const value = useContext(MailboxPathsContext);
  if (!value) throw new Error('useMailboxPaths() needs <MailboxApp> above it.');
  return value;
}

const withPage = (path: string, page = 1, q = '') => {
  const params = new URLSearchParams();
  if (q !== '') params.set('q', q);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search === '' ? path : `${path}?${search}`;
};

export function MailboxPathsProvider({ basePath, children }: { basePath: string; children: ReactNode }) {
  const value = useMemo<MailboxPaths>(() => {
    const prefix = basePath.replace(/\/+$/, '');
    const scopeRoot = ({ kind, slug }: MailScope) =>
      `${prefix}/${kind === 'folder' ? '' : `${kind}/`}${encodeURIComponent(slug)}`;
    return {
      basePath: prefix || '/',
      scopePath: (scope, page, q) => withPage(scopeRoot(scope), page, q),
      mailPath: (scope, id, page, q) => withPage(`${scopeRoot(scope)}/${encodeURIComponent(id)}`, page, q),
      settingsPath: `${prefix}/settings`,
    };
  }, [basePath]);
  return <MailboxPathsContext.Provider value={value}>{children}</MailboxPathsContext.Provider>;
}

export { useMountPath } from '../../../navigation/useMountPath';
