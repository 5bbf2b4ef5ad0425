import { createContext, useCallback, useContext, useId, useMemo } from 'react';
import { ListChecks, ListPlus, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Task } from '@atrium/mock-api';
import { GuardedButton } from '../../access/GuardedButton';
import { useAccess } from '../../access/useAccess';
import { useAddressAction } from '../../navigation/useAddressAction';
import { Button } from '../../primitives/Button';
import { SortableList, moveKeys, type SortableDropTarget } from '../../primitives/SortableList';
import { EmptyMessage, ErrorMessage, LoadingMessage, messageIcon } from '../../primitives/StatusMessage';
import { useToast } from '../../primitives/Toast';
import { Tooltip, TooltipTrigger } from '../../primitives/Tooltip';
import { useCreateTask, useReorderTasks, useTasks, useUpdateTask } from './api/tasks';
import { useTasksNavigation } from './components/navigation';
import { ADD_SECTION_KEY, ADD_TASK_KEY, useAddShortcuts, useShortcutText } from './components/shortcuts';
import { TaskRowActionsContext, TaskRowContent } from './TaskRow';
import {
  body,
  count,
  current,
  header,
  list,
  pane,
  sectionRow,
  taskRow,
  title,
  titleBlock,
  tools,
} from './TasksList.css';

export interface TasksListProps {
  /** The task open in the drawer, marked in the list. */
  selectedId?: string;
}

/** The open task's id: rows read it, so opening another redraws two rows, not the list. */
const OpenTaskContext = createContext<string | undefined>(undefined);

function TaskRow({ task }: { task: Task }) {
  return <TaskRowContent task={task} isOpen={useContext(OpenTaskContext) === task.id} />;
}

const renderTask = (task: Task) => <TaskRow task={task} />;
const rowClass = (task: Task) => `${task.type === 'section' ? sectionRow : taskRow} ${current}`;

/** Tasks left to do: tasks (not sections) not yet done. */
export function remainingTasks(tasks: readonly Task[]): number {
  return tasks.filter((task) => task.type === 'task' && !task.completed).length;
}

/**
 * The task list: a header with what is left and the add buttons (Ctrl/Cmd + '/' and '.'), then the
 * sections and tasks in one list that is put in order by dragging or by keyboard. A new order shows
 * at once and is saved; if saving fails it is undone, and a message offers to try again. Without
 * `tasks:write` the add buttons say why they are disabled, and rows can be opened but not ticked or moved.
 */
