import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useLocation, useParams } from 'react-router';

/** The help center's addresses, under where the app is mounted ('/apps/help-center' in the product). */
export interface HelpCenterPaths {
  home: string;
  faqs: string;
  /** A FAQ category's section on the FAQ page. */
  faqCategory: (slug: string) => string;
  guides: string;
  category: (slug: string) => string;
  guide: (categorySlug: string, guideSlug: string) => string;
  support: string;
}

const HelpCenterPathsContext = createContext<HelpCenterPaths | null>(null);

export function useHelpCenterPaths(): HelpCenterPaths {
  const value = useContext(HelpCenterPathsContext);
  if (!value) throw new Error('useHelpCenterPaths() needs <HelpCenterApp> above it.');
  return value;
}

/**
 * Where the app is mounted: the address without the part its splat route matched. (A relative path
 * would not do: from a splat route react-router 7 resolves '.' against the whole address.)
 */
export function useMountPath(): string {
  const { pathname } = useLocation();
  const { '*': splat = '' } = useParams();
  const segments = pathname.replace(/\/+$/, '').split('/');
  const own = splat.split('/').filter(Boolean).length;
  return segments.slice(0, segments.length - own).join('/') || '/';
}

export function HelpCenterPathsProvider({ basePath, children }: { basePath: string; children: ReactNode }) {
  const value = useMemo<HelpCenterPaths>(() => {
    const home = basePath.replace(/\/+$/, '') || '/';
    const prefix = home === '/' ? '' : home;
    const guides = `${prefix}/guides`;
    const faqs = `${prefix}/faqs`;
    return {
      home,
      faqs,
      faqCategory: (slug) => `${faqs}#${encodeURIComponent(slug)}`,
      guides,
      category: (slug) => `${guides}/${encodeURIComponent(slug)}`,
      guide: (categorySlug, guideSlug) =>
        `${guides}/${encodeURIComponent(categorySlug)}/${encodeURIComponent(guideSlug)}`,
      support: `${prefix}/support`,
    };
  }, [basePath]);
  return <HelpCenterPathsContext.Provider value={value}>{children}</HelpCenterPathsContext.Provider>;
}
