import type { ReactNode } from 'react';
import { CircleAlert, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { errorIcon, headline, hint, icon as iconClass, message } from './StatusMessage.css';

/** A loading state in place of a list or a panel, announced politely. */
export function LoadingMessage({ children }: { children: ReactNode }) {
  return (
    <div className={message} role="status">
      <LoaderCircle className={iconClass} aria-hidden="true" />
      <p className={hint}>{children}</p>
    </div>
  );
}

/** A failure in place of a list or a panel, with a way to try again. */
export function ErrorMessage({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={message} role="alert">
      <CircleAlert className={errorIcon} aria-hidden="true" />
      <p className={headline}>{children}</p>
      <Button variant="secondary" onPress={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}

/** Nothing to show, and what to do about it (`children`: a hint, or an action). */
export function EmptyMessage({ icon, title, children }: { icon?: ReactNode; title: ReactNode; children?: ReactNode }) {
  return (
    <div className={message}>
      {icon}
      <p className={headline}>{title}</p>
      {children != null && <div className={hint}>{children}</div>}
    </div>
  );
}
