import { useState } from 'react';
import { ArrowLeft, Bell, BellOff, EllipsisVertical, Eraser, Info, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button as AriaButton } from 'react-aria-components';
import { useParams } from 'react-router';
import { Avatar } from '../../primitives/Avatar';
import { visuallyHidden } from '../../primitives/field.css';
import { ConfirmDialog } from '../../primitives/Dialog';
import { IconButton } from '../../primitives/IconButton';
import { Menu, MenuItem, MenuTrigger } from '../../primitives/Menu';
import { useToast } from '../../primitives/Toast';
import { GuardedMenuItem } from '../../access/GuardedMenuItem';
import { useChat, useClearChat, useDeleteChat, useUpdateChat } from './api/chats';
import { ChatThread } from './components/ChatThread';
import { ContactInfoDrawer } from './components/ContactInfoDrawer';
import { useChatNavigation } from './components/navigation';
import {
  backButton,
  headerHeading,
  headerName,
  headerPerson,
  headerSub,
  headerText,
  mainPane,
  paneHeader,
} from './ChatView.css';

type Confirming = 'clear' | 'delete' | null;

/** The conversation pane: a header (back, the contact, the chat's menu) over the shared thread. */
export function Conversation() {
  const { t } = useTranslation();
  const toast = useToast();
  const { id = '' } = useParams();
  const { go, listPath } = useChatNavigation();
  const chat = useChat(id);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [infoOpen, setInfoOpen] = useState(false);
  const name = chat.data?.contact.name ?? '';

  const update = useUpdateChat({
    onError: (_error, variables) =>
      toast.show({
        title: t(variables.chat.muted ? 'chat.conversation.muteFailed' : 'chat.conversation.unmuteFailed', { name }),
        variant: 'error',
        action: { label: t('common.retry'), onAction: () => update.mutate(variables) },
      }),
  });
  const clear = useClearChat({
    onError: (_error, chatId) =>
      toast.show({
        title: t('chat.conversation.clearFailed', { name }),
        variant: 'error',
        action: { label: t('common.retry'), onAction: () => clear.mutate(chatId) },
      }),
  });
  const remove = useDeleteChat({
    onError: (_error, chatId) =>
      toast.show({
        title: t('chat.conversation.deleteFailed', { name }),
        variant: 'error',
        action: { label: t('common.retry'), onAction: () => remove.mutate(chatId) },
      }),
  });

  const data = chat.data;
  // The contact info follows the conversation, not inside it: docked (from 1440 px) it is the chat's third column.
  return (
    <>
      <section className={mainPane} aria-label={name || t('chat.thread.loading')}>
        <div className={paneHeader}>
          <IconButton
            className={backButton}
            label={t('chat.conversation.back')}
            icon={<ArrowLeft size={20} aria-hidden="true" />}
            onPress={() => go(listPath)}
          />
          {data ? (
            <>
              <span className={headerText}>
                <h2 className={headerHeading}>
                  <AriaButton className={headerPerson} onPress={() => setInfoOpen(true)}>
                    <Avatar name={name} src={data.contact.avatar ?? undefined} aria-hidden="true" />
                    <span className={headerName}>{name}</span>
                    <span className={visuallyHidden}>{`, ${t('chat.conversation.contactInfo')}`}</span>
                  </AriaButton>
                </h2>
                {data.muted && <span className={headerSub}>{t('chat.conversation.muted')}</span>}
              </span>
              <MenuTrigger>
                <IconButton
                  label={t('chat.conversation.menu')}
                  icon={<EllipsisVertical size={18} aria-hidden="true" />}
                />
                <Menu
                  placement="bottom end"
                  onAction={(key) => {
                    if (key === 'info') setInfoOpen(true);
                    else if (key === 'mute') update.mutate({ id: data.id, chat: { muted: !data.muted } });
                    else if (key === 'clear' || key === 'delete') setConfirming(key);
                  }}
                >
                  <MenuItem id="info" icon={<Info size={16} aria-hidden="true" />}>
                    {t('chat.conversation.contactInfo')}
                  </MenuItem>
                  {/* Muting, clearing and deleting change the conversation: they need chat:reply (the API's rule). */}
                  <GuardedMenuItem
                    id="mute"
                    permission="chat:reply"
                    icon={data.muted ? <Bell size={16} aria-hidden="true" /> : <BellOff size={16} aria-hidden="true" />}
                  >
                    {t(data.muted ? 'chat.conversation.unmute' : 'chat.conversation.mute')}
                  </GuardedMenuItem>
                  <GuardedMenuItem id="clear" permission="chat:reply" icon={<Eraser size={16} aria-hidden="true" />}>
                    {t('chat.conversation.clear')}
                  </GuardedMenuItem>
                  <GuardedMenuItem id="delete" permission="chat:reply" icon={<Trash2 size={16} aria-hidden="true" />}>
                    {t('chat.conversation.delete')}
                  </GuardedMenuItem>
                </Menu>
              </MenuTrigger>
            </>
          ) : null}
        </div>
        <ChatThread key={id} chatId={id} />
        {data && (
          <>
            <ConfirmDialog
              isOpen={confirming === 'clear'}
              onOpenChange={(open) => !open && setConfirming(null)}
              title={t('chat.conversation.clearTitle')}
              confirmLabel={t('chat.conversation.clearConfirm')}
              destructive
              onConfirm={() => clear.mutate(data.id)}
            >
              {t('chat.conversation.clearBody', { name })}
            </ConfirmDialog>
            <ConfirmDialog
              isOpen={confirming === 'delete'}
              onOpenChange={(open) => !open && setConfirming(null)}
              title={t('chat.conversation.deleteTitle')}
              confirmLabel={t('chat.conversation.deleteConfirm')}
              destructive
              onConfirm={() => {
                remove.mutate(data.id);
                go(listPath);
              }}
            >
              {t('chat.conversation.deleteBody', { name })}
            </ConfirmDialog>
          </>
        )}
      </section>
      {data && <ContactInfoDrawer contactId={data.contactId} isOpen={infoOpen} onOpenChange={setInfoOpen} />}
    </>
  );
}
