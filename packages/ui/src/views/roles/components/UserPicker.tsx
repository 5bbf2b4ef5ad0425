import { useEffect, useState, type ReactNode } from 'react';
import type { AccountSummary } from '@atrium/mock-api';
import { ComboBox, ComboBoxItem } from '../../../primitives/ComboBox';
import { useUserSearch } from '../api/roles';
import { option, optionEmail } from './UserPicker.css';

/** Waits until typing pauses, so each keystroke does not ask the API. */
export const USER_SEARCH_DEBOUNCE_MS = 250;

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export interface UserPickerProps {
  label: ReactNode;
  description?: ReactNode;
  selected: AccountSummary | null;
  onSelect: (user: AccountSummary | null) => void;
  /** Users not offered (already members). */
  exclude?: readonly string[];
  isDisabled?: boolean;
}

/** Finds a user by name or email (`api/users`, the first ten matches) and picks one. Give it a new `key` to empty it. */
export function UserPicker({ label, description, selected, onSelect, exclude = [], isDisabled }: UserPickerProps) {
  const [input, setInput] = useState(selected?.name ?? '');
  const search = useDebounced(input === selected?.name ? '' : input, USER_SEARCH_DEBOUNCE_MS);
  const users = useUserSearch(search.trim());
  const items = (users.data?.items ?? []).filter((user) => !exclude.includes(user.id) || user.id === selected?.id);
  // The picked user stays an option, so the field keeps showing them while the next search loads.
  if (selected && !items.some((user) => user.id === selected.id)) items.unshift(selected);
  return (
    <ComboBox
      label={label}
      description={description}
      items={items}
      inputValue={input}
      onInputChange={(value) => {
        setInput(value);
        if (selected && value !== selected.name) onSelect(null);
      }}
      selectedKey={selected?.id ?? null}
      onSelectionChange={(key) => {
        const user = items.find((candidate) => candidate.id === key) ?? null;
        onSelect(user);
        if (user) setInput(user.name);
      }}
      menuTrigger="focus"
      // The API has already matched name or email; react-aria's own filter would match the name alone.
      defaultFilter={() => true}
      isDisabled={isDisabled}
    >
      {(user) => (
        <ComboBoxItem id={user.id} textValue={user.name}>
          <span className={option}>
            {user.name}
            <span className={optionEmail}>{user.email}</span>
          </span>
        </ComboBoxItem>
      )}
    </ComboBox>
  );
}
