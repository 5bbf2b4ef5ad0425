import type { ReactNode } from 'react';
import { ArrowLeft, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyMessage, messageIcon } from '../../../primitives/StatusMessage';
import { bone } from '../../../primitives/Skeleton/Skeleton.css';
import { visuallyHidden } from '../../../primitives/field.css';
import * as css from '../HelpCenter.css';

/** The link back to the page above, at the top of a page. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={css.backLink}>
      <ArrowLeft size={18} aria-hidden="true" />
      {children}
    </Link>
  );
}

/** A page's back link, very large title and an optional lead line. */
export function PageHeader({ back, title, lead }: { back?: ReactNode; title: ReactNode; lead?: ReactNode }) {
  return (
    <header className={css.pageHeader}>
      {back}
      <h1 className={css.pageTitle}>{title}</h1>
      {lead != null && <p className={css.pageLead}>{lead}</p>}
    </header>
  );
}

/** An address that names no category or guide: says so, with a way back. */
export function NotFoundMessage({
  title,
  hint,
  backTo,
  backLabel,
}: {
  title: string;
  hint: string;
  backTo: string;
  backLabel: string;
}) {
  return (
    <EmptyMessage icon={<SearchX className={messageIcon} aria-hidden="true" />} title={title}>
      <p>{hint}</p>
      <BackLink to={backTo}>{backLabel}</BackLink>
    </EmptyMessage>
  );
}

/** Grey bars in the shape of what is loading, announced once as loading. */
export function LoadingSkeleton({ rows = 4, label }: { rows?: number; label?: string }) {
  const { t } = useTranslation();
  return (
    <div className={css.skeletonStack} role="status">
      <span className={visuallyHidden}>{label ?? t('common.loading')}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div
          key={index}
          className={[bone, index === 0 ? css.skeletonTitle : css.skeletonRow].join(' ')}
          aria-hidden="true"
        />
      ))}
    </div>
  );
}
