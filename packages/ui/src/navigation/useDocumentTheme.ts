import { useEffect, useState } from 'react';
import type { ThemeChoice } from '../theme/custom';
import { themeNames } from '../theme/names';

const known: readonly string[] = [...themeNames, 'custom'];
const read = (): ThemeChoice => {
  const value = typeof document === 'undefined' ? undefined : document.documentElement.dataset.theme;
  return known.includes(value ?? '') ? (value as ThemeChoice) : 'default';
};

/**
 * The theme on the document element (`data-theme`, set by `applyTheme`), followed live. Dark
 * panels use it to put the same theme's dark class on themselves in either scheme.
 */
export function useDocumentTheme(): ThemeChoice {
  const [theme, setTheme] = useState(read);
  useEffect(() => {
    const observer = new MutationObserver(() => setTheme(read()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);
  return theme;
}
