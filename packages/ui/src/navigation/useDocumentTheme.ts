import { useEffect, useState } from 'react';
import { themeNames, type ThemeName } from '../theme/tokens';

const read = (): ThemeName => {
  const value = typeof document === 'undefined' ? undefined : document.documentElement.dataset.theme;
  return (themeNames as readonly string[]).includes(value ?? '') ? (value as ThemeName) : 'default';
};

/**
 * The theme on the document element (`data-theme`, set by `applyTheme`), followed live. Dark
 * panels use it to put the same theme's dark class on themselves in either scheme.
 */
export function useDocumentTheme(): ThemeName {
  const [theme, setTheme] = useState(read);
  useEffect(() => {
    const observer = new MutationObserver(() => setTheme(read()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);
  return theme;
}
