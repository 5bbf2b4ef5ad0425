import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Disclosure, DisclosurePanel, Link } from 'react-aria-components';
import { ChevronRight, CloudOff, TriangleAlert } from 'lucide-react';
import { Button } from '../Button';
import { button } from '../Button/Button.css';
import type { ErrorKind } from './describeError';
import * as styles from './ErrorState.css';

export interface ErrorStateProps {
  /** Which words to use: a part that did not load (`chunk`), an address with nothing (`notFound`), or any other failure. */
  kind?: ErrorKind;
  /** The technical text (message and stack), folded away under "Technical details". Left out: no details. */
  details?: string;
  /** Called by Retry. For `chunk` the button reads "Reload the page" (the caller reloads). Left out: no button. */
  onRetry?: () => void;
  /** Where the way home leads. Default `/`. */
  homeHref?: string;
  /** Replaces the kind's own text (what happened, in words). */
  children?: ReactNode;
}

/**
 * A page that failed, said in words: what went wrong, Retry, a way home, and the technical details folded
 * away. What a route shows in place of a view that threw, inside the shell's content area.
 */
export function ErrorState({ kind = 'failed', details, onRetry, homeHref = '/', children }: ErrorStateProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const Icon = kind === 'chunk' ? CloudOff : TriangleAlert;
  return (
    <div className={styles.page}>
      <section className={styles.card} role="alert" aria-labelledby={titleId} data-error-kind={kind}>
        <span className={styles.badge} aria-hidden="true">
          <Icon size={28} />
        </span>
        <h1 id={titleId} className={styles.title}>
          {t(`errors.${kind}.title`)}
        </h1>
        <p className={styles.text}>{children ?? t(`errors.${kind}.text`)}</p>
        <div className={styles.actions}>
          {onRetry && <Button onPress={onRetry}>{t(kind === 'chunk' ? 'errors.reload' : 'errors.retry')}</Button>}
          <Link
            href={homeHref}
            className={[button({ variant: 'secondary', size: 'medium' }), styles.linkButton].join(' ')}
          >
            {t('errors.home')}
          </Link>
        </div>
        {details ? (
          <Disclosure className={styles.details}>
            <Button slot="trigger" variant="flat" size="small">
              <ChevronRight className={styles.chevron} aria-hidden="true" />
              {t('errors.details')}
            </Button>
            <DisclosurePanel className={styles.detailsPanel}>
              <pre className={styles.detailsText}>{details}</pre>
            </DisclosurePanel>
          </Disclosure>
        ) : null}
      </section>
    </div>
  );
}
