import { useContext } from 'react';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { OverlayTriggerStateContext } from 'react-aria-components';
import { Link as RouterLink } from 'react-router';
import { IconButton } from '../../primitives/IconButton';
import { NamedIcon } from '../shared/NamedIcon';
import { sanitizeHtml } from '../shared/sanitize';
import { formatFeedTime } from '../shared/time';
import { useRemoveFeedItem, useToggleRead, type FeedItem, type FeedResource } from './api';
import {
  actions,
  content,
  description as descriptionClass,
  dot,
  item as itemClass,
  list,
  media,
  quietAction,
  time as timeClass,
  title as titleClass,
} from './FeedPanel.css';

export interface Outcome {
  onError: () => void;
  onSuccess: () => void;
}

export interface FeedListProps {
  items: FeedItem[];
  resource: FeedResource;
  outcome: Outcome;
}

/**
 * The feed's items, each with its read toggle and remove button. A module of its own, loaded when a
 * panel first has items to show: with the sanitizer their markup needs, it is not on the first screen.
 */
export default function FeedList({ items, resource, outcome }: FeedListProps) {
  return (
    <ul className={list}>
      {items.map((item) => (
        <FeedRow key={item.id} item={item} resource={resource} outcome={outcome} />
      ))}
    </ul>
  );
}

function FeedRow({ item, resource, outcome }: { item: FeedItem; resource: FeedResource; outcome: Outcome }) {
  const { t, i18n } = useTranslation();
  const toggle = useToggleRead(resource);
  const remove = useRemoveFeedItem(resource);
  // Following a link leaves the panel behind.
  const panel = useContext(OverlayTriggerStateContext);
  const closePanel = () => panel?.close();

  const body = (
    <>
      {item.title && <span className={titleClass}>{item.title}</span>}
      <span className={descriptionClass} dangerouslySetInnerHTML={{ __html: sanitizeHtml(item.description) }} />
      <time className={timeClass} dateTime={item.time}>
        {formatFeedTime(item.time, i18n.language)}
      </time>
    </>
  );

  return (
    <li className={itemClass} data-unread={item.read ? undefined : ''}>
      <span className={media} aria-hidden="true">
        {item.image ? <img src={item.image} alt="" /> : <NamedIcon iconName={item.icon} />}
      </span>
      {item.link == null ? (
        <div className={content}>{body}</div>
      ) : item.useRouter ? (
        <RouterLink className={content} to={item.link} onClick={closePanel}>
          {body}
        </RouterLink>
      ) : (
        <a className={content} href={item.link} target="_blank" rel="noopener noreferrer" onClick={closePanel}>
          {body}
        </a>
      )}
      <span className={actions}>
        <IconButton
          size="small"
          className={quietAction}
          label={item.read ? t('toolbar.feed.markUnread') : t('toolbar.feed.markRead')}
          tooltipPlacement="start"
          icon={<span className={dot} />}
          onPress={() => toggle.mutate({ id: item.id, read: !item.read }, outcome)}
        />
        <IconButton
          size="small"
          className={quietAction}
          data-remove=""
          label={t('toolbar.feed.remove')}
          tooltipPlacement="start"
          icon={<X size={16} aria-hidden="true" />}
          onPress={() => remove.mutate(item.id, outcome)}
        />
      </span>
    </li>
  );
}
