import { createContext, useContext, useMemo, type ReactNode } from 'react';

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

export { useMountPath } from '../../../navigation/useMountPath';

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
