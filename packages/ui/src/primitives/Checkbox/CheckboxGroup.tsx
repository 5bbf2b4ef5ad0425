import {
  CheckboxGroup as AriaCheckboxGroup,
  FieldError,
  Label,
  Text,
  composeRenderProps,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
  type ValidationResult,
} from 'react-aria-components';
import type { ReactNode } from 'react';
import { description as descriptionStyle, errorText, field, label as labelStyle } from '../field.css';
import { group } from './Checkbox.css';

export interface CheckboxGroupProps extends Omit<AriaCheckboxGroupProps, 'children'> {
  label?: ReactNode;
  description?: ReactNode;
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** The `Checkbox`es, each with a `value`. */
  children?: ReactNode;
}

/** A labelled set of checkboxes sharing one value (the array of checked `value`s) and one validation. */
export function CheckboxGroup({ label, description, errorMessage, children, className, ...props }: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup
      {...props}
      className={composeRenderProps(className, (custom) => [field, custom].filter(Boolean).join(' '))}
    >
      {label != null && <Label className={labelStyle}>{label}</Label>}
      <div className={group}>{children}</div>
      {description != null && (
        <Text slot="description" className={descriptionStyle}>
          {description}
        </Text>
      )}
      <FieldError className={errorText}>{errorMessage}</FieldError>
    </AriaCheckboxGroup>
  );
}
