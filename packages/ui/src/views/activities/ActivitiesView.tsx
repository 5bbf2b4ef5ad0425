import { useMemo, useState, type ComponentType } from 'react';
import {
  Activity as ActivityGlyph,
  BookOpen,
  ChartLine,
  History,
  LifeBuoy,
  Mail,
  Megaphone,
  MessageSquare,
  Rocket,
  Sparkles,
  SquareCheck,
  type LucideProps,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocalize } from '../../i18n/localized';
import { Link } from 'react-router';
import type { Activity } from '@atrium/mock-api';
import { Button } from '../../primitives/Button';
import { visuallyHidden } from '../../primitives/field.css';
import { isSafeLinkUrl, RichTextView } from '../../primitives/RichText';
import { EmptyMessage, ErrorMessage, LoadingMessage, messageIcon } from '../../primitives/StatusMessage';
import { useActivities } from './api/activities';
import { ACTIVITIES_PAGE_SIZE, activityTime, dayLabel, groupByDay } from './groups';
import * as styles from './ActivitiesView.css';

/**
 * The markers the feed names (lucide names, kebab case), imported one by one so only these ship; an
 * unknown name falls back to a generic activity glyph.
 */
const markerIcons: Record<string, ComponentType<LucideProps>> = {
  'book-open': BookOpen,
  'chart-line': ChartLine,
  'life-buoy': LifeBuoy,
  'message-square': MessageSquare,
  'square-check': SquareCheck,
  history: History,
  mail: Mail,
  megaphone: Megaphone,
  rocket: Rocket,
  sparkles: Sparkles,
};

function Marker({ activity }: { activity: Activity }) {
  if (activity.image !== null)
    // Decorative: the description names the person.
    return (
      <span className={styles.marker} aria-hidden="true">
        <img className={styles.markerImage} src={activity.image} alt="" />
      </span>
    );
  const Glyph = (activity.icon !== null && markerIcons[activity.icon]) || ActivityGlyph;
  return (
    <span className={styles.marker} aria-hidden="true">
      <Glyph size={20} focusable="false" />
    </span>
  );
}

/** The activity's link: a router link inside the app, a new tab (without an opener) outside it. */
function ActivityLink({ activity }: { activity: Activity }) {
  const { t } = useTranslation();
  const localize = useLocalize();
  const { link } = activity;
  if (link === undefined) return null;
  const text = activity.linkedContent !== undefined ? localize(activity.linkedContent) : t('activities.open');
  if (activity.useRouter === true && link.startsWith('/') && !link.startsWith('//'))
    return (
      <Link className={styles.link} to={link}>
        {text}
      </Link>
    );
  if (!isSafeLinkUrl(link)) return null;
  return (
    <a className={styles.link} href={link} target="_blank" rel="noopener noreferrer">
      {text}
      <span className={visuallyHidden}> {t('activities.newTab')}</span>
    </a>
  );
}

function ActivityEntry({ activity, locale }: { activity: Activity; locale: string }) {
  // The demo data's text comes in both languages: the one in use is shown.
  const localize = useLocalize();
  const extra = activity.extraContent !== undefined ? localize(activity.extraContent) : '';
  return (
    <li className={styles.entry}>
      <Marker activity={activity} />
      <div className={styles.body}>
        <RichTextView className={styles.description} html={localize(activity.description)} />
        <div className={styles.meta}>
          <time dateTime={activity.date}>{activityTime(activity.date, locale)}</time>
          {activity.link !== undefined && (
            <>
              <span aria-hidden="true">•</span>
              <ActivityLink activity={activity} />
            </>
          )}
        </div>
        {extra !== '' && <RichTextView className={styles.extra} html={extra} />}
      </div>
    </li>
  );
}

/** The timeline itself: the activities shown so far, under their days' names. */
function Timeline({ activities, locale }: { activities: Activity[]; locale: string }) {
  const { t } = useTranslation();
  const days = useMemo(() => groupByDay(activities, new Date()), [activities]);
  return (
    <ol className={styles.days} aria-label={t('activities.timeline')}>
      {days.map((day) => {
        const label = dayLabel(day, locale);
        return (
          <li key={day.key} aria-label={label}>
            <h2 className={styles.dayHeading}>{label}</h2>
            <ol className={styles.entries}>
              {day.activities.map((activity) => (
                <ActivityEntry key={activity.id} activity={activity} locale={locale} />
              ))}
            </ol>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The activities page: what happened lately, newest first, grouped by day. The feed comes whole; the page
 * shows it a few entries at a time, older ones on request.
 */
export function ActivitiesView() {
  const { t, i18n } = useTranslation();
  const query = useActivities();
  const [shown, setShown] = useState(ACTIVITIES_PAGE_SIZE);
  const all = query.data;
  const visible = useMemo(() => all?.slice(0, shown) ?? [], [all, shown]);

  let content;
  if (query.isPending) content = <LoadingMessage>{t('activities.loading')}</LoadingMessage>;
  else if (query.isError)
    content = <ErrorMessage onRetry={() => void query.refetch()}>{t('activities.error')}</ErrorMessage>;
  else if (all === undefined || all.length === 0)
    content = (
      <EmptyMessage icon={<History className={messageIcon} aria-hidden="true" />} title={t('activities.empty.title')}>
        {t('activities.empty.hint')}
      </EmptyMessage>
    );
  else
    content = (
      <>
        <Timeline activities={visible} locale={i18n.language} />
        <div className={styles.more}>
          {shown < all.length ? (
            <Button variant="secondary" onPress={() => setShown((count) => count + ACTIVITIES_PAGE_SIZE)}>
              {t('activities.loadOlder')}
            </Button>
          ) : (
            <p className={styles.lead} role="status">
              {t('activities.allShown')}
            </p>
          )}
        </div>
      </>
    );

  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>{t('activities.title')}</h1>
        <p className={styles.lead}>{t('activities.lead')}</p>
      </header>
      {content}
    </div>
  );
}
