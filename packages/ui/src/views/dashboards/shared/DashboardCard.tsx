import { useId, type ReactNode } from 'react';
import { CircleAlert, Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../primitives/Button';
import { ErrorBoundary } from '../../../primitives/ErrorState';
import {
  bone,
  boneSize,
  card,
  cardActions,
  cardBody,
  cardHeader,
  cardTitle,
  emptyIcon,
  errorIcon,
  message,
  messageText,
  skeleton as skeletonClass,
  visuallyHidden,
  cardDescription,
} from './DashboardCard.css';

export type CardStatus = 'pending' | 'error' | 'success';
/**
 * The skeleton's shape, as tall as what replaces it, so the page does not shift when the data comes:
 * `stat` a figure and a line; `trend` a figure, a line and a sparkline; `figure` a figure, two lines, a
 * sparkline and a link; `totalChart` a figure, a line and a chart.
 */
export type CardSkeleton = 'chart' | 'list' | 'stat' | 'trend' | 'figure' | 'totalChart' | 'table';

export interface DashboardCardProps {
  /** The card's heading (already translated); it also names the card's region. */
  title: ReactNode;
  /**
   * What the card shows, in a sentence under the heading (already translated). Drawn in every state, so the
   * card says what it is for while its figures load or when they fail; it also describes the region.
   */
  description?: ReactNode;
  /** The heading's level. Default 2. */
  titleLevel?: 2 | 3 | 4;
  /** The header's slot for the card's own controls (a period menu, a toggle). */
  actions?: ReactNode;
  /** pending: a skeleton; error: a message with Retry; success: the content (or the empty state). */
  status: CardStatus;
  /** Called by the Retry button of the error state. Without it the error has no button. */
  onRetry?: () => void;
  /** Shows the empty state instead of the children. */
  isEmpty?: boolean;
  /** The empty state's text. Default: "No data yet." */
  emptyText?: ReactNode;
  /** The skeleton's shape while pending. Default 'chart'. */
  skeleton?: CardSkeleton;
  /** The height of the skeleton's chart, in px: the height of the chart that replaces it (200). */
  chartHeight?: number;
  className?: string;
  children?: ReactNode;
}

/**
 * One card of a dashboard: a named region with its heading and controls, which loads, fails and
 * empties on its own, so one failing card never blanks the page.
 */
export function DashboardCard({
  title,
  description,
  titleLevel = 2,
  actions,
  status,
  onRetry,
  isEmpty = false,
  emptyText,
  skeleton = 'chart',
  chartHeight,
  className,
  children,
}: DashboardCardProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const descriptionId = useId();
  const Heading = `h${titleLevel}` as const;
  let body: ReactNode;
  if (status === 'pending') {
    body = <CardSkeletonView kind={skeleton} label={t('dashboards.common.loading')} chartHeight={chartHeight} />;
  } else if (status === 'error') {
    body = <CardError onRetry={onRetry} />;
  } else if (isEmpty) {
    body = (
      <div className={message}>
        <Inbox className={emptyIcon} aria-hidden="true" />
        <p className={messageText}>{emptyText ?? t('dashboards.common.empty')}</p>
      </div>
    );
  } else {
    // A card whose content throws while drawing fails alone: its own error, the rest of the page stays.
    // Retry draws it again, after fetching its data again where the card can.
    body = (
      <ErrorBoundary
        fallback={({ reset }) => (
          <CardError
            onRetry={() => {
              onRetry?.();
              reset();
            }}
          />
        )}
      >
        {children}
      </ErrorBoundary>
    );
  }
  return (
    <section
      className={[card, className].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
      aria-describedby={description != null ? descriptionId : undefined}
      aria-busy={status === 'pending' || undefined}
      data-status={status}
    >
      <div className={cardHeader}>
        <Heading id={headingId} className={cardTitle}>
          {title}
        </Heading>
        {actions != null && <div className={cardActions}>{actions}</div>}
      </div>
      {description != null && (
        <p id={descriptionId} className={cardDescription}>
          {description}
        </p>
      )}
      <div className={cardBody}>{body}</div>
    </section>
  );
}

/** The card's failure: said in words, with Retry when the card can try again. */
function CardError({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={message} role="alert">
      <CircleAlert className={errorIcon} aria-hidden="true" />
      <p className={messageText}>{t('dashboards.common.error')}</p>
      {onRetry && (
        <Button variant="secondary" onPress={onRetry}>
          {t('dashboards.common.retry')}
        </Button>
      )}
    </div>
  );
}

const SHAPES: Record<CardSkeleton, (keyof typeof boneSize)[]> = {
  chart: ['short', 'chart'],
  list: ['row', 'row', 'row', 'row'],
  stat: ['big', 'short'],
  trend: ['big', 'short', 'spark'],
  figure: ['big', 'short', 'short', 'spark', 'short'],
  totalChart: ['big', 'short', 'chart'],
  table: ['line', 'row', 'row', 'row', 'row'],
};

/** Grey blocks in the shape of what is coming, with a status text for screen readers. */
function CardSkeletonView({ kind, label, chartHeight }: { kind: CardSkeleton; label: string; chartHeight?: number }) {
  return (
    <div className={skeletonClass} role="status" data-skeleton={kind}>
      <span className={visuallyHidden}>{label}</span>
      {SHAPES[kind].map((size, index) => (
        <div
          key={index}
          className={[bone, boneSize[size]].join(' ')}
          style={size === 'chart' && chartHeight !== undefined ? { blockSize: chartHeight } : undefined}
          aria-hidden="true"
        />
      ))}
    </div>
  );
}
