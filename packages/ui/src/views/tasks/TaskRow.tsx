import { createContext, useContext, useMemo } from 'react';
import { ArrowDown, ArrowUp, Circle, CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ToggleButton, useLocale } from 'react-aria-components';
import type { Task } from '@atrium/mock-api';
import { visuallyHidden } from '../../primitives/field.css';
import { dueDay } from './format';
import { check, due, placeholder, priorityHigh, priorityLow, rowBody, rowTitle } from './TasksList.css';

/**
 * What a row does besides opening: tick its task (when the user may: `canToggle`). Given by context, so
 * rows need no new props to act.
 */
export const TaskRowActionsContext = createContext<{ toggle: (task: Task) => void; canToggle: boolean }>({
  toggle: () => {},
  canToggle: false,
});

function DueDate({ dueDate }: { dueDate: string | null }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const formatters = useMemo(
    () => ({
      thisYear: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
      otherYear: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
    }),
    [locale],
  );
  const day = dueDay(dueDate);
  if (!day) return null;
  // "12 dic" this year; "12 dic 2027" (or 2025) otherwise, so a day a year away is not read as this one.
  const formatter = day.year === new Date().getFullYear() ? formatters.thisYear : formatters.otherYear;
  const text = formatter.format(day.toDate('UTC'));
  return (
    <span className={due}>
      <span aria-hidden="true">{text}</span>
      <span className={visuallyHidden}>{t('tasks.row.due', { date: text })}</span>
    </span>
  );
}

function Priority({ priority }: { priority: Task['priority'] }) {
  const { t } = useTranslation();
  if (priority === 1) return null;
  const Arrow = priority === 0 ? ArrowDown : ArrowUp;
  return (
    <span className={priority === 0 ? priorityLow : priorityHigh}>
      <Arrow size={18} aria-hidden="true" />
      <span className={visuallyHidden}>{t(priority === 0 ? 'tasks.priority.low' : 'tasks.priority.high')}</span>
    </span>
  );
}

/** A task's row: tick, title (or a faint placeholder), priority arrow and due date; done rows fade. */
export function TaskRowContent({ task, isOpen = false }: { task: Task; isOpen?: boolean }) {
  const { t } = useTranslation();
  const { toggle, canToggle } = useContext(TaskRowActionsContext);
  if (task.type === 'section') {
    return (
      <span className={rowBody} data-current={isOpen || undefined}>
        <span className={`${rowTitle} ${task.title ? '' : placeholder}`}>
          {task.title || t('tasks.row.untitledSection')}
        </span>
      </span>
    );
  }
  const name = task.title || t('tasks.row.untitled');
  return (
    <span className={rowBody} data-done={task.completed || undefined} data-current={isOpen || undefined}>
      <ToggleButton
        className={check}
        isSelected={task.completed}
        isDisabled={!canToggle}
        onChange={() => toggle(task)}
        aria-label={t('tasks.row.done', { title: name })}
      >
        {task.completed ? <CircleCheck size={22} aria-hidden="true" /> : <Circle size={22} aria-hidden="true" />}
      </ToggleButton>
      <span className={`${rowTitle} ${task.title ? '' : placeholder}`}>{name}</span>
      <Priority priority={task.priority} />
      <DueDate dueDate={task.dueDate} />
    </span>
  );
}
