import { useEffect, useRef, useState } from 'react';
import { CircleCheck, Circle, EllipsisVertical, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Task, UpdateTaskRequest } from '@atrium/mock-api';
import { GuardedButton } from '../../access/GuardedButton';
import { GuardedMenuItem } from '../../access/GuardedMenuItem';
import { useAccess } from '../../access/useAccess';
import { DueDateField } from '../../primitives/DatePicker';
import { ConfirmDialog } from '../../primitives/Dialog';
import { IconButton } from '../../primitives/IconButton';
import { Menu, MenuTrigger } from '../../primitives/Menu';
import { Select, SelectItem } from '../../primitives/Select';
import { TagChips, TagPicker } from '../../primitives/TagPicker';
import { TextArea } from '../../primitives/TextArea';
import { useToast } from '../../primitives/Toast';
import { useCreateTaskTag, useDeleteTaskTag, useRenameTaskTag, useTaskTags } from './api/tags';
import { useUpdateTask } from './api/tasks';
import { SubTasks } from './components/SubTasks';
import { useDraft } from './components/useDraft';
import { dueDateOf, dueDay } from './format';
import { actions, details, grow, group, readOnlyNote, row, titleField } from './TaskDetails.css';

export interface TaskDetailsProps {
  task: Task;
  /** Delete was confirmed. */
  onDelete: () => void;
}

const PRIORITIES = [0, 1, 2] as const;

/**
 * A task (or section) in the drawer: complete toggle and a menu with delete, the title (growing with
 * its text), tags, priority, due date, sub-tasks and notes. Every change is saved at once (text after a
 * pause, on leaving the field and when the drawer closes; a typed due date once it is committed); a failed save is undone in the list with a
 * message and Retry, while the text typed stays in its field.
 */
