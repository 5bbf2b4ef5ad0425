import { useRef, useState } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '../../../primitives/Button';
import { TextField } from '../../../primitives/TextField';
import { addForm, addFormActions, addOpener } from '../BoardView.css';

export interface AddInlineProps {
  /** The opener's text, e.g. "Añadir tarjeta". */
  openLabel: string;
  /** The field's name, e.g. "Título de la nueva tarjeta". */
  fieldLabel: string;
  /** The add button's text. */
  submitLabel: string;
  /** The message when Enter is pressed on an empty field. */
  requiredMessage: string;
  onAdd: (title: string) => void;
  /** Stays open after an add, ready for the next one (cards); closes otherwise (lists). */
  keepOpen?: boolean;
  cancelLabel: string;
}

/**
 * An opener that turns into a title field: Enter adds (an empty title is refused with a message),
 * Escape or Cancel closes it; with `keepOpen` the field empties and stays for the next title.
 */
export function AddInline({
  openLabel,
  fieldLabel,
  submitLabel,
  requiredMessage,
  onAdd,
  keepOpen,
  cancelLabel,
}: AddInlineProps) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  if (!open) {
    return (
      <Button variant="flat" className={addOpener} onPress={() => setOpen(true)}>
        <Plus size={18} aria-hidden="true" />
        {openLabel}
      </Button>
    );
  }
  const add = () => {
    if (text.trim() === '') {
      setProblem(requiredMessage);
      inputRef.current?.focus();
      return;
    }
    onAdd(text.trim());
    setText('');
    setProblem(null);
    if (keepOpen) inputRef.current?.focus();
    else setOpen(false);
  };
  const close = () => {
    setText('');
    setProblem(null);
    setOpen(false);
  };
  return (
    <form
      className={addForm}
      onSubmit={(event) => {
        event.preventDefault();
        add();
      }}
    >
      <TextField
        aria-label={fieldLabel}
        value={text}
        onChange={(next) => {
          setText(next);
          if (problem && next.trim() !== '') setProblem(null);
        }}
        isInvalid={problem !== null}
        errorMessage={problem}
        inputRef={inputRef}
        // The field replaces the opener the user just pressed.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
          else event.continuePropagation();
        }}
      />
      <div className={addFormActions}>
        <Button type="submit" size="small">
          {submitLabel}
        </Button>
        <Button variant="secondary" size="small" onPress={close}>
          {cancelLabel}
        </Button>
      </div>
    </form>
  );
}
