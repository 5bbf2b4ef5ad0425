import {
  ColorField as AriaColorField,
  ColorSwatch,
  FieldError,
  Group,
  Input,
  Label,
  Text,
  composeRenderProps,
  type ColorFieldProps as AriaColorFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import type { ReactNode } from 'react';
import { description as descriptionStyle, errorText, field, input, inputBox, label as labelStyle } from '../field.css';
import { hexInput, swatch } from './ColorField.css';

export interface ColorFieldProps extends Omit<AriaColorFieldProps, 'children'> {
  label?: ReactNode;
  /** Help shown under the input and linked to it as its description. */
  description?: ReactNode;
  /** Shown when the field is invalid; a function receives react-aria's validation result. */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
}

/**
 * A colour typed as a hex code (six hex digits, with or without the leading hash), with a swatch of it; react-aria parses it on
 * blur or Enter, and the arrow keys step it.
 */
export function ColorField({ label, description, errorMessage, className, ...props }: ColorFieldProps) {
  return (
    <AriaColorField
      {...props}
      className={composeRenderProps(className, (custom) => [field, custom].filter(Boolean).join(' '))}
    >
      {({ state }) => (
        <>
          {label != null && <Label className={labelStyle}>{label}</Label>}
          <Group className={inputBox}>
            {state.colorValue && <ColorSwatch color={state.colorValue} className={swatch} aria-hidden="true" />}
            <Input className={[input, hexInput].join(' ')} />
          </Group>
          {description != null && (
            <Text slot="description" className={descriptionStyle}>
              {description}
            </Text>
          )}
          <FieldError className={errorText}>{errorMessage}</FieldError>
        </>
      )}
    </AriaColorField>
  );
}
