import type { ReactNode } from 'react';
import { CircleAlert, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../primitives/Button';
import { errorIcon, status, statusHeadline, statusHint, statusIcon } from '../UsersView.css';

/** A loading state, announced politely. */
export function LoadingMessage({ children }: { children: ReactNode }) {
  return (
    <div className={status} role="status">
      <LoaderCircle className={statusIcon} aria-hidden="true" />
      <p className={statusHint}>{children}</p>
    </div>
  );
}

/** A failure with a way to try again. */
export function ErrorMessage({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={status} role="alert">
      <CircleAlert className={errorIcon} aria-hidden="true" />
      <p className={statusHeadline}>{children}</p>
      <Button variant="secondary" onPress={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}

/** Nothing to show, and why. */
export function EmptyMessage({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div className={status}>
      <p className={statusHeadline}>{title}</p>
      {children != null && <p className={statusHint}>{children}</p>}
    </div>
  );
}
