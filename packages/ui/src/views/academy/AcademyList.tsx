import { useCallback } from 'react';
import { CircleCheck, Clock, SearchX, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { AcademyCategory, AcademyCourse } from '@atrium/mock-api';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { visuallyHidden } from '../../primitives/field.css';
import { ProgressBar } from '../../primitives/ProgressBar';
import { SearchField, useDebouncedUrlText } from '../../primitives/SearchField';
import { Select, SelectItem } from '../../primitives/Select';
import { bone as boneStyle } from '../../primitives/Skeleton/Skeleton.css';
import { EmptyMessage, ErrorMessage, messageIcon } from '../../primitives/StatusMessage';
import { Switch } from '../../primitives/Switch';
import { tagTone } from '../../primitives/TagPicker/tagTone';
import { useAcademyCategories, useAcademyCourses } from './api/academy';
import * as css from './AcademyList.css';
import { categoryHue, formatDuration } from './format';
import { courseAction, filterCourses, percentDone, type CourseAction, type CourseFilters } from './progress';

const ALL = 'all';
/** How long typing pauses before the address takes the search; the grid follows every key at once. */
const SEARCH_DEBOUNCE_MS = 300;

/** The address's search part for `filters`: `category`, `q` and `hideCompleted=1`, the empty ones left out. */
function toSearch(filters: CourseFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.category) search.set('category', filters.category);
  if (filters.query) search.set('q', filters.query);
  if (filters.hideCompleted) search.set('hideCompleted', '1');
  return search;
}

/**
 * The list's filters live in the address: `category`, `q` and `hideCompleted=1`. The search field shows
 * what is typed at once and the address follows it a moment later (useDebouncedUrlText): a field that
 * showed the address itself lost keys typed while the router was still applying the one before.
 */
function useCourseFilters() {
  const [params, setParams] = useSearchParams();
  const category = params.get('category') || null;
  const hideCompleted = params.get('hideCompleted') === '1';
  const commitQuery = useCallback(
    (query: string) =>
      setParams(
        (current) =>
          toSearch({
            category: current.get('category') || null,
            query,
            hideCompleted: current.get('hideCompleted') === '1',
          }),
        { replace: true },
      ),
    [setParams],
  );
  const [query, setQuery] = useDebouncedUrlText(params.get('q') ?? '', commitQuery, SEARCH_DEBOUNCE_MS);
  const filters: CourseFilters = { category, query, hideCompleted };
  // Another filter's change writes the search as typed too, so it never undoes keys not yet written.
  const update = (change: Partial<CourseFilters>) => setParams(toSearch({ ...filters, ...change }), { replace: true });
  const isFiltered = filters.category !== null || filters.query !== '' || filters.hideCompleted;
  const clear = () => {
    // The search as typed too: a search not yet written leaves the address as it is, so the field
    // would not hear of the change.
    setQuery('');
    setParams(new URLSearchParams(), { replace: true });
  };
  return { filters, update, setQuery, isFiltered, clear };
}

export interface AcademyListProps {
  /** Opens a course at a step (from 1); `action` says which button did it. */
  onOpen: (course: AcademyCourse, action: CourseAction) => void;
}

