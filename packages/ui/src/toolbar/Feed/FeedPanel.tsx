import { useContext, useId, useState } from 'react';
import { Bell, CheckCheck, Inbox, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DialogTrigger, OverlayTriggerStateContext } from 'react-aria-components';
import { Link as RouterLink } from 'react-router';
import { Badge } from '../../primitives/Badge';
import { IconButton } from '../../primitives/IconButton';
import { NamedIcon } from '../shared/NamedIcon';
import { sanitizeHtml } from '../shared/sanitize';
import { formatFeedTime } from '../shared/time';
import {
  PanelEmpty,
  PanelError,
  PanelHeaderButton,
  PanelLoading,
  PanelNotice,
  ToolbarPanel,
} from '../shared/ToolbarPanel';
import {
  unreadCount,
  useFeed,
  useMarkAllRead,
  useRemoveFeedItem,
  useToggleRead,
  type FeedItem,
  type FeedResource,
} from './api';
import {
  actions,
  anchor,
  content,
  countBadge,
  description as descriptionClass,
  dot,
  item as itemClass,
  list,
  media,
  quietAction,
  time as timeClass,
  title as titleClass,
} from './FeedPanel.css';

export interface FeedPanelProps {
  /** Which feed: notifications (bell) or messages (inbox). */
  resource: FeedResource;
}

const triggerIcons = { notifications: Bell, messages: Inbox } as const;
const badgeVariants = { notifications: 'primary', messages: 'success' } as const;

/**
 * The notifications or messages panel: a button with an unread-count bubble opening a panel to
 * read, mark read or unread, and remove items. Changes show at once and are undone if they fail.
 */
export function FeedPanel({ resource }: FeedPanelProps) {
  const { t } = useTranslation();
  const feed = useFeed(resource);
  const markAll = useMarkAllRead(resource);
  const count = unreadCount(feed.data);
  const badgeId = useId();
  const [failed, setFailed] = useState(false);
  const outcome = { onError: () => setFailed(true), onSuccess: () => setFailed(false) };
  const TriggerIcon = triggerIcons[resource];

  return (
    <span className={anchor}>
      <DialogTrigger>
        <IconButton
          label={t(`toolbar.${resource}.open`)}
          icon={<TriggerIcon size={20} aria-hidden="true" />}
          tooltipPlacement="bottom"
          aria-describedby={count > 0 ? badgeId : undefined}
        />
        <ToolbarPanel
          title={t(`toolbar.${resource}.title`)}
          actions={
            <PanelHeaderButton
              label={t('toolbar.feed.markAllRead')}
              icon={<CheckCheck size={20} aria-hidden="true" />}
              isDisabled={count === 0}
              onPress={() => markAll.mutate(undefined, outcome)}
            />
          }
        >
          {failed && <PanelNotice message={t('toolbar.panel.changeFailed')} onDismiss={() => setFailed(false)} />}
          {feed.isPending ? (
            <PanelLoading />
          ) : feed.isError ? (
            <PanelError onRetry={() => void feed.refetch()} />
          ) : feed.data.length === 0 ? (
            <PanelEmpty
              icon={<TriggerIcon aria-hidden="true" />}
              title={t(`toolbar.${resource}.empty`)}
              hint={t(`toolbar.${resource}.emptyHint`)}
            />
          ) : (
            <ul className={list}>
              {feed.data.map((item) => (
                <FeedRow key={item.id} item={item} resource={resource} outcome={outcome} />
              ))}
            </ul>
          )}
        </ToolbarPanel>
      </DialogTrigger>
      {count > 0 && (
        <Badge
          id={badgeId}
          className={countBadge}
          variant={badgeVariants[resource]}
          count={count}
          label={t('toolbar.feed.unreadCount', { count })}
        />
      )}
    </span>
  );
}

interface Outcome {
  onError: () => void;
  onSuccess: () => void;
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
