import { ChevronDown } from 'lucide-react';
import {
  Button,
  ComboBox as AriaComboBox,
  FieldError,
  Group,
  Input,
  Label,
  ListBox,
  Popover,
  Text,
  composeRenderProps,
  type ComboBoxProps as AriaComboBoxProps,
  type ValidationResult,
} from 'react-aria-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  boxButton,
  description as descriptionStyle,
  errorText,
  field,
  input,
  inputBox,
  label as labelStyle,
} from '../field.css';
import { listBox, popover } from '../listbox.css';
import { SelectItem, type SelectItemProps } from '../Select';
import { chevron } from './ComboBox.css';

export interface ComboBoxProps<T extends object> extends Omit<AriaComboBoxProps<T>, 'children'> {
  label?: ReactNode;
  /** Help shown under the input and linked to it as its description. */
  description?: ReactNode;
  /** Shown when the field is invalid; a function receives react-aria's validation result. */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  placeholder?: string;
  /** The options as data, rendered by `children` as a function; or leave it out and pass `ComboBoxItem`s. */
  items?: Iterable<T>;
  children: ReactNode | ((item: T) => ReactNode);
}

/**
 * A text input that filters a list of options as you type. With `allowsCustomValue` the typed text is
 * kept even when it matches no option. When nothing matches, the list says so instead of closing.
 */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  placeholder,
  items,
  children,
  className,
  ...props
}: ComboBoxProps<T>) {
  const { t } = useTranslation();
  return (
    <AriaComboBox
      allowsEmptyCollection
      {...props}
      className={composeRenderProps(className, (custom) => [field, custom].filter(Boolean).join(' '))}
    >
      {label != null && <Label className={labelStyle}>{label}</Label>}
      <Group className={inputBox} role="presentation">
        <Input className={input} placeholder={placeholder} />
        <Button className={boxButton}>
          <ChevronDown className={chevron} aria-hidden="true" />
        </Button>
      </Group>
      {description != null && (
        <Text slot="description" className={descriptionStyle}>
          {description}
        </Text>
      )}
      <FieldError className={errorText}>{errorMessage}</FieldError>
      <Popover className={popover}>
        <ListBox items={items} className={listBox} renderEmptyState={() => t('formControls.comboBox.noResults')}>
          {children}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}

/** One option of a ComboBox: the same option a Select shows. */
export const ComboBoxItem = SelectItem;
export type ComboBoxItemProps<T extends object = object> = SelectItemProps<T>;
