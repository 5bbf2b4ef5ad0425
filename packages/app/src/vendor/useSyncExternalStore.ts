// React 18+ has useSyncExternalStore built in; the `use-sync-external-store/shim` package that
// react-i18next and react-aria import still ships its fallback implementation for React 16/17.
// The app build points the shim here (see vite.config.ts) so the entry carries only React's own.
export { useSyncExternalStore } from 'react';
