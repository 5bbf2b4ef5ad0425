import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button as AriaButton } from 'react-aria-components';
import { TextField } from '../../../primitives/TextField';
import { titleButton, titleField } from '../BoardView.css';

export interface EditableTitleProps {
  value: string;
  /** Names the button and the field, e.g. "Nombre de la lista". */
  label: string;
  onSave: (title: string) => void;
  /** Editing, when the owner opens it (a menu's Rename); otherwise a press or Enter on the title opens it. */
  isEditing?: boolean;
  onEditingChange?: (editing: boolean) => void;
}

/**
 * A title edited in place (react-aria's editable pattern): a button showing the title; a press or
 * Enter turns it into a field. Enter or leaving the field saves, Escape cancels; an empty title is
 * refused with a message and what was typed stays in the field.
 */
export function EditableTitle({ value, label, onSave, isEditing, onEditingChange }: EditableTitleProps) {
  const { t } = useTranslation();
  const [ownEditing, setOwnEditing] = useState(false);
  const editing = isEditing ?? ownEditing;
  const setEditing = (next: boolean) => {
    setOwnEditing(next);
    onEditingChange?.(next);
  };
  const [text, setText] = useState(value);
  const [problem, setProblem] = useState<string | null>(null);

  const open = () => {
    setText(value);
    setProblem(null);
    setEditing(true);
  };
  const save = () => {
    if (text.trim() === '') {
      setProblem(t('scrumboard.list.titleRequired'));
      return;
    }
    if (text.trim() !== value) onSave(text.trim());
    setEditing(false);
  };

  if (!editing) {
    return (
      <AriaButton className={titleButton} onPress={open} aria-label={t('scrumboard.list.rename', { title: value })}>
        {value}
      </AriaButton>
    );
  }
  return (
    <TextField
      className={titleField}
      aria-label={label}
      value={text}
      onChange={(next) => {
        setText(next);
        if (problem && next.trim() !== '') setProblem(null);
      }}
      isInvalid={problem !== null}
      errorMessage={problem}
      // The field replaces the button the user just pressed: the focus goes with it.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
      onKeyDown={(event) => {
        if (event.key === 'Enter') save();
        else if (event.key === 'Escape') {
          setProblem(null);
          setEditing(false);
        } else event.continuePropagation();
      }}
      onBlur={() => {
        // Leaving a valid title saves it; leaving an empty one keeps the field open with its message.
        if (text.trim() !== '') save();
        else setProblem(t('scrumboard.list.titleRequired'));
      }}
    />
  );
}
