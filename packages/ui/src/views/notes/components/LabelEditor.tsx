import { useState } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { NoteLabel } from '@atrium/mock-api';
import { Dialog } from '../../../primitives/Dialog';
import { IconButton } from '../../../primitives/IconButton';
import { TextField } from '../../../primitives/TextField';
import { editor, grow, labelRow, labelRows } from '../NotesView.css';

export interface LabelEditorProps {
  labels: NoteLabel[];
  onCreate: (title: string) => void;
  onRename: (label: NoteLabel) => void;
  onDelete: (label: NoteLabel) => void;
  onClose: () => void;
}

/** A label's name, renamed when the field is left or Enter is pressed (a blank name puts the old one back). */
function LabelRow({
  label,
  onRename,
  onDelete,
}: { label: NoteLabel } & Pick<LabelEditorProps, 'onRename' | 'onDelete'>) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(label.title);
  const commit = () => {
    const trimmed = title.trim();
    if (trimmed === '') setTitle(label.title);
    else if (trimmed !== label.title) onRename({ id: label.id, title: trimmed });
  };
  return (
    <li className={labelRow}>
      <TextField
        className={grow}
        aria-label={t('notes.labels.rename', { label: label.title })}
        value={title}
        onChange={setTitle}
        onBlur={commit}
        onKeyDown={(event) => event.key === 'Enter' && commit()}
      />
      <IconButton
        label={t('notes.labels.delete', { label: label.title })}
        icon={<Trash2 size={16} aria-hidden="true" />}
        onPress={() => onDelete(label)}
      />
    </li>
  );
}

/** The label editor: a field to create a label, and every label renamable and deletable. */
export function LabelEditor({ labels, onCreate, onRename, onDelete, onClose }: LabelEditorProps) {
  const { t } = useTranslation();
  const [title, setTitle] = useState('');
  const exists = labels.some((label) => label.title.toLocaleLowerCase() === title.trim().toLocaleLowerCase());
  const create = () => {
    if (title.trim() === '' || exists) return;
    onCreate(title.trim());
    setTitle('');
  };
  return (
    <Dialog isOpen onOpenChange={(open) => !open && onClose()} title={t('notes.labels.title')} size="sm">
      <div className={editor}>
        <div className={labelRow}>
          <TextField
            className={grow}
            label={t('notes.labels.new')}
            value={title}
            onChange={setTitle}
            isInvalid={exists}
            errorMessage={t('notes.labels.exists')}
            onKeyDown={(event) => event.key === 'Enter' && create()}
          />
          <IconButton
            label={t('notes.labels.create')}
            icon={<Plus size={16} aria-hidden="true" />}
            onPress={create}
            isDisabled={title.trim() === '' || exists}
          />
        </div>
        <ul className={labelRows} aria-label={t('notes.labels.list')}>
          {labels.map((label) => (
            <LabelRow key={`${label.id}:${label.title}`} label={label} onRename={onRename} onDelete={onDelete} />
          ))}
        </ul>
      </div>
    </Dialog>
  );
}