/** The course grid: a hero band, the filters (in the address), and a card per course. */
export function AcademyList({ onOpen }: AcademyListProps) {
  const { t } = useTranslation();
  const courses = useAcademyCourses();
  const categories = useAcademyCategories();
  const { filters, update, setQuery, isFiltered, clear } = useCourseFilters();

  const shown = courses.data ? filterCourses(courses.data, filters) : [];
  const categoryOf = new Map((categories.data ?? []).map((category) => [category.slug, category]));

  let content;
  if (courses.isPending) {
    content = (
      <div role="status">
        <span className={visuallyHidden}>{t('academy.list.loading')}</span>
        <ul className={css.grid} aria-hidden="true">
          {Array.from({ length: 6 }, (_, index) => (
            <li key={index} className={[boneStyle, css.bone].join(' ')} />
          ))}
        </ul>
      </div>
    );
  } else if (courses.isError) {
    content = <ErrorMessage onRetry={() => void courses.refetch()}>{t('academy.list.loadFailed')}</ErrorMessage>;
  } else if (shown.length === 0) {
    content = (
      <div className={css.emptyBox}>
        <EmptyMessage icon={<SearchX className={messageIcon} aria-hidden="true" />} title={t('academy.list.empty')}>
          <p>{t('academy.list.emptyHint')}</p>
          {isFiltered && (
            <Button variant="secondary" onPress={clear}>
              {t('academy.list.clearFilters')}
            </Button>
          )}
        </EmptyMessage>
      </div>
    );
  } else {
    content = (
      <>
        <p className={css.count} role="status">
          {t('academy.list.count', { count: shown.length })}
        </p>
        <ul className={css.grid} aria-label={t('academy.list.label')}>
          {shown.map((course) => (
            <li key={course.id}>
              <CourseCard course={course} category={categoryOf.get(course.category)} onOpen={onOpen} />
            </li>
          ))}
        </ul>
      </>
    );
  }

  const categoryItems = [
    { id: ALL, title: t('academy.filters.allCategories') },
    ...(categories.data ?? []).map((category) => ({ id: category.slug, title: category.title })),
  ];

  return (
    <div className={css.page}>
      <header className={css.hero}>
        <p className={css.caption}>{t('academy.hero.caption')}</p>
        <h1 className={css.headline}>{t('academy.hero.headline')}</h1>
        <p className={css.subline}>{t('academy.hero.subline')}</p>
      </header>
      <div className={css.column}>
        <div role="search" className={css.filters} aria-label={t('academy.filters.label')}>
          <Select
            className={css.filterField}
            label={t('academy.filters.category')}
            items={categoryItems}
            selectedKey={filters.category ?? ALL}
            onSelectionChange={(key) => update({ category: key === ALL || key === null ? null : String(key) })}
          >
            {(item) => <SelectItem id={item.id}>{item.title}</SelectItem>}
          </Select>
          <SearchField
            className={css.filterField}
            label={t('academy.filters.search')}
            placeholder={t('academy.filters.searchPlaceholder')}
            value={filters.query}
            onChange={setQuery}
          />
          <Switch
            className={css.hideCompleted}
            isSelected={filters.hideCompleted}
            onChange={(hideCompleted) => update({ hideCompleted })}
          >
            {t('academy.filters.hideCompleted')}
          </Switch>
        </div>
        {content}
      </div>
    </div>
  );
}

/** How many times a course was completed, in words: never, once, twice, n times. */
export function useCompletionText() {
  const { t } = useTranslation();
  return (count: number) => (count === 2 ? t('academy.card.completedTwice') : t('academy.card.completed', { count }));
}

interface CourseCardProps {
  course: AcademyCourse;
  category: AcademyCategory | undefined;
  onOpen: AcademyListProps['onOpen'];
}

function CourseCard({ course, category, onOpen }: CourseCardProps) {
  const { t, i18n } = useTranslation();
  const completion = useCompletionText();
  const action = courseAction(course);
  const titleId = `academy-course-${course.id}`;
  return (
    <article className={css.card} aria-labelledby={titleId}>
      <div className={css.cardBody}>
        <div className={css.cardTop}>
          <span className={[css.pill, tagTone(categoryHue(course.category))].join(' ')}>
            {category?.title ?? course.category}
          </span>
          {course.progress.completed > 0 && (
            <Badge variant="success" className={css.doneBadge}>
              <CircleCheck size={14} aria-hidden="true" />
              {t('academy.card.completedBadge')}
            </Badge>
          )}
        </div>
        <h2 id={titleId} className={css.cardTitle}>
          {course.title}
        </h2>
        <p className={css.description}>{course.description}</p>
        <hr className={css.rule} />
        <p className={css.fact}>
          <Clock size={16} aria-hidden="true" />
          <span className={visuallyHidden}>{t('academy.card.duration')}: </span>
          {formatDuration(course.duration, i18n.language)}
        </p>
        <p className={css.fact}>
          <Trophy size={16} aria-hidden="true" />
          {completion(course.progress.completed)}
        </p>
      </div>
      <div className={css.cardFooter}>
        <ProgressBar
          aria-label={t('academy.card.progress', { title: course.title })}
          value={percentDone(course)}
          showValue
        />
        <Button
          className={css.cardAction}
          variant="secondary"
          aria-label={t('academy.card.actionLabel', { action: t(`academy.card.${action}`), title: course.title })}
          onPress={() => onOpen(course, action)}
        >
          {t(`academy.card.${action}`)}
        </Button>
      </div>
    </article>
  );
}
