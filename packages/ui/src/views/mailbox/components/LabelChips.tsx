import { useTranslation } from 'react-i18next';
import type { MailLabel } from '@atrium/mock-api';
import { labelChip, labelChips, labelTone } from '../Mailbox.css';

/** A mail's labels as chips in their colours, each with its title (colour alone says nothing to many). */
export function LabelChips({ labels, ids }: { labels: readonly MailLabel[] | undefined; ids: readonly string[] }) {
  const { t } = useTranslation();
  const byId = new Map((labels ?? []).map((label) => [label.id, label]));
  const shown = ids.map((id) => byId.get(id)).filter((label): label is MailLabel => label !== undefined);
  if (shown.length === 0) return null;
  return (
    <ul className={labelChips} aria-label={t('mailbox.reader.labels')}>
      {shown.map((label) => (
        <li key={label.id} className={`${labelChip} ${labelTone[label.color]}`}>
          {label.title}
        </li>
      ))}
    </ul>
  );
}
