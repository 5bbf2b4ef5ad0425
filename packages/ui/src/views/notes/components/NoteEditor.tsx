import { useEffect, useRef, useState } from 'react';
import { parseAbsoluteToLocal, type ZonedDateTime } from '@internationalized/date';
import { Archive, ArchiveRestore, ArrowDown, ArrowUp, ImagePlus, ListChecks, Plus, Trash2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FileTrigger } from 'react-aria-components';
import type { NoteLabel, NoteTask } from '@atrium/mock-api';
import { Button } from '../../../primitives/Button';
import { Checkbox } from '../../../primitives/Checkbox';
import { DatePicker } from '../../../primitives/DatePicker';
import { ConfirmDialog, Dialog } from '../../../primitives/Dialog';
import { IconButton } from '../../../primitives/IconButton';
import { RichTextEditor } from '../../../primitives/RichText';
import { TagChips, TagPicker } from '../../../primitives/TagPicker';
import { TextField } from '../../../primitives/TextField';
import type { NoteChanges } from '../api/notes';
import { editorHtml, imageProblem, move, newTaskId, readAsDataUrl, type ImageProblem, type ListedNote } from '../model';
import {
  editor,
  editorChecklist,
  editorImage,
  editorImageRemove,
  editorModal,
  editorTask,
  grow,
  cardImage,
  problem as problemClass,
  readOnlyNote,
  spacer,
  toolbar,
} from '../NotesView.css';

/** What the editor edits: a note's fields, labels as ids. */
export interface NoteDraft {
  title: string;
  content: string;
  tasks: NoteTask[] | null;
  image: string | null;
  reminder: string | null;
  labels: string[];
  archived: boolean;
}

export const emptyDraft = (labelId?: string): NoteDraft => ({
  title: '',
  content: '',
  tasks: null,
  image: null,
  reminder: null,
  labels: labelId ? [labelId] : [],
  archived: false,
});

export function draftOf(listed: ListedNote): NoteDraft {
  const { note } = listed;
  return {
    title: note.title,
    content: note.content,
    tasks: note.tasks ? note.tasks.map((task) => ({ ...task })) : null,
    image: note.image,
    reminder: note.reminder,
    labels: note.labels.map((label) => label.id),
    archived: note.archived,
  };
}

/** The fields that differ from `before` (blank checklist rows dropped): what a PATCH or POST sends. */
export function changesOf(draft: NoteDraft, before: NoteDraft): NoteChanges {
  const tasks = draft.tasks ? draft.tasks.filter((task) => task.content.trim() !== '') : null;
  const cleaned: NoteDraft = { ...draft, tasks };
  const changes: NoteChanges = {};
  for (const key of Object.keys(cleaned) as (keyof NoteDraft)[]) {
    if (JSON.stringify(cleaned[key]) !== JSON.stringify(before[key])) {
      (changes as Record<string, unknown>)[key] = cleaned[key];
    }
  }
  return changes;
}

/** The editor's reset key for a new note (an existing note's is its list key). */
const NEW_NOTE_KEY = 'new-note';

const hasChanges = (changes: NoteChanges) => Object.keys(changes).length > 0;

function reminderValue(iso: string | null): ZonedDateTime | null {
  if (!iso) return null;
  try {
    return parseAbsoluteToLocal(new Date(iso).toISOString());
  } catch {
    return null;
  }
}

export interface NoteEditorProps {
  /** The note to edit; null for a new note. */
  listed: ListedNote | null;
  labels: NoteLabel[];
  /** A new note's starting fields (a kept draft, or the label being viewed). */
  initialDraft?: NoteDraft;
  /** A new note's fields as they change (kept as a draft until it is saved or discarded). */
  onDraftChange?: (draft: NoteDraft | null) => void;
  onCreate: (changes: NoteChanges) => void;
  /** Creates a label from the label picker; resolves with it (the editor then ticks it). */
  onCreateLabel: (title: string) => Promise<NoteLabel>;
  onUpdate: (id: string, changes: NoteChanges) => void;
  onDelete: (id: string) => void;
  onClose: () => void;
  /**
   * Why the user may not change notes (the missing `notes:write` in words), or null: with a reason the
   * note opens read-only, saying so above its fields.
   */
  refused?: string | null;
}

/**
 * The note editor, in a dialog: title, text, checklist, image, reminder and labels; archive and delete
 * for an existing note. An existing note's changes are saved when it closes; a new note has Save, and
 * closing it with something written asks first (the text is also kept as a draft meanwhile).
 */
