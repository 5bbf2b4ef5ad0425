/** How tall the empty editor stands; it grows with its text from there. */
export type RichTextEditorHeight = 'small' | 'medium' | 'large';

export interface RichTextEditorProps {
  /** The visible label, which also names the editor. Give this or `aria-label`. */
  label?: string;
  /** The editor's accessible name when there is no visible label. */
  'aria-label'?: string;
  /** HTML; read when the editor mounts and again whenever `resetKey` changes. */
  value: string;
  /** Change it to load a new `value` (another mail, another note); history starts afresh. */
  resetKey?: string | number;
  /** Sanitized HTML after every change, '' when the editor holds no text. */
  onChange: (html: string) => void;
  placeholder?: string;
  /** Help under the editor, linked to it as its description. */
  description?: string;
  /** Shown under the editor while `isInvalid`, and linked to it. */
  errorMessage?: string;
  isInvalid?: boolean;
  isDisabled?: boolean;
  autoFocus?: boolean;
  /** Defaults to 'medium'. */
  minHeight?: RichTextEditorHeight;
}