export function TaskDetails({ task, onDelete }: TaskDetailsProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const access = useAccess();
  // Without tasks:write the task is shown as it is: fields read-only, the reason above them. While the
  // permissions load, the fields take text (the server has the last word), as the other views do.
  const refused = access.ready ? access.reason('tasks:write') : null;
  const readOnly = refused !== null;
  const [confirming, setConfirming] = useState(false);
  const name = task.title || t(task.type === 'section' ? 'tasks.row.untitledSection' : 'tasks.row.untitled');
  const failed = (title: string, retry: () => void) =>
    toast.show({ title, variant: 'error', action: { label: t('common.retry'), onAction: retry } });

  const { mutate: updateTask } = useUpdateTask({
    onError: (_error, variables: UpdateTaskRequest) =>
      failed(t('tasks.saveFailed', { title: name }), () => updateTask(variables)),
  });
  const change = (patch: UpdateTaskRequest['task']) => updateTask({ id: task.id, task: patch });

  const tags = useTaskTags();
  const createTag = useCreateTaskTag({
    onError: (_error, title) => failed(t('tasks.tags.createFailed', { title }), () => createTag.mutate(title)),
  });
  const renameTag = useRenameTaskTag({
    onError: (_error, body) =>
      failed(t('tasks.tags.renameFailed', { title: body.tag.title ?? '' }), () => renameTag.mutate(body)),
  });
  const deleteTag = useDeleteTaskTag({
    onError: (_error, id) => failed(t('tasks.tags.deleteFailed'), () => deleteTag.mutate(id)),
  });

  const title = useDraft(task.title, (text) => change({ title: text }));
  const notes = useDraft(task.notes ?? '', (text) => change({ notes: text === '' ? null : text }));
  const isTask = task.type === 'task';
  // A new (untitled) task opens ready for its title; an existing one opens on the drawer.
  const titleRef = useRef<HTMLTextAreaElement>(null);
  const startsUntitled = useRef(task.title === '');
  useEffect(() => {
    if (!startsUntitled.current) return undefined;
    // After the drawer has put focus on itself.
    const timer = setTimeout(() => titleRef.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div className={details}>
      {refused && <p className={readOnlyNote}>{t('tasks.detail.readOnly', { reason: refused })}</p>}
      <div className={actions}>
        {isTask ? (
          <GuardedButton
            permission="tasks:write"
            variant={task.completed ? 'primary' : 'secondary'}
            onPress={() => change({ completed: !task.completed })}
          >
            {task.completed ? <CircleCheck size={18} aria-hidden="true" /> : <Circle size={18} aria-hidden="true" />}
            {t(task.completed ? 'tasks.detail.markUndone' : 'tasks.detail.markDone')}
          </GuardedButton>
        ) : (
          <span />
        )}
        <MenuTrigger>
          <IconButton label={t('tasks.detail.more')} icon={<EllipsisVertical size={18} aria-hidden="true" />} />
          <Menu placement="bottom end" onAction={() => setConfirming(true)}>
            <GuardedMenuItem id="delete" permission="tasks:write" icon={<Trash2 size={16} aria-hidden="true" />}>
              {t('tasks.detail.delete')}
            </GuardedMenuItem>
          </Menu>
        </MenuTrigger>
      </div>

      <TextArea
        className={titleField}
        label={t('tasks.detail.title')}
        placeholder={t(isTask ? 'tasks.detail.titlePlaceholder' : 'tasks.detail.sectionPlaceholder')}
        rows={1}
        maxRows={1}
        isReadOnly={readOnly}
        value={title.text}
        // A title is one line: Enter ends it rather than starting another.
        onChange={(text) => title.setText(text.replace(/\n/g, ' '))}
        onKeyDown={(event) => {
          if (event.key === 'Enter') title.flush();
          // react-aria stops keys a handler sees; Escape must still reach the drawer to close it.
          event.continuePropagation();
        }}
        onBlur={title.flush}
        textAreaRef={titleRef}
      />

      {isTask && (
        <>
          <div className={group}>
            <TagChips label={t('tasks.detail.tags')} tags={tags.data ?? []} ids={task.tags} />
            {!readOnly && (
              <div>
                <TagPicker
                  label={t('tasks.detail.tags')}
                  tags={tags.data ?? []}
                  isLoading={tags.isPending}
                  selectedIds={task.tags}
                  onSelectionChange={(ids) => change({ tags: ids })}
                  onCreate={async (tagTitle) => {
                    const tag = await createTag.mutateAsync(tagTitle);
                    change({ tags: [...task.tags, tag.id] });
                  }}
                  onRename={(id, tagTitle) => renameTag.mutate({ id, tag: { title: tagTitle } })}
                  onDelete={(id) => deleteTag.mutate(id)}
                />
              </div>
            )}
          </div>

          <div className={row}>
            <Select
              className={grow}
              label={t('tasks.detail.priority')}
              selectedKey={String(task.priority)}
              isDisabled={readOnly}
              onSelectionChange={(key) => change({ priority: Number(key) as Task['priority'] })}
            >
              {PRIORITIES.map((priority) => (
                <SelectItem key={priority} id={String(priority)}>
                  {t(`tasks.priority.option${priority}`)}
                </SelectItem>
              ))}
            </Select>
            <DueDateField
              className={grow}
              label={t('tasks.detail.due')}
              value={dueDay(task.dueDate)}
              isReadOnly={readOnly}
              onCommit={(day) => change({ dueDate: dueDateOf(day) })}
            />
          </div>

          <SubTasks subTasks={task.subTasks} isReadOnly={readOnly} onChange={(subTasks) => change({ subTasks })} />

          <TextArea
            label={t('tasks.detail.notes')}
            placeholder={t('tasks.detail.notesPlaceholder')}
            rows={4}
            isReadOnly={readOnly}
            value={notes.text}
            onChange={notes.setText}
            onBlur={notes.flush}
          />
        </>
      )}

      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t(isTask ? 'tasks.detail.deleteTitle' : 'tasks.detail.deleteSectionTitle')}
        confirmLabel={t('tasks.detail.delete')}
        destructive
        onConfirm={onDelete}
      >
        {t('tasks.detail.deleteBody', { title: name })}
      </ConfirmDialog>
    </div>
  );
}
