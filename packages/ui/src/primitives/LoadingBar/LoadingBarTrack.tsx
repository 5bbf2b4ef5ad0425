import { ProgressBar } from 'react-aria-components';
import * as styles from './LoadingBar.css';

export interface LoadingBarTrackProps {
  label: string;
  /** 0–100 for a known amount of work; undefined while the amount is unknown. */
  value: number | undefined;
}

/** The bar itself: react-aria's ProgressBar (role, name, range, value and its locale text). */
export function LoadingBarTrack({ label, value }: LoadingBarTrackProps) {
  const determinate = value !== undefined;
  return (
    <ProgressBar className={styles.bar} aria-label={label} isIndeterminate={!determinate} value={value}>
      {({ percentage }) => (
        <div
          className={[styles.fill, determinate ? '' : styles.indeterminate].join(' ')}
          style={determinate ? { inlineSize: `${percentage ?? 0}%` } : undefined}
        />
      )}
    </ProgressBar>
  );
}
