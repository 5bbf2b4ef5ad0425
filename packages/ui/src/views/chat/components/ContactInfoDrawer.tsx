import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../primitives/Avatar';
import { Drawer } from '../../../primitives/Drawer';
import { ErrorMessage, LoadingMessage } from '../../../primitives/StatusMessage';
import { useChatContact } from '../api/chats';
import {
  bigAvatar,
  details,
  drawerSection,
  mediaGrid,
  mediaItem,
  personAbout,
  personCard,
  personName,
  sectionTitle,
} from '../ChatView.css';

export interface ContactInfoDrawerProps {
  contactId: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Who the chat is with: a large avatar, name and about, the media shared, and their details. From 1440 px it
 * docks beside the conversation (render it after the conversation in the chat's row); below, it slides over.
 */
export function ContactInfoDrawer({ contactId, isOpen, onOpenChange }: ContactInfoDrawerProps) {
  const { t, i18n } = useTranslation();
  return (
    <Drawer isOpen={isOpen} onOpenChange={onOpenChange} title={t('chat.contact.title')} width="400px" dockFrom="xl">
      {isOpen && <ContactInfo contactId={contactId} locale={i18n.language} />}
    </Drawer>
  );
}

function ContactInfo({ contactId, locale }: { contactId: string; locale: string }) {
  const { t } = useTranslation();
  const contact = useChatContact(contactId);
  if (contact.isPending) return <LoadingMessage>{t('chat.contact.loading')}</LoadingMessage>;
  if (!contact.data) {
    return <ErrorMessage onRetry={() => void contact.refetch()}>{t('chat.contact.loadFailed')}</ErrorMessage>;
  }
  const { name, avatar, about, attachments, details: info } = contact.data;
  const birthday = info.birthday
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(info.birthday))
    : null;
  const rows: [string, string | null][] = [
    [t('chat.contact.email'), info.emails.map((email) => email.email).join(', ') || null],
    [t('chat.contact.phone'), info.phoneNumbers.map((phone) => phone.phoneNumber).join(', ') || null],
    [t('chat.contact.jobTitle'), info.title || null],
    [t('chat.contact.company'), info.company || null],
    [t('chat.contact.birthday'), birthday],
    [t('chat.contact.address'), info.address],
  ];
  return (
    <>
      <div className={personCard}>
        <Avatar name={name} src={avatar ?? undefined} size="lg" className={bigAvatar} aria-hidden="true" />
        <h3 className={personName}>{name}</h3>
        <p className={personAbout}>{about}</p>
      </div>
      <div className={drawerSection}>
        <h4 className={sectionTitle}>{t('chat.contact.media')}</h4>
        {attachments.media.length === 0 ? (
          <p className={personAbout}>{t('chat.contact.noMedia')}</p>
        ) : (
          <ul className={mediaGrid}>
            {attachments.media.map((src, index) => (
              <li key={src}>
                <img
                  className={mediaItem}
                  src={src}
                  alt={t('chat.contact.mediaItem', { n: index + 1, count: attachments.media.length })}
                />
              </li>
            ))}
          </ul>
        )}
        <h4 className={sectionTitle}>{t('chat.contact.details')}</h4>
        <dl className={details}>
          {rows
            .filter((row): row is [string, string] => row[1] !== null)
            .map(([label, value]) => (
              <Fragment key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </Fragment>
            ))}
        </dl>
      </div>
    </>
  );
}