export function TasksList({ selectedId }: TasksListProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const { go, itemPath } = useTasksNavigation();
  const tasks = useTasks();
  const create = useCreateTask();
  const titleId = useId();
  const access = useAccess();
  // Adding, ticking and reordering need tasks:write: without it the list is read as it is.
  const canWrite = access.ready && access.can('tasks:write');
  const addTaskKeys = useShortcutText(ADD_TASK_KEY);
  const addSectionKeys = useShortcutText(ADD_SECTION_KEY);

  const reorder = useReorderTasks({
    onError: (_error, ids) =>
      toast.show({
        title: t('tasks.reorderFailed'),
        variant: 'error',
        action: { label: t('common.retry'), onAction: () => reorder.mutate(ids) },
      }),
  });
  const items = tasks.data;
  const titleOf = (id: string) => items?.find((task) => task.id === id)?.title || t('tasks.row.untitled');
  const { mutate: updateTask } = useUpdateTask({
    onError: (_error, variables) =>
      toast.show({
        title: t('tasks.updateFailed', { title: titleOf(variables.id) }),
        variant: 'error',
        action: { label: t('common.retry'), onAction: () => updateTask(variables) },
      }),
  });
  const { mutate: saveOrder } = reorder;

  const add = (type: Task['type']) =>
    create.mutate(type, {
      onSuccess: (task) => go(itemPath(task.id)),
      onError: () =>
        toast.show({
          title: t(type === 'task' ? 'tasks.addTaskFailed' : 'tasks.addSectionFailed'),
          variant: 'error',
          action: { label: t('common.retry'), onAction: () => add(type) },
        }),
    });
  useAddShortcuts(add, canWrite);
  // `?do=new` (the command palette's "New task") adds a task as the button does.
  useAddressAction('new', () => add('task'), access.ready ? canWrite : undefined);

  const onReorder = useCallback(
    (keys: string[], target: SortableDropTarget) => {
      if (!items) return;
      saveOrder(moveKeys(items, keys, target).map((task) => task.id));
    },
    [items, saveOrder],
  );
  const actions = useMemo(
    () => ({
      toggle: (task: Task) => updateTask({ id: task.id, task: { completed: !task.completed } }),
      canToggle: canWrite,
    }),
    [updateTask, canWrite],
  );

  const remaining = items ? remainingTasks(items) : 0;
  const hasTasks = items?.some((task) => task.type === 'task') ?? false;

  let content;
  if (tasks.isPending) {
    content = <LoadingMessage>{t('tasks.loading')}</LoadingMessage>;
  } else if (tasks.isError && !items) {
    content = <ErrorMessage onRetry={() => void tasks.refetch()}>{t('tasks.loadFailed')}</ErrorMessage>;
  } else if (!items || items.length === 0) {
    content = (
      <EmptyMessage icon={<ListChecks className={messageIcon} aria-hidden="true" />} title={t('tasks.empty')}>
        {canWrite ? t('tasks.emptyHint', { keys: addTaskKeys }) : null}
      </EmptyMessage>
    );
  } else {
    content = (
      <TaskRowActionsContext.Provider value={actions}>
        <OpenTaskContext.Provider value={selectedId}>
          <SortableList
            aria-label={t('tasks.list.label')}
            items={items}
            className={list}
            renderItem={renderTask}
            textValue={(task) =>
              task.title || t(task.type === 'section' ? 'tasks.row.untitledSection' : 'tasks.row.untitled')
            }
            rowClassName={rowClass}
            estimatedRowSize={64}
            onReorder={onReorder}
            isDisabled={!canWrite}
            onAction={(id) => go(itemPath(id))}
          />
        </OpenTaskContext.Provider>
      </TaskRowActionsContext.Provider>
    );
  }

  return (
    <section className={pane} aria-labelledby={titleId}>
      <header className={header}>
        <div className={titleBlock}>
          <h1 id={titleId} className={title}>
            {t('tasks.title')}
          </h1>
          {items && (
            <p className={count} aria-live="polite">
              {hasTasks && remaining === 0 ? t('tasks.allDone') : t('tasks.remaining', { count: remaining })}
            </p>
          )}
        </div>
        <div className={tools}>
          {canWrite ? (
            <>
              <TooltipTrigger>
                <Button variant="secondary" onPress={() => add('section')} isDisabled={create.isPending}>
                  <ListPlus size={18} aria-hidden="true" />
                  {t('tasks.addSection')}
                </Button>
                <Tooltip>{t('tasks.shortcut', { keys: addSectionKeys })}</Tooltip>
              </TooltipTrigger>
              <TooltipTrigger>
                <Button onPress={() => add('task')} isDisabled={create.isPending}>
                  <Plus size={18} aria-hidden="true" />
                  {t('tasks.addTask')}
                </Button>
                <Tooltip>{t('tasks.shortcut', { keys: addTaskKeys })}</Tooltip>
              </TooltipTrigger>
            </>
          ) : (
            // Until the permissions are known, and without tasks:write: disabled, saying why (no shortcut).
            <>
              <GuardedButton permission="tasks:write" variant="secondary">
                <ListPlus size={18} aria-hidden="true" />
                {t('tasks.addSection')}
              </GuardedButton>
              <GuardedButton permission="tasks:write">
                <Plus size={18} aria-hidden="true" />
                {t('tasks.addTask')}
              </GuardedButton>
            </>
          )}
        </div>
      </header>
      <div className={body}>{content}</div>
    </section>
  );
}
