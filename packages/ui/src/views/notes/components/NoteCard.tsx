import { memo } from 'react';
import { Bell, Circle, CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NoteWithLabels } from '@atrium/mock-api';
import { visuallyHidden } from '../../../primitives/field.css';
import { RichTextView } from '../../../primitives/RichText';
import { TagChips } from '../../../primitives/TagPicker';
import { isMarkup } from '../model';
import {
  card,
  cardBody,
  cardImage,
  cardLink,
  cardText,
  cardTitle,
  checkIcon,
  checklist,
  checklistRow,
  reminder as reminderClass,
} from '../NotesView.css';

/**
 * A note's text on its card: markup through the design system's sanitizing view (text markup and
 * http, https or mailto links only), plain text (as the seed has it) with its line breaks.
 */
export function NoteText({ content }: { content: string }) {
  if (content.trim() === '') return null;
  if (isMarkup(content)) return <RichTextView className={cardText} html={content} />;
  return <p className={cardText}>{content}</p>;
}

export function formatReminder(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

export interface NoteCardProps {
  note: NoteWithLabels;
  /** Where the card's link opens the note (the same list with the note in the address). */
  href: string;
}

/**
 * A note's card: image, title (3 lines at most), text, checklist, label chips and reminder. The title
 * is the card's one link, stretched over the card, so a card is one stop for the keyboard.
 */
export const NoteCard = memo(function NoteCard({ note, href }: NoteCardProps) {
  const { t, i18n } = useTranslation();
  const title = note.title.trim() || t('notes.card.untitled');
  return (
    <article className={card} aria-label={title}>
      {note.image && <img className={cardImage} src={note.image} alt="" />}
      <div className={cardBody}>
        <h2 className={cardTitle} data-truncate>
          <Link to={href} className={cardLink}>
            {title}
          </Link>
        </h2>
        <NoteText content={note.content} />
        {note.tasks && note.tasks.length > 0 && (
          <ul className={checklist} aria-label={t('notes.card.checklist')}>
            {note.tasks.map((task) => (
              <li key={task.id} className={checklistRow} data-completed={task.completed || undefined}>
                {task.completed ? (
                  <CircleCheck className={checkIcon} aria-hidden="true" />
                ) : (
                  <Circle className={checkIcon} aria-hidden="true" />
                )}
                <span className={visuallyHidden}>
                  {task.completed ? t('notes.card.done') : t('notes.card.notDone')}
                </span>
                {task.content}
              </li>
            ))}
          </ul>
        )}
        {note.labels.length > 0 && (
          <TagChips
            tags={note.labels}
            ids={note.labels.map((label) => label.id)}
            size="small"
            label={t('notes.card.labels')}
          />
        )}
        {note.reminder && (
          <p className={reminderClass}>
            <Bell size={14} aria-hidden="true" />
            {t('notes.card.reminder', { date: formatReminder(note.reminder, i18n.language) })}
          </p>
        )}
      </div>
    </article>
  );
});
