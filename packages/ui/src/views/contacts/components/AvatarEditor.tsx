import { ImageUp, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FileTrigger } from 'react-aria-components';
import { IconButton } from '../../../primitives/IconButton';
import { avatarToolButton, avatarTools } from './ContactPanel.css';

export interface AvatarEditorProps {
  hasAvatar: boolean;
  isPending: boolean;
  onSelect: (file: File) => void;
  onRemove: () => void;
}

/** Upload and remove buttons drawn over the contact's picture. */
export function AvatarEditor({ hasAvatar, isPending, onSelect, onRemove }: AvatarEditorProps) {
  const { t } = useTranslation();
  return (
    <div className={avatarTools}>
      <FileTrigger
        acceptedFileTypes={['image/*']}
        onSelect={(files) => {
          const file = files?.[0];
          if (file) onSelect(file);
        }}
      >
        <IconButton
          className={avatarToolButton}
          label={hasAvatar ? t('contacts.avatar.change') : t('contacts.avatar.upload')}
          icon={<ImageUp size={18} aria-hidden="true" />}
          isDisabled={isPending}
        />
      </FileTrigger>
      {hasAvatar && (
        <IconButton
          className={avatarToolButton}
          label={t('contacts.avatar.remove')}
          icon={<Trash2 size={18} aria-hidden="true" />}
          onPress={onRemove}
        />
      )}
    </div>
  );
}
