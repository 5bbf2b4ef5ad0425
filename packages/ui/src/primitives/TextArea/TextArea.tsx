import {
  FieldError,
  Label,
  Text,
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  composeRenderProps,
  type TextFieldProps as AriaTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { useState, type ReactNode, type Ref } from 'react';
import { description as descriptionStyle, errorText, field, label as labelStyle } from '../field.css';
import { textArea } from './TextArea.css';

export interface TextAreaProps extends Omit<AriaTextFieldProps, 'type' | 'pattern' | 'inputMode'> {
  label?: ReactNode;
  /** Help shown under the text area and linked to it as its description. */
  description?: ReactNode;
  /** Shown when the field is invalid; a function receives react-aria's validation result. */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  placeholder?: string;
  /** Rows shown when empty; the area grows a row per line of text from here. Defaults to 3. */
  rows?: number;
  /** The most rows it grows to before scrolling. Defaults to 10. */
  maxRows?: number;
  textAreaRef?: Ref<HTMLTextAreaElement>;
}

const lineCount = (text: string) => text.split('\n').length;

/** A multi-line text field with the same anatomy as TextField; it grows with its content. */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 3,
  maxRows = 10,
  textAreaRef,
  className,
  onChange,
  ...props
}: TextAreaProps) {
  // Lines typed so far when uncontrolled; a controlled value is measured directly.
  const [uncontrolledLines, setUncontrolledLines] = useState(() => lineCount(props.defaultValue ?? ''));
  const lines = props.value != null ? lineCount(props.value) : uncontrolledLines;
  const shownRows = Math.min(Math.max(rows, lines), Math.max(rows, maxRows));

  return (
    <AriaTextField
      {...props}
      onChange={(value) => {
        setUncontrolledLines(lineCount(value));
        onChange?.(value);
      }}
      className={composeRenderProps(className, (custom) => [field, custom].filter(Boolean).join(' '))}
    >
      {label != null && <Label className={labelStyle}>{label}</Label>}
      <AriaTextArea ref={textAreaRef} rows={shownRows} placeholder={placeholder} className={textArea} />
      {description != null && (
        <Text slot="description" className={descriptionStyle}>
          {description}
        </Text>
      )}
      <FieldError className={errorText}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
