import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Key } from 'react-aria-components';
import { Button } from '../../../primitives/Button';
import { Menu, MenuItem, MenuTrigger } from '../../../primitives/Menu';
import { chevron, periodButton } from './controls.css';

export interface ChoiceOption<K extends string> {
  id: K;
  /** Already translated. */
  label: string;
}

export interface PeriodMenuProps<K extends string> {
  /** What is chosen (already translated), e.g. "Due tasks period": the button is named "<name>: <choice>". */
  name: string;
  options: readonly ChoiceOption<K>[];
  value: K;
  onChange: (value: K) => void;
}

/** A button showing the current choice that opens a menu of the others (a period, a project). */
export function PeriodMenu<K extends string>({ name, options, value, onChange }: PeriodMenuProps<K>) {
  const { t } = useTranslation();
  const current = options.find((option) => option.id === value)?.label ?? '';
  const pick = (key: Key) => {
    const option = options.find((candidate) => candidate.id === key);
    if (option) onChange(option.id);
  };
  return (
    <MenuTrigger>
      <Button
        variant="flat"
        size="small"
        className={periodButton}
        aria-label={t('dashboards.common.choice', { name, value: current })}
      >
        {current}
        <ChevronDown className={chevron} aria-hidden="true" />
      </Button>
      {/* Named by its trigger ("<name>: <choice>"); an own aria-label would be read after it. */}
      <Menu
        placement="bottom end"
        items={options}
        selectionMode="single"
        selectedKeys={[value]}
        disallowEmptySelection
        onAction={pick}
      >
        {(option) => <MenuItem id={option.id}>{option.label}</MenuItem>}
      </Menu>
    </MenuTrigger>
  );
}
