import { Search, X } from 'lucide-react';
import {
  Button,
  FieldError,
  Group,
  Input,
  Label,
  SearchField as AriaSearchField,
  Text,
  composeRenderProps,
  type SearchFieldProps as AriaSearchFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import {
  boxButton,
  boxIcon,
  description as descriptionStyle,
  errorText,
  field,
  input,
  inputBox,
  label as labelStyle,
  visuallyHidden,
} from '../field.css';
import { clearButton, clearIcon, searchInput } from './SearchField.css';

export interface SearchFieldProps extends AriaSearchFieldProps {
  /** Names the field. Always give one; hide it with `hideLabel` when the context makes it obvious. */
  label: ReactNode;
  /** Keeps the label for assistive technology but does not draw it. */
  hideLabel?: boolean;
  description?: ReactNode;
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A search input: Enter calls `onSubmit`, Escape or the clear button empties it (and calls `onClear`). */
export function SearchField({
  label,
  hideLabel = false,
  description,
  errorMessage,
  placeholder,
  inputRef,
  className,
  ...props
}: SearchFieldProps) {
  const { t } = useTranslation();
  return (
    <AriaSearchField
      {...props}
      className={composeRenderProps(className, (custom) => [field, custom].filter(Boolean).join(' '))}
    >
      <Label className={hideLabel ? visuallyHidden : labelStyle}>{label}</Label>
      <Group className={inputBox} role="presentation">
        <span className={boxIcon} aria-hidden="true">
          <Search />
        </span>
        <Input ref={inputRef} className={[input, searchInput].join(' ')} placeholder={placeholder} />
        <Button className={[boxButton, clearButton].join(' ')} aria-label={t('formControls.searchField.clear')}>
          <X className={clearIcon} aria-hidden="true" />
        </Button>
      </Group>
      {description != null && (
        <Text slot="description" className={descriptionStyle}>
          {description}
        </Text>
      )}
      <FieldError className={errorText}>{errorMessage}</FieldError>
    </AriaSearchField>
  );
}
