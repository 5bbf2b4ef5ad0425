import { lazy, useEffect, useId, useState } from 'react';
import { Bell, CheckCheck, Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DialogTrigger } from 'react-aria-components';
import { whenIdle } from '../../api/idle';
import { Badge } from '../../primitives/Badge';
import { LazyPart } from '../../primitives/ErrorState';
import { IconButton } from '../../primitives/IconButton';
import {
  PanelEmpty,
  PanelError,
  PanelHeaderButton,
  PanelLoading,
  PanelNotice,
  ToolbarPanel,
} from '../shared/ToolbarPanel';
import { unreadCount, useFeed, useMarkAllRead, type FeedResource } from './api';
import { anchor, countBadge } from './FeedPanel.css';

/** The items' list (with the sanitizer for their markup): fetched at idle, or when a panel first opens. */
const loadFeedList = () => import('./FeedList');
const FeedList = lazy(loadFeedList);

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
  // Once the page is idle, so that opening the panel finds the list's code there.
  useEffect(() => whenIdle(() => void loadFeedList().catch(() => undefined)), []);

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
            <LazyPart
              component={FeedList}
              load={loadFeedList}
              props={{ items: feed.data, resource, outcome }}
              fallback={<PanelLoading />}
              failed={(retry) => <PanelError onRetry={retry} />}
            />
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
