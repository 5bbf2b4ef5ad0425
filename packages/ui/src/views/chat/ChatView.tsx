import { useState } from 'react';
import { MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Outlet, Route, Routes, useMatch } from 'react-router';
import { EmptyMessage, messageIcon } from '../../primitives/StatusMessage';
import { ChatsList } from './ChatsList';
import { Conversation } from './Conversation';
import { ChatToasts } from './components/ChatThread';
import { ChatNavigationProvider, useChatNavigation, useMountPath } from './components/navigation';
import { NewChatDrawer } from './components/NewChatDrawer';
import { ProfileDrawer } from './components/ProfileDrawer';
import { mainPane, prompt, root } from './ChatView.css';

/** Nothing chosen: a large icon and a prompt. */
export function NoChatSelected() {
  const { t } = useTranslation();
  return (
    <div className={mainPane}>
      <div className={prompt}>
        <EmptyMessage
          icon={<MessagesSquare className={messageIcon} aria-hidden="true" />}
          title={t('chat.noSelection.title')}
        >
          <p>{t('chat.noSelection.hint')}</p>
        </EmptyMessage>
      </div>
    </div>
  );
}

type ListDrawer = 'profile' | 'new' | null;

function ChatLayout() {
  const { listPath } = useChatNavigation();
  const match = useMatch(`${listPath === '/' ? '' : listPath}/:id`);
  const [drawer, setDrawer] = useState<ListDrawer>(null);
  const selectedId = match?.params.id;
  return (
    <div className={root} data-open={selectedId ? true : undefined}>
      <ChatsList
        selectedId={selectedId}
        onOpenProfile={() => setDrawer('profile')}
        onNewChat={() => setDrawer('new')}
      />
      <Outlet />
      <ProfileDrawer isOpen={drawer === 'profile'} onOpenChange={(open) => setDrawer(open ? 'profile' : null)} />
      <NewChatDrawer isOpen={drawer === 'new'} onOpenChange={(open) => setDrawer(open ? 'new' : null)} />
    </div>
  );
}

/**
 * The chat app. Mount it on a splat route (`/apps/chat/*`, and `/chat/*` for the operator's area): the
 * list with "choose a conversation" is its index, and `:id` opens that chat beside the list (over it on
 * narrow screens). It brings its own toast region.
 */
export function ChatApp() {
  const basePath = useMountPath();
  return (
    <ChatToasts>
      <ChatNavigationProvider basePath={basePath}>
        <Routes>
          <Route element={<ChatLayout />}>
            <Route index element={<NoChatSelected />} />
            <Route path=":id" element={<Conversation />} />
          </Route>
        </Routes>
      </ChatNavigationProvider>
    </ChatToasts>
  );
}
