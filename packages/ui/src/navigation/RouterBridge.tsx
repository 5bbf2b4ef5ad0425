import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useHref, useNavigate } from 'react-router';
import { isExternalHref } from './href';

function useRouterHref(href: string): string {
  const resolved = useHref(href);
  return isExternalHref(href) ? href : resolved;
}

/**
 * Lets react-aria links and menu items (which take an `href`) navigate through react-router
 * without a page load; external addresses are left alone.
 */
export function RouterBridge({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(href) => void navigate(href)} useHref={useRouterHref}>
      {children}
    </RouterProvider>
  );
}