export function NoteEditor({
  listed,
  labels,
  initialDraft,
  onDraftChange,
  onCreate,
  onCreateLabel,
  onUpdate,
  onDelete,
  onClose,
  refused = null,
}: NoteEditorProps) {
  const { t } = useTranslation();
  const isNew = listed === null;
  const shadowed = listed?.shadowed ?? false;
  const readOnly = shadowed || refused !== null;
  const [before] = useState<NoteDraft>(() => (listed ? draftOf(listed) : emptyDraft()));
  const [draft, setDraft] = useState<NoteDraft>(() => (listed ? draftOf(listed) : (initialDraft ?? emptyDraft())));
  const [imageError, setImageError] = useState<ImageProblem | null>(null);
  const [asking, setAsking] = useState<'discard' | 'delete' | null>(null);
  const [newTask, setNewTask] = useState('');
  const newTaskRef = useRef<HTMLInputElement>(null);

  const update = (changes: Partial<NoteDraft>) => setDraft((current) => ({ ...current, ...changes }));
  const changes = changesOf(draft, before);

  useEffect(() => {
    if (isNew) onDraftChange?.(hasChanges(changesOf(draft, emptyDraft())) ? draft : null);
  }, [isNew, draft, onDraftChange]);

  const close = () => {
    if (isNew) {
      if (hasChanges(changesOf(draft, emptyDraft()))) setAsking('discard');
      else onClose();
      return;
    }
    if (!readOnly && hasChanges(changes)) onUpdate(listed.note.id, changes);
    onClose();
  };

  const save = () => {
    onCreate(changesOf(draft, emptyDraft()));
    onDraftChange?.(null);
    onClose();
  };

  const pickImage = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    const problem = imageProblem(file);
    setImageError(problem);
    if (problem) return;
    update({ image: await readAsDataUrl(file) });
  };

  const tasks = draft.tasks ?? [];
  const setTasks = (next: NoteTask[]) => update({ tasks: next });
  const addTask = () => {
    const content = newTask.trim();
    if (content === '') return;
    setTasks([...tasks, { id: newTaskId(), content, completed: false }]);
    setNewTask('');
    newTaskRef.current?.focus();
  };

  const imageMessage =
    imageError?.kind === 'notImage'
      ? t('notes.editor.imageNotImage', { name: imageError.name })
      : imageError?.kind === 'tooLarge'
        ? t('notes.editor.imageTooLarge', { name: imageError.name, max: imageError.maxMb })
        : null;

  return (
    <>
      <Dialog
        isOpen
        onOpenChange={(open) => !open && close()}
        title={isNew ? t('notes.editor.newTitle') : t('notes.editor.editTitle')}
        className={editorModal}
        size="lg"
        actions={
          <div className={toolbar}>
            <FileTrigger acceptedFileTypes={['image/*']} onSelect={(files) => void pickImage(files)}>
              <IconButton
                label={draft.image ? t('notes.editor.changeImage') : t('notes.editor.addImage')}
                icon={<ImagePlus size={18} aria-hidden="true" />}
                isDisabled={readOnly}
              />
            </FileTrigger>
            <IconButton
              label={draft.tasks ? t('notes.editor.removeChecklist') : t('notes.editor.addChecklist')}
              icon={<ListChecks size={18} aria-hidden="true" />}
              onPress={() => update({ tasks: draft.tasks ? null : [] })}
              isDisabled={readOnly}
            />
            {!isNew && (
              <>
                <IconButton
                  label={draft.archived ? t('notes.editor.unarchive') : t('notes.editor.archive')}
                  icon={
                    draft.archived ? (
                      <ArchiveRestore size={18} aria-hidden="true" />
                    ) : (
                      <Archive size={18} aria-hidden="true" />
                    )
                  }
                  isDisabled={readOnly}
                  onPress={() => {
                    onUpdate(listed.note.id, { ...changes, archived: !draft.archived });
                    onClose();
                  }}
                />
                <IconButton
                  label={t('notes.editor.delete')}
                  icon={<Trash2 size={18} aria-hidden="true" />}
                  isDisabled={readOnly}
                  onPress={() => setAsking('delete')}
                />
              </>
            )}
            <span className={spacer} />
            {isNew ? (
              <Button onPress={save} isDisabled={!hasChanges(changesOf(draft, emptyDraft()))}>
                {t('common.save')}
              </Button>
            ) : (
              <Button variant="secondary" onPress={close}>
                {t('common.close')}
              </Button>
            )}
          </div>
        }
      >
        <div className={editor}>
          {refused !== null ? (
            <p className={readOnlyNote}>{t('notes.editor.readOnly', { reason: refused })}</p>
          ) : (
            shadowed && <p className={readOnlyNote}>{t('notes.editor.shadowed')}</p>
          )}
          {draft.image && (
            <div className={editorImage}>
              <img className={cardImage} src={draft.image} alt={t('notes.editor.imageAlt')} />
              {!readOnly && (
                <IconButton
                  className={editorImageRemove}
                  label={t('notes.editor.removeImage')}
                  icon={<X size={18} aria-hidden="true" />}
                  onPress={() => update({ image: null })}
                />
              )}
            </div>
          )}
          {imageMessage && (
            <p className={problemClass} role="alert">
              {imageMessage}
            </p>
          )}
          <TextField
            aria-label={t('notes.editor.titleLabel')}
            placeholder={t('notes.editor.titlePlaceholder')}
            value={draft.title}
            onChange={(title) => update({ title })}
            isReadOnly={readOnly}
          />
          <RichTextEditor
            aria-label={t('notes.editor.textLabel')}
            placeholder={t('notes.editor.textPlaceholder')}
            value={editorHtml(draft.content)}
            resetKey={listed?.key ?? NEW_NOTE_KEY}
            onChange={(content) => update({ content })}
            isDisabled={readOnly}
            minHeight="small"
          />
          {draft.tasks && (
            <section aria-label={t('notes.editor.checklist')}>
              <ul className={editorChecklist}>
                {tasks.map((task, index) => (
                  <li key={task.id} className={editorTask}>
                    <Checkbox
                      aria-label={t('notes.editor.taskDone', { task: task.content || index + 1 })}
                      isSelected={task.completed}
                      isReadOnly={readOnly}
                      onChange={(completed) =>
                        setTasks(tasks.map((item) => (item.id === task.id ? { ...item, completed } : item)))
                      }
                    />
                    <TextField
                      className={grow}
                      aria-label={t('notes.editor.taskText', { index: index + 1 })}
                      value={task.content}
                      isReadOnly={readOnly}
                      onChange={(content) =>
                        setTasks(tasks.map((item) => (item.id === task.id ? { ...item, content } : item)))
                      }
                    />
                    <IconButton
                      label={t('notes.editor.moveUp', { task: task.content || index + 1 })}
                      icon={<ArrowUp size={16} aria-hidden="true" />}
                      isDisabled={readOnly || index === 0}
                      onPress={() => setTasks(move(tasks, index, index - 1))}
                    />
                    <IconButton
                      label={t('notes.editor.moveDown', { task: task.content || index + 1 })}
                      icon={<ArrowDown size={16} aria-hidden="true" />}
                      isDisabled={readOnly || index === tasks.length - 1}
                      onPress={() => setTasks(move(tasks, index, index + 1))}
                    />
                    <IconButton
                      label={t('notes.editor.removeTask', { task: task.content || index + 1 })}
                      icon={<Trash2 size={16} aria-hidden="true" />}
                      isDisabled={readOnly}
                      onPress={() => setTasks(tasks.filter((item) => item.id !== task.id))}
                    />
                  </li>
                ))}
              </ul>
              {!readOnly && (
                <div className={editorTask}>
                  <TextField
                    className={grow}
                    aria-label={t('notes.editor.newTask')}
                    placeholder={t('notes.editor.newTaskPlaceholder')}
                    value={newTask}
                    onChange={setNewTask}
                    inputRef={newTaskRef}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter') {
                        event.preventDefault();
                        addTask();
                      }
                    }}
                  />
                  <IconButton
                    label={t('notes.editor.addTask')}
                    icon={<Plus size={16} aria-hidden="true" />}
                    onPress={addTask}
                    isDisabled={newTask.trim() === ''}
                  />
                </div>
              )}
            </section>
          )}
          <DatePicker
            label={t('notes.editor.reminder')}
            granularity="minute"
            isClearable={!readOnly}
            value={reminderValue(draft.reminder)}
            onChange={(value) => update({ reminder: value ? value.toAbsoluteString() : null })}
            isReadOnly={readOnly}
          />
          <div className={toolbar}>
            <TagPicker
              label={t('notes.editor.labels')}
              tags={labels}
              selectedIds={draft.labels}
              onSelectionChange={(ids) => update({ labels: ids })}
              onCreate={(title) =>
                onCreateLabel(title).then((label) =>
                  setDraft((current) => ({ ...current, labels: [...current.labels, label.id] })),
                )
              }
              isDisabled={readOnly}
            />
            <TagChips
              tags={labels}
              ids={draft.labels}
              size="small"
              label={t('notes.editor.chosenLabels')}
              onRemove={
                readOnly ? undefined : (id) => update({ labels: draft.labels.filter((labelId) => labelId !== id) })
              }
            />
          </div>
        </div>
      </Dialog>
      <ConfirmDialog
        isOpen={asking === 'discard'}
        onOpenChange={(open) => !open && setAsking(null)}
        title={t('notes.discard.title')}
        confirmLabel={t('notes.discard.confirm')}
        cancelLabel={t('notes.discard.keep')}
        destructive
        onConfirm={() => {
          onDraftChange?.(null);
          onClose();
        }}
        onCancel={() => setAsking(null)}
      >
        {t('notes.discard.body')}
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={asking === 'delete'}
        onOpenChange={(open) => !open && setAsking(null)}
        title={t('notes.delete.title')}
        confirmLabel={t('notes.delete.confirm')}
        destructive
        onConfirm={() => {
          if (listed) onDelete(listed.note.id);
          onClose();
        }}
        onCancel={() => setAsking(null)}
      >
        {t('notes.delete.body', { title: draft.title.trim() || t('notes.card.untitled') })}
      </ConfirmDialog>
    </>
  );
}
