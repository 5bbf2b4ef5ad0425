/**
 * The example page: the starting point for a new page. Copy this folder (this file, its styles and
 * `api.ts`), rename, and replace the card's content with your own.
 *
 * What it shows, top to bottom:
 * - a page header: breadcrumb, the page's title (its one h1), its actions and a line saying what it is for;
 * - a card whose content comes from the mock API through a data hook (`useExampleItems` in `api.ts`),
 *   with the four states every piece of data has: loading, error (a message and a retry), empty, data.
 *
 * Rules this page follows and a new page keeps: every text from the translation files (`t('example.…')`,
 * namespace `example` in packages/app/public/i18n/{es,en}.json); every widget from the design system or
 * react-aria-components (keyboard, focus and screen reader handling come with them); styles in the
 * `.css.ts` beside it, from the theme's tokens only.
 */
import { useId } from 'react';
import { ChevronRight, Inbox, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocalize } from '../../i18n/localized';
import { Breadcrumb, Breadcrumbs, Link } from 'react-aria-components';
import type { Activity } from '@atrium/mock-api';
import { Button } from '../../primitives/Button';
import { button } from '../../primitives/Button/Button.css';
import { RichTextView } from '../../primitives/RichText';
import { EmptyMessage, ErrorMessage, LoadingMessage, messageIcon } from '../../primitives/StatusMessage';
import { useExampleItems } from './api';
import * as styles from './ExampleView.css';

/** The page's header: where it sits (breadcrumb), what it is (title, lead) and what it offers (actions). */
function ExampleHeader({ onRefresh, isRefreshing }: { onRefresh: () => void; isRefreshing: boolean }) {
  const { t } = useTranslation();
  return (
    <header className={styles.header}>
      <nav aria-label={t('example.breadcrumb.label')}>
        {/* react-aria marks the last crumb as the current page (aria-current) and leaves it unlinked. */}
        <Breadcrumbs className={styles.breadcrumbs}>
          <Breadcrumb className={styles.breadcrumb}>
            <Link className={styles.breadcrumbLink} href="/dashboard">
              {t('example.breadcrumb.home')}
            </Link>
            <ChevronRight size={14} aria-hidden="true" />
          </Breadcrumb>
          <Breadcrumb className={styles.breadcrumb}>
            <Link className={styles.breadcrumbLink}>{t('example.title')}</Link>
          </Breadcrumb>
        </Breadcrumbs>
      </nav>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>{t('example.title')}</h1>
        <div className={styles.actions}>
          <Button variant="secondary" isPending={isRefreshing} onPress={onRefresh}>
            <RefreshCw size={16} aria-hidden="true" />
            {t('example.actions.refresh')}
          </Button>
          {/* Going somewhere is a link, even when it looks like a button. */}
          <Link
            href="/pages/activities"
            className={[button({ variant: 'primary', size: 'medium' }), styles.linkButton].join(' ')}
          >
            {t('example.actions.openActivities')}
          </Link>
        </div>
      </div>
      <p className={styles.lead}>{t('example.lead')}</p>
    </header>
  );
}

/** One entry of the card's list. The description is HTML from the API: RichTextView sanitizes it. */
function ExampleItem({ item, dateFormat }: { item: Activity; dateFormat: Intl.DateTimeFormat }) {
  // The demo data's text comes in both languages: the one in use is shown.
  const localize = useLocalize();
  return (
    <li className={styles.item}>
      <RichTextView className={styles.itemText} html={localize(item.description)} />
      <time className={styles.itemTime} dateTime={item.date}>
        {dateFormat.format(new Date(item.date))}
      </time>
    </li>
  );
}

/** The example page (route `/example`). */
export function ExampleView() {
  const { t, i18n } = useTranslation();
  const cardTitleId = useId();
  const query = useExampleItems();
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  // One state at a time, in this order: nothing yet, failed, nothing to show, the data.
  let content;
  if (query.isPending) content = <LoadingMessage>{t('example.card.loading')}</LoadingMessage>;
  else if (query.isError)
    content = <ErrorMessage onRetry={() => void query.refetch()}>{t('example.card.error')}</ErrorMessage>;
  else if (query.data.length === 0)
    content = (
      <EmptyMessage icon={<Inbox className={messageIcon} aria-hidden="true" />} title={t('example.card.empty.title')}>
        {t('example.card.empty.hint')}
      </EmptyMessage>
    );
  else
    content = (
      <ul className={styles.list} aria-labelledby={cardTitleId}>
        {query.data.map((item) => (
          <ExampleItem key={item.id} item={item} dateFormat={dateFormat} />
        ))}
      </ul>
    );

  return (
    <div className={styles.page}>
      <ExampleHeader
        onRefresh={() => void query.refetch()}
        // Pending only while a refresh runs over data already shown (the card shows the first load).
        isRefreshing={query.isFetching && !query.isPending}
      />
      <section className={styles.card} aria-labelledby={cardTitleId}>
        <h2 id={cardTitleId} className={styles.cardTitle}>
          {t('example.card.title')}
        </h2>
        {content}
      </section>
    </div>
  );
}
