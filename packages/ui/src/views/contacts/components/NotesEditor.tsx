import { useEffect, useId, useRef } from 'react';
import { Bold, Italic, List } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Toolbar } from 'react-aria-components';
import { IconButton } from '../../../primitives/IconButton';
import { sanitizeNotes } from '../sanitizeNotes';
import { area, box, editor, label as labelClass, toolbar } from './NotesEditor.css';

export interface NotesEditorProps {
  label: string;
  /** The notes when the editor opens; later changes come from the editor itself. */
  initialValue: string | null;
  /** Receives the editor's HTML (sanitized again before it is saved or shown). */
  onChange: (html: string) => void;
}

const commands = [
  { command: 'bold', icon: Bold, labelKey: 'contacts.notes.bold' },
  { command: 'italic', icon: Italic, labelKey: 'contacts.notes.italic' },
  { command: 'insertUnorderedList', icon: List, labelKey: 'contacts.notes.list' },
] as const;

/**
 * A small rich-text editor: a content-editable box with bold, italic and list buttons. It starts
 * from sanitized notes, so nothing a server sent can run while editing.
 */
export function NotesEditor({ label, initialValue, onChange }: NotesEditorProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const areaRef = useRef<HTMLDivElement>(null);
  const rangeRef = useRef<Range | null>(null);

  useEffect(() => {
    if (areaRef.current) areaRef.current.innerHTML = initialValue ? sanitizeNotes(initialValue) : '';
    // The editor owns its content after the first render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Remember where the caret was, so a toolbar button acts on the text the user chose.
  useEffect(() => {
    const remember = () => {
      const selection = document.getSelection();
      const node = areaRef.current;
      if (node && selection && selection.rangeCount > 0 && node.contains(selection.anchorNode)) {
        rangeRef.current = selection.getRangeAt(0).cloneRange();
      }
    };
    document.addEventListener('selectionchange', remember);
    return () => document.removeEventListener('selectionchange', remember);
  }, []);

  const run = (command: string) => {
    const node = areaRef.current;
    if (!node) return;
    node.focus();
    const selection = document.getSelection();
    if (rangeRef.current && selection) {
      selection.removeAllRanges();
      selection.addRange(rangeRef.current);
    }
    // execCommand is deprecated but remains the one editing primitive every browser ships.
    document.execCommand(command);
    onChange(node.innerHTML);
  };

  return (
    <div className={editor}>
      <span id={labelId} className={labelClass}>
        {label}
      </span>
      <div className={box}>
        <Toolbar className={toolbar} aria-label={t('contacts.notes.toolbar')}>
          {commands.map(({ command, icon: Icon, labelKey }) => (
            <IconButton
              key={command}
              label={t(labelKey)}
              icon={<Icon size={16} aria-hidden="true" />}
              onPress={() => run(command)}
            />
          ))}
        </Toolbar>
        <div
          ref={areaRef}
          className={area}
          role="textbox"
          aria-multiline="true"
          aria-labelledby={labelId}
          tabIndex={0}
          contentEditable
          suppressContentEditableWarning
          onInput={(event) => onChange(event.currentTarget.innerHTML)}
        />
      </div>
    </div>
  );
}
