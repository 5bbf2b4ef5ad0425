import type { ReactNode } from 'react';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Contact } from '@atrium/mock-api';
import { initialsOf } from '../../../primitives/Avatar';
import { IconButton } from '../../../primitives/IconButton';
import { avatar, avatarImage, avatarRow, cover, coverClose, coverImage } from './ContactPanel.css';

/** The band at the top of the panel (the contact's background or a pale accent) with a close button. */
export function ContactCover({ contact, onClose }: { contact: Contact; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={cover}>
      {contact.background && <img className={coverImage} src={contact.background} alt="" />}
      <IconButton
        className={coverClose}
        label={t('contacts.detail.close')}
        icon={<X size={20} aria-hidden="true" />}
        onPress={onClose}
      />
    </div>
  );
}

/** The large round picture or initials that overlaps the band, with room for actions beside it. */
export function ContactAvatarRow({
  contact,
  overlay,
  children,
}: {
  contact: Contact;
  /** Drawn over the picture (the form's upload and remove buttons). */
  overlay?: ReactNode;
  /** Beside the picture (the Edit button). */
  children?: ReactNode;
}) {
  return (
    <div className={avatarRow}>
      <div className={avatar}>
        {contact.avatar ? (
          <img className={avatarImage} src={contact.avatar} alt={contact.name} />
        ) : (
          <span role="img" aria-label={contact.name}>
            {initialsOf(contact.name)}
          </span>
        )}
        {overlay}
      </div>
      {children}
    </div>
  );
}
