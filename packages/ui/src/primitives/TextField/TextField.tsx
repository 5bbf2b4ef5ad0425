import {
  FieldError,
  Group,
  Input,
  Label,
  Text,
  TextField as AriaTextField,
  composeRenderProps,
  type TextFieldProps as AriaTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import type { ReactNode, Ref } from 'react';
import {
  boxIcon,
  description as descriptionStyle,
  errorText,
  field,
  input,
  inputBox,
  label as labelStyle,
} from '../field.css';
import { textInput } from './TextField.css';

export interface TextFieldProps extends AriaTextFieldProps {
  label?: ReactNode;
  /** Help shown under the input and linked to it as its description. */
  description?: ReactNode;
  /** Shown when the field is invalid; a function receives react-aria's validation result. Without it, the native message shows. */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  placeholder?: string;
  /** A decorative icon at the start of the input box (a lucide icon). */
  icon?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
}

/** A single-line text input with label, description and error message, validated by react-aria. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  icon,
  inputRef,
  className,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField
      {...props}
      className={composeRenderProps(className, (custom) => [field, custom].filter(Boolean).join(' '))}
    >
      {label != null && <Label className={labelStyle}>{label}</Label>}
      <Group className={inputBox}>
        {icon != null && (
          <span className={boxIcon} aria-hidden="true">
            {icon}
          </span>
        )}
        <Input ref={inputRef} className={[input, textInput].join(' ')} placeholder={placeholder} />
      </Group>
      {description != null && (
        <Text slot="description" className={descriptionStyle}>
          {description}
        </Text>
      )}
      <FieldError className={errorText}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
