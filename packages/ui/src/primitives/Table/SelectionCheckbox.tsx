import { Check, Minus } from 'lucide-react';
import { Checkbox, composeRenderProps, type CheckboxProps } from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import { box, checkbox } from './SelectionCheckbox.css';

/**
 * The selection checkbox of a collection row (Table, GridList): `slot="selection"` lets the collection
 * wire its state and its accessible name ("Seleccionar", "Seleccionar todo") through react-aria.
 */
export function SelectionCheckbox({ className, ...props }: Omit<CheckboxProps, 'children'>) {
  return (
    <Checkbox
      slot="selection"
      {...props}
      className={composeRenderProps(className, (custom) => [checkbox, custom].filter(Boolean).join(' '))}
    >
      {({ isSelected, isIndeterminate }) => (
        <span className={box}>
          {isIndeterminate ? <Icon icon={Minus} size="sm" /> : isSelected ? <Icon icon={Check} size="sm" /> : null}
        </span>
      )}
    </Checkbox>
  );
}
