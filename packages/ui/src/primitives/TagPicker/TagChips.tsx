import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../IconButton';
import { tagTone } from './tagTone';
import type { TagOption } from './types';
import { chip, chipRemove, chips } from './TagPicker.css';

export interface TagChipsProps {
  tags: readonly TagOption[];
  /** The ids to show, in this order; ids that name no tag are skipped. */
  ids: readonly string[];
  /** Adds a remove button to each chip ("Quitar la etiqueta X"). */
  onRemove?: (id: string) => void;
  size?: 'small' | 'medium';
  /** The list's accessible name, e.g. "Etiquetas". */
  label?: string;
}

/**
 * Tags as chips in their hues, each with its title as text (the colour only adds to it). Renders
 * nothing when no id names a tag.
 */
export function TagChips({ tags, ids, onRemove, size = 'medium', label }: TagChipsProps) {
  const { t } = useTranslation();
  const byId = new Map(tags.map((tag) => [tag.id, tag]));
  const shown = ids.map((id) => byId.get(id)).filter((tag): tag is TagOption => tag !== undefined);
  if (shown.length === 0) return null;
  return (
    <ul className={chips} aria-label={label}>
      {shown.map((tag) => (
        <li key={tag.id} className={`${chip({ size, removable: Boolean(onRemove) })} ${tagTone(tag.color)}`}>
          {tag.title}
          {onRemove && (
            <IconButton
              className={chipRemove}
              size="small"
              label={t('tagPicker.remove', { title: tag.title })}
              icon={<X aria-hidden="true" />}
              onPress={() => onRemove(tag.id)}
            />
          )}
        </li>
      ))}
    </ul>
  );
}
