import { Tags } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Icon } from '../Icon/Icon';
import { Popover, PopoverTrigger } from '../Popover';
import { TagPanel, type TagPanelProps } from './TagPanel';

export interface TagPickerProps extends TagPanelProps {
  /** The button's text; `label` when left out. The popover is headed (and named) by `label`. */
  triggerLabel?: string;
}

/**
 * A button (tag icon, label, how many are chosen) that opens the {@link TagPanel} in a popover.
 * The count counts chosen ids that name a known tag.
 */
export function TagPicker({ triggerLabel, ...panel }: TagPickerProps) {
  const { t } = useTranslation();
  const known = new Set(panel.tags.map((tag) => tag.id));
  const count = panel.selectedIds.filter((id) => known.has(id)).length;
  return (
    <PopoverTrigger>
      <Button variant="secondary" size="small" isDisabled={panel.isDisabled}>
        <Icon icon={Tags} size="sm" />
        {triggerLabel ?? panel.label}
        {count > 0 && <Badge variant="neutral" count={count} label={t('tagPicker.count', { count })} />}
      </Button>
      <Popover title={panel.label} placement="bottom start">
        <TagPanel {...panel} />
      </Popover>
    </PopoverTrigger>
  );
}
