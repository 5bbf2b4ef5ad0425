import { memo } from 'react';
import { AlignLeft, CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ScrumboardCard } from '@atrium/mock-api';
import { TagChips, type TagOption } from '../../../primitives/TagPicker';
import { daysOverdue, shortDay } from '../format';
import { cardFoot, cardTitle, cardTile, dueChip, marker } from '../BoardView.css';

/** A card's due date as a chip: the day, and in red with words ("Vencida hace 3 días") once it has passed. */
export function DueChip({ dueDate }: { dueDate: string }) {
  const { t, i18n } = useTranslation();
  const late = daysOverdue(dueDate);
  const day = shortDay(dueDate, i18n.language);
  return (
    <span className={dueChip} data-overdue={late > 0 || undefined}>
      <CalendarClock size={14} aria-hidden="true" />
      {late > 0 ? t('scrumboard.card.overdue', { count: late, day }) : t('scrumboard.card.due', { day })}
    </span>
  );
}

/**
 * A card in its list: its title (three lines at most: the row is named by the whole title), then its
 * due date, a mark when it has a description and its label chips, wrapping onto more lines as needed.
 * The card is as tall as its content; the lists measure each card once as it is drawn.
 * Memoised: a drag redraws every list's rows, and a card that has not changed need not be drawn again.
 */
export const CardTile = memo(function CardTile({
  card,
  labels,
}: {
  card: ScrumboardCard;
  labels: readonly TagOption[];
}) {
  const { t } = useTranslation();
  const hasDescription = card.description.trim() !== '';
  return (
    <div className={cardTile}>
      <span className={cardTitle}>{card.title}</span>
      <span className={cardFoot}>
        {card.dueDate && <DueChip dueDate={card.dueDate} />}
        {hasDescription && (
          <span className={marker} role="img" aria-label={t('scrumboard.card.hasDescription')}>
            <AlignLeft size={14} aria-hidden="true" />
          </span>
        )}
        <TagChips tags={labels} ids={card.labels} size="small" label={t('scrumboard.card.labels')} />
      </span>
    </div>
  );
});
