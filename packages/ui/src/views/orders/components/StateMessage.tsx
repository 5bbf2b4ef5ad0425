import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../primitives/Button';
import { message } from '../Orders.css';

/** Loading: a status text where the content will be. */
export function LoadingMessage({ children }: { children: ReactNode }) {
  return (
    <div className={message} role="status">
      {children}
    </div>
  );
}

/** A failure in words, with Retry: never a blank screen. */
export function ErrorMessage({ children, onRetry }: { children: ReactNode; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={message} role="alert">
      <p>{children}</p>
      {onRetry && (
        <Button variant="secondary" onPress={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </div>
  );
}
