import { useEffect, useState } from 'react';
import { ArrowLeft, Check, ChevronLeft, ChevronRight, Clock, ListOrdered, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-aria-components';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { AcademyCategory, AcademyCourseWithSteps } from '@atrium/mock-api';
import { Button } from '../../primitives/Button';
import { Drawer } from '../../primitives/Drawer';
import { visuallyHidden } from '../../primitives/field.css';
import { IconButton } from '../../primitives/IconButton';
import { ProgressBar } from '../../primitives/ProgressBar';
import { RichTextView } from '../../primitives/RichText/RichTextView';
import { bone } from '../../primitives/Skeleton/Skeleton.css';
import { EmptyMessage, ErrorMessage, messageIcon } from '../../primitives/StatusMessage';
import { tagTone } from '../../primitives/TagPicker/tagTone';
import { useToast } from '../../primitives/Toast';
import { useMediaQuery } from '../../navigation/useMediaQuery';
import { mediaUp } from '../../theme/breakpoints';
import { useAcademyCategories, useAcademyCourse, useSaveAcademyProgress } from './api/academy';
import * as css from './AcademyCourse.css';
import { pill as pillStyle } from './AcademyList.css';
import { categoryHue, formatDuration } from './format';
import { percentDone, progressOnFinishing, progressOnReaching, stepFromAddress } from './progress';

export interface AcademyCourseViewProps {
  id: string;
  /** The grid's path, for the back links. */
  listPath: string;
  /** A course's path (without the step) from its slug, for the step links. */
  coursePath: (slug: string) => string;
  /** The slug in the address; a course whose slug has changed moves to its own. */
  slug: string;
}

/** A course and its stepper; the step (from 1) is `?step=` in the address. */
export function AcademyCourseView({ id, slug, listPath, coursePath }: AcademyCourseViewProps) {
  const { t } = useTranslation();
  const course = useAcademyCourse(id);
  const categories = useAcademyCategories();

  if (course.isPending) {
    return (
      <div className={css.loadingBox} role="status">
        <span className={visuallyHidden}>{t('academy.course.loading')}</span>
        <div aria-hidden="true" className={bone} style={{ blockSize: '60vh' }} />
      </div>
    );
  }
  if (course.isError && course.data === undefined) {
    return (
      <div className={css.loadingBox}>
        <ErrorMessage onRetry={() => void course.refetch()}>{t('academy.course.loadFailed')}</ErrorMessage>
      </div>
    );
  }
  if (!course.data) {
    return (
      <div className={css.loadingBox}>
        <EmptyMessage
          icon={<SearchX className={messageIcon} aria-hidden="true" />}
          title={t('academy.course.notFound')}
        >
          <p>{t('academy.course.notFoundHint')}</p>
          <Link className={css.backLink} href={listPath}>
            <ArrowLeft size={16} aria-hidden="true" />
            {t('academy.course.back')}
          </Link>
        </EmptyMessage>
      </div>
    );
  }
  const category = categories.data?.find((candidate) => candidate.slug === course.data?.category);
  return (
    <CourseStepper
      course={course.data}
      category={category}
      listPath={listPath}
      coursePath={coursePath(course.data.slug)}
      isCanonical={slug === course.data.slug}
    />
  );
}

interface CourseStepperProps {
  course: AcademyCourseWithSteps;
  category: AcademyCategory | undefined;
  listPath: string;
  coursePath: string;
  /** False when the address names the course by another slug. */
  isCanonical: boolean;
}

function CourseStepper({ course, category, listPath, coursePath, isCanonical }: CourseStepperProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const isWide = useMediaQuery(mediaUp('lg'));
  const [stepsOpen, setStepsOpen] = useState(false);
  const { step, clamped } = stepFromAddress(params.get('step'), course);
  const clampedNotice = (location.state as { clamped?: boolean } | null)?.clamped === true;

  const save = useSaveAcademyProgress({
    onError: (_error, variables) =>
      toast.show({
        title: t('academy.course.saveFailed', { title: course.title }),
        variant: 'error',
        action: { label: t('common.retry'), onAction: () => save.mutate(variables) },
      }),
  });

  // A step the course does not have: show the nearest one, and say so. An old or mistyped slug is
  // put right without a word.
  useEffect(() => {
    if (clamped || !isCanonical) {
      void navigate(`${coursePath}?step=${step}`, { replace: true, state: clamped ? { clamped: true } : null });
    }
  }, [clamped, isCanonical, coursePath, navigate, step]);

  const stepHref = (target: number) => `${coursePath}?step=${target}`;
  const reach = (target: number) => {
    const progress = progressOnReaching(course, target);
    if (progress) save.mutate({ id: course.id, progress });
  };
  const goTo = (target: number) => {
    reach(target);
    setStepsOpen(false);
    void navigate(stepHref(target));
  };
  const finish = () => {
    save.mutate({ id: course.id, progress: progressOnFinishing(course) });
    toast.show({ title: t('academy.course.finished', { title: course.title }), variant: 'success' });
    void navigate(listPath);
  };

  const total = course.totalSteps;
  const current = course.steps[step - 1];
  const isLast = step >= total;
  const percent = percentDone(course);

  const outline = (
    <div className={css.outline}>
      <Link className={css.backLink} href={listPath}>
        <ArrowLeft size={16} aria-hidden="true" />
        {t('academy.course.back')}
      </Link>
      <span
        className={[pillStyle, tagTone(categoryHue(course.category))].join(' ')}
        style={{ alignSelf: 'flex-start' }}
      >
        {category?.title ?? course.category}
      </span>
      {isWide ? (
        <h1 className={css.outlineTitle}>{course.title}</h1>
      ) : (
        <p className={css.outlineTitle}>{course.title}</p>
      )}
      <p className={css.muted}>{course.description}</p>
      <CourseDuration minutes={course.duration} />
      <nav aria-label={t('academy.course.steps')}>
        <ol className={css.steps}>
          {course.steps.map((item, index) => {
            const number = index + 1;
            const done = index < course.progress.currentStep;
            const isCurrent = number === step;
            return (
              <li
                key={item.order}
                className={css.stepItem}
                data-done={done || undefined}
                data-current={isCurrent || undefined}
              >
                <Link
                  className={css.stepLink}
                  href={stepHref(number)}
                  aria-current={isCurrent ? 'step' : undefined}
                  onPress={() => {
                    reach(number);
                    setStepsOpen(false);
                  }}
                >
                  <span className={css.stepCircle} aria-hidden="true">
                    {done ? <Check size={16} /> : number}
                  </span>
                  <span className={css.stepText}>
                    <span className={css.stepTitle}>
                      {item.title}
                      {done && <span className={visuallyHidden}> ({t('academy.course.stepDone')})</span>}
                    </span>
                    <span className={css.stepSubtitle}>{item.subtitle}</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ol>
      </nav>
    </div>
  );

  const progressBar = (
    <ProgressBar
      aria-label={t('academy.course.progress')}
      value={percent}
      size="thin"
      className={isWide ? undefined : css.bottomProgress}
    />
  );
  const previous = () => goTo(step - 1);
  const next = () => (isLast ? finish() : goTo(step + 1));

  return (
    <div className={css.layout}>
      {isWide && <aside className={css.sidebar}>{outline}</aside>}
      <div className={css.main}>
        {isWide ? (
          progressBar
        ) : (
          <div className={css.topBar}>
            <Link className={css.backLink} href={listPath} aria-label={t('academy.course.back')}>
              <ArrowLeft size={20} aria-hidden="true" />
            </Link>
            <h1 className={css.topTitle}>{course.title}</h1>
          </div>
        )}
        <div className={css.scroller}>
          {clampedNotice && (
            <p className={css.notice} role="status">
              {t('academy.course.clamped', { step })}
            </p>
          )}
          {current && (
            <article className={css.article} aria-labelledby="academy-step-title">
              <p className={css.stepCaption}>{t('academy.course.counter', { step, total })}</p>
              <h2 id="academy-step-title" className={css.stepHeading}>
                {current.title}
              </h2>
              <p className={css.stepLead}>{current.subtitle}</p>
              <RichTextView html={current.content} keepHeadings />
            </article>
          )}
        </div>
        {isWide ? (
          <div className={css.pill}>
            <Button variant="flat" className={css.pillButton} isDisabled={step <= 1} onPress={previous}>
              <ChevronLeft size={18} aria-hidden="true" />
              {t('academy.course.previous')}
            </Button>
            <span className={css.counter}>{t('academy.course.counterShort', { step, total })}</span>
            <Button variant="flat" className={css.pillButton} onPress={next}>
              {isLast ? t('academy.course.finish') : t('academy.course.next')}
              {isLast ? <Check size={18} aria-hidden="true" /> : <ChevronRight size={18} aria-hidden="true" />}
            </Button>
          </div>
        ) : (
          <div className={css.bottomBar}>
            <IconButton
              label={t('academy.course.stepsButton')}
              onPress={() => setStepsOpen(true)}
              icon={<ListOrdered size={18} />}
            />
            <span className={css.counter}>{t('academy.course.counterShort', { step, total })}</span>
            {progressBar}
            <IconButton
              label={t('academy.course.previous')}
              isDisabled={step <= 1}
              onPress={previous}
              icon={<ChevronLeft size={18} />}
            />
            <IconButton
              label={isLast ? t('academy.course.finish') : t('academy.course.next')}
              onPress={next}
              icon={isLast ? <Check size={18} /> : <ChevronRight size={18} />}
            />
          </div>
        )}
      </div>
      {!isWide && (
        <Drawer
          side="start"
          width="360px"
          title={t('academy.course.steps')}
          isOpen={stepsOpen}
          onOpenChange={setStepsOpen}
        >
          {outline}
        </Drawer>
      )}
    </div>
  );
}

function CourseDuration({ minutes }: { minutes: number }) {
  const { t, i18n } = useTranslation();
  return (
    <p className={css.fact}>
      <Clock size={16} aria-hidden="true" />
      <span className={visuallyHidden}>{t('academy.card.duration')}: </span>
      {formatDuration(minutes, i18n.language)}
    </p>
  );
}
