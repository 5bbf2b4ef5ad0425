import { ArrowRight, CircleCheck, ThumbsDown, ThumbsUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { GuideCategoryWithGuide, GuideFeedbackValue } from '@atrium/mock-api';
import { Button } from '../../primitives/Button';
import { RichTextView, richTextToPlain } from '../../primitives/RichText';
import { ErrorMessage } from '../../primitives/StatusMessage';
import { useToast } from '../../primitives/Toast';
import { useLocalize } from '../../i18n/localized';
import { useGuide, useGuideFeedback, type GuideFeedbackVariables } from './api/helpCenter';
import { useHelpCenterPaths } from './components/navigation';
import { BackLink, LoadingSkeleton, NotFoundMessage, PageHeader } from './components/parts';
import * as css from './HelpCenter.css';

/** "Was this helpful?" with two thumbs; once answered, a thank-you in their place. */
function GuideFeedback({ data }: { data: GuideCategoryWithGuide }) {
  const { t } = useTranslation();
  const toast = useToast();
  const send = useGuideFeedback({
    onError: (_error, variables: GuideFeedbackVariables) =>
      toast.show({
        title: t('helpCenter.guide.feedbackFailed'),
        variant: 'error',
        action: { label: t('common.retry'), onAction: () => send.mutate(variables) },
      }),
  });
  const answer = (feedback: GuideFeedbackValue) =>
    send.mutate({ categorySlug: data.slug, guideSlug: data.guide.slug, guideId: data.guide.id, feedback });

  if (data.guide.feedback) {
    return (
      <p className={css.thanks} role="status">
        <CircleCheck className={css.thanksIcon} size={20} aria-hidden="true" />
        {t('helpCenter.guide.thanks')}
      </p>
    );
  }
  return (
    <div className={css.feedback} role="group" aria-labelledby="guide-feedback-question">
      <span id="guide-feedback-question">{t('helpCenter.guide.helpfulQuestion')}</span>
      <Button variant="secondary" size="small" onPress={() => answer('helpful')}>
        <ThumbsUp size={16} aria-hidden="true" />
        {t('helpCenter.guide.helpful')}
      </Button>
      <Button variant="secondary" size="small" onPress={() => answer('unhelpful')}>
        <ThumbsDown size={16} aria-hidden="true" />
        {t('helpCenter.guide.unhelpful')}
      </Button>
    </div>
  );
}

/** One guide: its article (sanitized), when it was last revised, "was this helpful?" and the next guide. */
export function GuidePage() {
  const { t, i18n } = useTranslation();
  const localize = useLocalize();
  const paths = useHelpCenterPaths();
  const { category: categorySlug = '', guide: guideSlug = '' } = useParams();
  const guide = useGuide(categorySlug, guideSlug);

  if (guide.isPending) {
    return (
      <div className={css.page}>
        <LoadingSkeleton rows={7} label={t('helpCenter.guide.loading')} />
      </div>
    );
  }
  if (guide.isError) {
    return (
      <div className={css.page}>
        <BackLink to={paths.guides}>{t('helpCenter.backToGuides')}</BackLink>
        <ErrorMessage onRetry={() => void guide.refetch()}>{t('helpCenter.guide.failed')}</ErrorMessage>
      </div>
    );
  }
  if (!guide.data) {
    return (
      <div className={css.page}>
        <NotFoundMessage
          title={t('helpCenter.guide.notFound')}
          hint={t('helpCenter.guide.notFoundHint')}
          backTo={paths.guides}
          backLabel={t('helpCenter.backToGuides')}
        />
      </div>
    );
  }
  const { data } = guide;
  const updated = new Date(data.guide.updatedAt);
  const next = data.nextGuide;
  const content = localize(data.guide.content);
  return (
    <div className={css.page}>
      <PageHeader
        back={
          <BackLink to={paths.category(data.slug)}>
            {t('helpCenter.guide.backTo', { category: localize(data.title) })}
          </BackLink>
        }
        title={localize(data.guide.title)}
        lead={localize(data.guide.subtitle)}
      />
      <article className={css.article} aria-label={localize(data.guide.title)}>
        {richTextToPlain(content).trim() === '' ? (
          <p className={css.muted}>{t('helpCenter.guide.empty')}</p>
        ) : (
          <RichTextView html={content} className={css.articleBody} keepHeadings />
        )}
        <footer className={css.articleFooter}>
          <p className={css.muted}>
            {t('helpCenter.guide.updated', {
              date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(updated),
            })}
          </p>
          <GuideFeedback data={data} />
        </footer>
      </article>
      {next && (
        <Link to={paths.guide(next.categorySlug, next.slug)} className={css.nextCard}>
          <span className={css.guideRowText}>
            <span className={css.muted}>{t('helpCenter.guide.next')}</span>
            <span className={css.guideRowTitle}>{localize(next.title)}</span>
            <span className={css.muted}>{localize(next.subtitle)}</span>
          </span>
          <ArrowRight className={css.nextArrow} size={24} aria-hidden="true" />
        </Link>
      )}
    </div>
  );
}
