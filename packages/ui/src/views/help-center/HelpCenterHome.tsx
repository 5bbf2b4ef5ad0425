import type { ReactNode } from 'react';
import { ArrowRight, BookOpen, CircleHelp, LifeBuoy, MessageCircleQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyMessage, ErrorMessage, messageIcon } from '../../primitives/StatusMessage';
import { useFaqs } from './api/helpCenter';
import { FaqAccordion } from './components/FaqAccordion';
import { HelpSearch } from './components/HelpSearch';
import { useHelpCenterPaths } from './components/navigation';
import { LoadingSkeleton } from './components/parts';
import * as css from './HelpCenter.css';

/** The FAQ category the home lists under "most asked". */
export const MOST_ASKED_SLUG = 'most-asked';

function EntryCard({
  icon,
  title,
  text,
  to,
  linkText,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  to: string;
  linkText: string;
}) {
  return (
    <article className={css.card}>
      <div className={css.cardBody}>
        <span className={css.cardIcon}>{icon}</span>
        <h2 className={css.cardTitle}>{title}</h2>
        <p className={css.cardText}>{text}</p>
      </div>
      <Link to={to} className={css.cardFooter}>
        {linkText}
        <ArrowRight size={18} aria-hidden="true" />
      </Link>
    </article>
  );
}

function MostAsked() {
  const { t } = useTranslation();
  const faqs = useFaqs();
  if (faqs.isPending) return <LoadingSkeleton rows={5} label={t('helpCenter.home.loadingFaqs')} />;
  if (faqs.isError) {
    return <ErrorMessage onRetry={() => void faqs.refetch()}>{t('helpCenter.home.faqsFailed')}</ErrorMessage>;
  }
  const mostAsked = faqs.data.find((category) => category.slug === MOST_ASKED_SLUG)?.faqs ?? [];
  if (mostAsked.length === 0) {
    return (
      <EmptyMessage
        icon={<MessageCircleQuestion className={messageIcon} aria-hidden="true" />}
        title={t('helpCenter.home.noFaqs')}
      />
    );
  }
  return <FaqAccordion faqs={mostAsked} />;
}

/** The help center's home: the hero with its search, the three ways in, and the most-asked questions. */
export function HelpCenterHome() {
  const { t } = useTranslation();
  const paths = useHelpCenterPaths();
  return (
    <>
      <section className={css.hero} aria-labelledby="help-center-title">
        <div className={css.rings} aria-hidden="true" />
        <div className={css.heroInner}>
          <p className={css.caption}>{t('helpCenter.home.caption')}</p>
          <h1 id="help-center-title" className={css.headline}>
            {t('helpCenter.home.title')}
          </h1>
          <p className={css.subline}>{t('helpCenter.home.subtitle')}</p>
          <HelpSearch />
        </div>
      </section>
      <div className={css.page}>
        <div className={css.cards}>
          <EntryCard
            icon={<CircleHelp size={28} aria-hidden="true" />}
            title={t('helpCenter.home.faqsCard.title')}
            text={t('helpCenter.home.faqsCard.text')}
            to={paths.faqs}
            linkText={t('helpCenter.home.faqsCard.link')}
          />
          <EntryCard
            icon={<BookOpen size={28} aria-hidden="true" />}
            title={t('helpCenter.home.guidesCard.title')}
            text={t('helpCenter.home.guidesCard.text')}
            to={paths.guides}
            linkText={t('helpCenter.home.guidesCard.link')}
          />
          <EntryCard
            icon={<LifeBuoy size={28} aria-hidden="true" />}
            title={t('helpCenter.home.supportCard.title')}
            text={t('helpCenter.home.supportCard.text')}
            to={paths.support}
            linkText={t('helpCenter.home.supportCard.link')}
          />
        </div>
        <section className={css.section} aria-labelledby="help-center-most-asked">
          <h2 id="help-center-most-asked" className={css.sectionTitle}>
            {t('helpCenter.home.mostAsked')}
          </h2>
          <p className={css.sectionLead}>{t('helpCenter.home.mostAskedLead')}</p>
          <MostAsked />
        </section>
      </div>
    </>
  );
}
