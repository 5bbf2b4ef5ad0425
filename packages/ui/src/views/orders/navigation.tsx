import { createContext, useContext, type ReactNode } from 'react';
import { useLocation, useParams } from 'react-router';

const BasePathContext = createContext('/orders');

/**
 * Where the area is mounted: the address without the part its splat route matched. (A relative path
 * would not do: from a splat route react-router 7 resolves '.' against the whole address.)
 */
export function useMountPath(): string {
  const { pathname } = useLocation();
  const { '*': splat = '' } = useParams();
  const segments = pathname.replace(/\/+$/, '').split('/');
  const own = splat.split('/').filter(Boolean).length;
  return segments.slice(0, segments.length - own).join('/') || '/';
}

export function OrdersBasePath({ value, children }: { value: string; children: ReactNode }) {
  return <BasePathContext.Provider value={value}>{children}</BasePathContext.Provider>;
}

/** The area's addresses: the list, an order (with the list's query), customers. */
export function useOrdersPaths() {
  const base = useContext(BasePathContext).replace(/\/+$/, '');
  const withQuery = (path: string, query?: string) => (query ? `${path}?${query}` : path);
  return {
    list: (query?: string) => withQuery(base || '/', query),
    order: (number: number, query?: string) => withQuery(`${base}/${number}`, query),
    customers: (query?: string) => withQuery(`${base}/customers`, query),
    customer: (id: string) => `${base}/customers/${encodeURIComponent(id)}`,
  };
}
