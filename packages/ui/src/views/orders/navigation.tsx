import { createContext, useContext, type ReactNode } from 'react';

const BasePathContext = createContext('/orders');

export { useMountPath } from '../../navigation/useMountPath';

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
