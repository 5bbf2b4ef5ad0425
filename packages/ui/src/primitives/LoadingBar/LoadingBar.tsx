import { useSyncExternalStore } from 'react';
import { ProgressBar } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useRequestTracker } from '../../api/context';
import type { RequestTracker } from '../../api/tracker';
import * as styles from './LoadingBar.css';

/** The 6 px bar at the top of the page, shown while any tracked request is pending. */
export function LoadingBar({ tracker: given }: { tracker?: RequestTracker }) {
  const fromContext = useRequestTracker();
  const tracker = given ?? fromContext;
  const state = useSyncExternalStore(tracker.subscribe, tracker.getState, tracker.getState);
  const { t } = useTranslation();
  if (!state.show) return null;
  const determinate = state.mode === 'determinate';
  return (
    <ProgressBar
      className={styles.bar}
      aria-label={t('common.loading')}
      isIndeterminate={!determinate}
      value={determinate ? state.progress : undefined}
    >
      {({ percentage }) => (
        <div
          className={[styles.fill, determinate ? '' : styles.indeterminate].join(' ')}
          style={determinate ? { inlineSize: `${percentage ?? 0}%` } : undefined}
        />
      )}
    </ProgressBar>
  );
}
