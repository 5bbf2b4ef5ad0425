import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequestTracker } from '../../api/context';
import type { RequestTracker } from '../../api/tracker';
import * as styles from './LoadingBar.css';

/**
 * The 6 px bar at the top of the page, shown while any tracked request is pending.
 *
 * It is on every page's first load, so it writes the progressbar attributes itself (what
 * react-aria's ProgressBar renders: role, name, min, max, value and its text as a locale percentage)
 * instead of pulling in the ProgressBar with its number formatting, about 1.5 kB gzip.
 */
export function LoadingBar({ tracker: given }: { tracker?: RequestTracker }) {
  const fromContext = useRequestTracker();
  const tracker = given ?? fromContext;
  const state = useSyncExternalStore(tracker.subscribe, tracker.getState, tracker.getState);
  const { t, i18n } = useTranslation();
  if (!state.show) return null;
  const determinate = state.mode === 'determinate';
  const percentage = Math.min(100, Math.max(0, state.progress));
  return (
    <div
      role="progressbar"
      className={styles.bar}
      aria-label={t('common.loading')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={determinate ? percentage : undefined}
      aria-valuetext={
        determinate ? new Intl.NumberFormat(i18n.language, { style: 'percent' }).format(percentage / 100) : undefined
      }
    >
      <div
        className={[styles.fill, determinate ? '' : styles.indeterminate].join(' ')}
        style={determinate ? { inlineSize: `${percentage}%` } : undefined}
      />
    </div>
  );
}
