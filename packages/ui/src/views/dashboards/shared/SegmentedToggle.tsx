import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import type { ChoiceOption } from './PeriodMenu';
import { toggleButton, toggleGroup } from './controls.css';

export interface SegmentedToggleProps<K extends string> {
  /** The group's accessible name (already translated). */
  name: string;
  options: readonly ChoiceOption<K>[];
  value: K;
  onChange: (value: K) => void;
}

/** Two or three joined toggle buttons of which exactly one is on (this week / last week). */
export function SegmentedToggle<K extends string>({ name, options, value, onChange }: SegmentedToggleProps<K>) {
  return (
    <ToggleButtonGroup
      aria-label={name}
      className={toggleGroup}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[value]}
      onSelectionChange={(keys) => {
        const option = options.find((candidate) => keys.has(candidate.id));
        if (option) onChange(option.id);
      }}
    >
      {options.map((option) => (
        <ToggleButton key={option.id} id={option.id} className={toggleButton}>
          {option.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
