import { useId, useState, type FormEvent } from 'react';
import { Plus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SubTask } from '@atrium/mock-api';
import { Button } from '../../../primitives/Button';
import { Checkbox } from '../../../primitives/Checkbox';
import { IconButton } from '../../../primitives/IconButton';
import { TextField } from '../../../primitives/TextField';
import { useDraft } from './useDraft';
import { addRow, grow, group, groupTitle, muted, subTaskList, subTaskRow } from '../TaskDetails.css';

function newId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

function SubTaskRow({
  subTask,
  position,
  onChange,
  onRemove,
  isReadOnly,
}: {
  subTask: SubTask;
  position: number;
  isReadOnly: boolean;
  onChange: (next: SubTask) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const name = subTask.title || t('tasks.subTasks.untitled', { position });
  const title = useDraft(subTask.title, (text) => onChange({ ...subTask, title: text.trim() }));
  return (
    <li className={subTaskRow} data-done={subTask.completed || undefined}>
      <Checkbox
        isSelected={subTask.completed}
        isDisabled={isReadOnly}
        onChange={(completed) => onChange({ ...subTask, completed })}
        aria-label={t('tasks.subTasks.done', { title: name })}
      />
      <TextField
        className={grow}
        aria-label={t('tasks.subTasks.title', { position })}
        value={title.text}
        isReadOnly={isReadOnly}
        onChange={title.setText}
        onBlur={title.flush}
        onKeyDown={(event) => {
          if (event.key === 'Enter') title.flush();
          // react-aria stops keys a handler sees; Escape must still reach the drawer to close it.
          event.continuePropagation();
        }}
      />
      {!isReadOnly && (
        <IconButton
          size="small"
          label={t('tasks.subTasks.remove', { title: name })}
          icon={<X size={16} aria-hidden="true" />}
          onPress={onRemove}
        />
      )}
    </li>
  );
}

/**
 * A task's sub-tasks: tick, rename (saved on Enter, on leaving the field, or after a pause), remove, add;
 * read-only, only the list.
 */
export function SubTasks({
  subTasks,
  onChange,
  isReadOnly = false,
}: {
  subTasks: SubTask[];
  onChange: (next: SubTask[]) => void;
  isReadOnly?: boolean;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const headingId = useId();
  const done = subTasks.filter((subTask) => subTask.completed).length;
  const add = (event: FormEvent) => {
    event.preventDefault();
    const title = text.trim();
    if (title === '') return;
    onChange([...subTasks, { id: newId(), title, completed: false }]);
    setText('');
  };
  return (
    <section className={group} aria-labelledby={headingId}>
      <h3 id={headingId} className={groupTitle}>
        {t('tasks.subTasks.heading')}
      </h3>
      {subTasks.length > 0 ? (
        <>
          <p className={muted}>{t('tasks.subTasks.count', { done, count: subTasks.length })}</p>
          <ul className={subTaskList}>
            {subTasks.map((subTask, index) => (
              <SubTaskRow
                key={subTask.id}
                subTask={subTask}
                position={index + 1}
                isReadOnly={isReadOnly}
                onChange={(next) => onChange(subTasks.map((item) => (item.id === next.id ? next : item)))}
                onRemove={() => onChange(subTasks.filter((item) => item.id !== subTask.id))}
              />
            ))}
          </ul>
        </>
      ) : (
        <p className={muted}>{t('tasks.subTasks.none')}</p>
      )}
      {!isReadOnly && (
        <form className={addRow} onSubmit={add}>
          <TextField className={grow} label={t('tasks.subTasks.new')} value={text} onChange={setText} />
          <Button type="submit" variant="secondary" isDisabled={text.trim() === ''}>
            <Plus size={16} aria-hidden="true" />
            {t('tasks.subTasks.add')}
          </Button>
        </form>
      )}
    </section>
  );
}
