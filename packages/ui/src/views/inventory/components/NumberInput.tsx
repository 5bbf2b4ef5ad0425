import { FieldError, Group, Input, Label, NumberField, type NumberFieldProps } from 'react-aria-components';
import type { ReactNode } from 'react';
import { errorText, field, input, inputBox, label as labelStyle } from '../../../primitives/field.css';

export interface NumberInputProps extends Omit<NumberFieldProps, 'children' | 'className'> {
  label: ReactNode;
  /** Shown under the field while it is invalid. */
  errorMessage?: ReactNode;
}

/**
 * A number typed in the active language's format (react-aria parses "1.234,5" in Spanish and
 * "1,234.5" in English). No min or max is given to react-aria on purpose: a value out of range is
 * kept as typed and refused with a message, not clamped behind the user's back.
 */
export function NumberInput({ label, errorMessage, ...props }: NumberInputProps) {
  return (
    <NumberField {...props} className={field} validationBehavior="aria">
      <Label className={labelStyle}>{label}</Label>
      <Group className={inputBox}>
        <Input className={input} />
      </Group>
      <FieldError className={errorText}>{errorMessage}</FieldError>
    </NumberField>
  );
}
