import { useEffect } from 'react';
import { MessageCircleQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { EmptyMessage, ErrorMessage, messageIcon } from '../../primitives/StatusMessage';
import { useLocalize } from '../../i18n/localized';
import { useFaqs } from './api/helpCenter';
import { FaqAccordion } from './components/FaqAccordion';
import { useHelpCenterPaths } from './components/navigation';
import { BackLink, LoadingSkeleton, PageHeader } from './components/parts';
import * as css from './HelpCenter.css';

const sectionId = (slug: string) => `faq-${slug}`;

/** The FAQs by category: links to each category, then per category its heading and its questions. */
export function FaqsPage() {
  const { t } = useTranslation();
  const localize = useLocalize();
  const paths = useHelpCenterPaths();
  const faqs = useFaqs();
  const location = useLocation();
  const openFaq = (location.state as { faqId?: string } | null)?.faqId;
  const hash = decodeURIComponent(location.hash.slice(1));

  // A category in the address (a category link, or a FAQ chosen in the search): its heading comes into
  // view and takes the focus, so reading (and a screen reader) carries on from there.
  useEffect(() => {
    if (!hash || !faqs.data) return;
    const heading = document.getElementById(sectionId(hash));
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  }, [hash, faqs.data]);

  let body;
  if (faqs.isPending) {
    body = <LoadingSkeleton rows={6} label={t('helpCenter.faqs.loading')} />;
  } else if (faqs.isError) {
    body = <ErrorMessage onRetry={() => void faqs.refetch()}>{t('helpCenter.faqs.failed')}</ErrorMessage>;
  } else if (faqs.data.every((category) => category.faqs.length === 0)) {
    body = (
      <EmptyMessage
        icon={<MessageCircleQuestion className={messageIcon} aria-hidden="true" />}
        title={t('helpCenter.faqs.empty')}
      >
        <p>{t('helpCenter.faqs.emptyHint')}</p>
      </EmptyMessage>
    );
  } else {
    const categories = faqs.data.filter((category) => category.faqs.length > 0);
    body = (
      <>
        <nav aria-label={t('helpCenter.faqs.categories')}>
          <ul className={css.categoryNav}>
            {categories.map((category) => (
              <li key={category.id}>
                <Link to={{ hash: category.slug }} state={null} className={css.pill}>
                  {localize(category.title)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {categories.map((category) => (
          <section key={category.id} className={css.section} aria-labelledby={sectionId(category.slug)}>
            <h2 id={sectionId(category.slug)} className={css.sectionHeading} tabIndex={-1}>
              {localize(category.title)}
            </h2>
            <FaqAccordion faqs={category.faqs} defaultExpandedId={openFaq} />
          </section>
        ))}
      </>
    );
  }

  return (
    <div className={css.page}>
      <PageHeader
        back={<BackLink to={paths.home}>{t('helpCenter.backToHome')}</BackLink>}
        title={t('helpCenter.faqs.title')}
        lead={t('helpCenter.faqs.lead')}
      />
      {body}
    </div>
  );
}
