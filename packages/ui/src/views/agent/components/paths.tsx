import { createContext, useContext, type ReactNode } from 'react';

const BasePathContext = createContext('/agent');

/** Where the assistant console is mounted (AgentArea says it; `/agent` otherwise). */
export function AgentBasePath({ value, children }: { value: string; children: ReactNode }) {
  return <BasePathContext.Provider value={value}>{children}</BasePathContext.Provider>;
}

/** The console's addresses, and the other areas' a reply links to. */
export function useAgentPaths() {
  const base = useContext(BasePathContext).replace(/\/+$/, '');
  return {
    base: base || '/',
    tab: (tab: string) => (tab === 'overview' ? base || '/' : `${base}/${tab}`),
    run: (id: string) => `${base}/runs/${encodeURIComponent(id)}`,
    order: (number: number) => `/orders/${number}`,
    customer: (id: string) => `/orders/customers/${encodeURIComponent(id)}`,
    contact: (id: string) => `/apps/contacts/${encodeURIComponent(id)}`,
    chat: (id: string) => `/chat/${encodeURIComponent(id)}`,
  };
}
