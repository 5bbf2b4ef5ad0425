import { Check, Minus } from 'lucide-react';
import {
  Checkbox as AriaCheckbox,
  composeRenderProps,
  type CheckboxProps as AriaCheckboxProps,
} from 'react-aria-components';
import { box, checkbox, mark } from './Checkbox.css';

export type CheckboxProps = AriaCheckboxProps;

/** A checkbox with its label as children; `isIndeterminate` shows a dash (a "some selected" parent). */
export function Checkbox({ className, children, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox
      {...props}
      className={composeRenderProps(className, (custom) => [checkbox, custom].filter(Boolean).join(' '))}
    >
      {composeRenderProps(children, (label, { isSelected, isIndeterminate }) => (
        <>
          <span className={box} aria-hidden="true">
            {isIndeterminate ? (
              <Minus className={mark} strokeWidth={3} />
            ) : isSelected ? (
              <Check className={mark} strokeWidth={3} />
            ) : null}
          </span>
          {label}
        </>
      ))}
    </AriaCheckbox>
  );
}
