import { Check, ChevronDown } from 'lucide-react';
import {
  Button,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  Text,
  composeRenderProps,
  type ListBoxItemProps,
  type SelectProps as AriaSelectProps,
  type ValidationResult,
} from 'react-aria-components';
import type { ReactNode } from 'react';
import { description as descriptionStyle, errorText, field, label as labelStyle } from '../field.css';
import { listBox, option, optionCheck, optionLabel, popover } from '../listbox.css';
import { chevron, trigger, value } from './Select.css';

export interface SelectProps<T extends object> extends Omit<AriaSelectProps<T>, 'children'> {
  label?: ReactNode;
  /** Help shown under the trigger and linked to it as its description. */
  description?: ReactNode;
  /** Shown when the field is invalid; a function receives react-aria's validation result. */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** The options as data, rendered by `children` as a function; or leave it out and pass `SelectItem`s. */
  items?: Iterable<T>;
  children: ReactNode | ((item: T) => ReactNode);
}

/** Pick one option from a popover list; the chosen option's text shows in the trigger. */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  items,
  children,
  className,
  ...props
}: SelectProps<T>) {
  return (
    <AriaSelect
      {...props}
      className={composeRenderProps(className, (custom) => [field, custom].filter(Boolean).join(' '))}
    >
      {label != null && <Label className={labelStyle}>{label}</Label>}
      <Button className={trigger}>
        <SelectValue className={value} />
        <ChevronDown className={chevron} aria-hidden="true" />
      </Button>
      {description != null && (
        <Text slot="description" className={descriptionStyle}>
          {description}
        </Text>
      )}
      <FieldError className={errorText}>{errorMessage}</FieldError>
      <Popover className={popover}>
        <ListBox items={items} className={listBox}>
          {children}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}

export type SelectItemProps<T extends object = object> = ListBoxItemProps<T>;

/** One option of a Select (or ComboBox); a check marks the selected one. Give `textValue` when children are not plain text. */
export function SelectItem<T extends object>({ className, children, textValue, ...props }: SelectItemProps<T>) {
  return (
    <ListBoxItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={composeRenderProps(className, (custom) => [option, custom].filter(Boolean).join(' '))}
    >
      {composeRenderProps(children, (content, { isSelected }) => (
        <>
          <span className={optionLabel}>{content}</span>
          {isSelected && <Check className={optionCheck} aria-hidden="true" />}
        </>
      ))}
    </ListBoxItem>
  );
}
