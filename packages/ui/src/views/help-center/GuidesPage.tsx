import { BookOpen, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyMessage, ErrorMessage, messageIcon } from '../../primitives/StatusMessage';
import { useLocalize } from '../../i18n/localized';
import { useGuideCategory, useGuides } from './api/helpCenter';
import { useHelpCenterPaths } from './components/navigation';
import { BackLink, LoadingSkeleton, NotFoundMessage, PageHeader } from './components/parts';
import * as css from './HelpCenter.css';

function NoGuides() {
  const { t } = useTranslation();
  return (
    <EmptyMessage icon={<BookOpen className={messageIcon} aria-hidden="true" />} title={t('helpCenter.guides.empty')}>
      <p>{t('helpCenter.guides.emptyHint')}</p>
    </EmptyMessage>
  );
}

/** Guides by category: each category's heading, its first guides and a pill to see them all. */
export function GuidesPage() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const paths = useHelpCenterPaths();
  const guides = useGuides();

  let body;
  if (guides.isPending) {
    body = <LoadingSkeleton rows={6} label={t('helpCenter.guides.loading')} />;
  } else if (guides.isError) {
    body = <ErrorMessage onRetry={() => void guides.refetch()}>{t('helpCenter.guides.failed')}</ErrorMessage>;
  } else if (guides.data.every((category) => category.totalGuides === 0)) {
    body = <NoGuides />;
  } else {
    body = (
      <div className={css.guideGrid}>
        {guides.data
          .filter((category) => category.totalGuides > 0)
          .map((category) => (
            <section key={category.id} className={css.section} aria-labelledby={`guides-${category.slug}`}>
              <h2 id={`guides-${category.slug}`} className={css.sectionHeading}>
                <Link to={paths.category(category.slug)} className={css.headingLink}>
                  {localize(category.title)}
                </Link>
              </h2>
              <ul className={css.guideLinks}>
                {category.guides.map((guide) => (
                  <li key={guide.id}>
                    <Link to={paths.guide(category.slug, guide.slug)} className={css.guideLink}>
                      {localize(guide.title)}
                    </Link>
                  </li>
                ))}
              </ul>
              {category.totalGuides > 0 && (
                <Link
                  to={paths.category(category.slug)}
                  className={css.pill}
                  aria-label={t('helpCenter.guides.seeAllIn', {
                    count: category.totalGuides,
                    category: localize(category.title),
                  })}
                >
                  {t('helpCenter.guides.seeAll', { count: category.totalGuides })}
                  <ChevronRight size={16} aria-hidden="true" />
                </Link>
              )}
            </section>
          ))}
      </div>
    );
  }

  return (
    <div className={css.page}>
      <PageHeader
        back={<BackLink to={paths.home}>{t('helpCenter.backToHome')}</BackLink>}
        title={t('helpCenter.guides.title')}
        lead={t('helpCenter.guides.lead')}
      />
      {body}
    </div>
  );
}

/** One category's guides, every one of them, each with its subtitle. */
export function GuideCategoryPage() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const paths = useHelpCenterPaths();
  const { category: slug = '' } = useParams();
  const category = useGuideCategory(slug);
  const back = <BackLink to={paths.guides}>{t('helpCenter.backToGuides')}</BackLink>;

  if (category.isPending) {
    return (
      <div className={css.page}>
        {back}
        <LoadingSkeleton rows={6} label={t('helpCenter.category.loading')} />
      </div>
    );
  }
  if (category.isError) {
    return (
      <div className={css.page}>
        {back}
        <ErrorMessage onRetry={() => void category.refetch()}>{t('helpCenter.category.failed')}</ErrorMessage>
      </div>
    );
  }
  if (!category.data) {
    return (
      <div className={css.page}>
        <NotFoundMessage
          title={t('helpCenter.category.notFound')}
          hint={t('helpCenter.category.notFoundHint')}
          backTo={paths.guides}
          backLabel={t('helpCenter.backToGuides')}
        />
      </div>
    );
  }
  const { data } = category;
  return (
    <div className={css.page}>
      <PageHeader
        back={back}
        title={localize(data.title)}
        lead={t('helpCenter.category.count', { count: data.totalGuides })}
      />
      {data.guides.length === 0 ? (
        <NoGuides />
      ) : (
        <ul className={css.guideRows}>
          {data.guides.map((guide) => (
            <li key={guide.id} className={css.guideRow}>
              <Link to={paths.guide(data.slug, guide.slug)} className={css.guideRowLink}>
                <span className={css.guideRowText}>
                  <span className={css.guideRowTitle}>{localize(guide.title)}</span>
                  <span className={css.muted}>{localize(guide.subtitle)}</span>
                </span>
                <ChevronRight size={18} className={css.muted} aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
