import { useState } from 'react';
import { Camera, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button as AriaButton, FileTrigger } from 'react-aria-components';
import type { ChatProfile, UpdateChatProfileRequest } from '@atrium/mock-api';
import { Avatar } from '../../../primitives/Avatar';
import { Button } from '../../../primitives/Button';
import { Drawer } from '../../../primitives/Drawer';
import { visuallyHidden } from '../../../primitives/field.css';
import { ErrorMessage, LoadingMessage } from '../../../primitives/StatusMessage';
import { TextArea } from '../../../primitives/TextArea';
import { TextField } from '../../../primitives/TextField';
import { useToast } from '../../../primitives/Toast';
import { useChatProfile, useUpdateChatProfile } from '../api/chats';
import {
  avatarOverlay,
  avatarPicker,
  bigAvatar,
  drawerSection,
  fieldError,
  formActions,
  formRow,
  profileForm,
} from '../ChatView.css';

/** The longest name and about text the API takes. */
export const CHAT_PROFILE_NAME_MAX = 80;
export const CHAT_PROFILE_ABOUT_MAX = 280;
/** The largest picture taken (it is stored inline). */
export const CHAT_AVATAR_MAX_BYTES = 512 * 1024;
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

export interface ProfileDrawerProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The signed-in person as the chat shows them: picture, name, e-mail (read only) and about, editable. */
export function ProfileDrawer({ isOpen, onOpenChange }: ProfileDrawerProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const profile = useChatProfile();
  // Here, not in the form: the form closes at once on Save, and the answer still has to be told.
  const save = useUpdateChatProfile({
    onError: (_error, patch) =>
      toast.show({
        title: t('chat.profile.saveFailed'),
        variant: 'error',
        action: { label: t('common.retry'), onAction: () => save.mutate(patch) },
      }),
    onSuccess: () => toast.show({ title: t('chat.profile.saved'), variant: 'success' }),
  });
  let body;
  if (profile.isPending) body = <LoadingMessage>{t('chat.profile.loading')}</LoadingMessage>;
  else if (!profile.data) {
    body = <ErrorMessage onRetry={() => void profile.refetch()}>{t('chat.profile.loadFailed')}</ErrorMessage>;
  } else
    body = (
      <ProfileForm profile={profile.data} onSave={(patch) => save.mutate(patch)} onDone={() => onOpenChange(false)} />
    );
  return (
    <Drawer isOpen={isOpen} onOpenChange={onOpenChange} title={t('chat.profile.title')} side="start" width="400px">
      {body}
    </Drawer>
  );
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

interface ProfileFormProps {
  profile: ChatProfile;
  onSave: (patch: UpdateChatProfileRequest['profile']) => void;
  onDone: () => void;
}

/**
 * Edits not yet saved, kept while the app runs: closing the drawer half-way and opening it again finds
 * them. Saving clears it.
 */
let unsaved: Pick<ChatProfile, 'name' | 'about' | 'avatar'> | null = null;

function ProfileForm({ profile, onSave, onDone }: ProfileFormProps) {
  const { t, i18n } = useTranslation();
  const [name, setNameState] = useState(unsaved?.name ?? profile.name);
  const [about, setAboutState] = useState(unsaved?.about ?? profile.about);
  const [avatar, setAvatarState] = useState(unsaved === null ? profile.avatar : unsaved.avatar);
  const keep = (patch: Partial<Pick<ChatProfile, 'name' | 'about' | 'avatar'>>) => {
    unsaved = { name, about, avatar, ...patch };
  };
  const setName = (next: string) => {
    keep({ name: next });
    setNameState(next);
  };
  const setAbout = (next: string) => {
    keep({ about: next });
    setAboutState(next);
  };
  const setAvatar = (next: string | null) => {
    keep({ avatar: next });
    setAvatarState(next);
  };
  const [avatarError, setAvatarError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const nameError =
    name.trim() === ''
      ? t('chat.profile.nameRequired')
      : name.length > CHAT_PROFILE_NAME_MAX
        ? t('chat.profile.nameTooLong', { max: CHAT_PROFILE_NAME_MAX })
        : null;
  const aboutError =
    about.length > CHAT_PROFILE_ABOUT_MAX ? t('chat.profile.aboutTooLong', { max: CHAT_PROFILE_ABOUT_MAX }) : null;
  const size = new Intl.NumberFormat(i18n.language, {
    style: 'unit',
    unit: 'kilobyte',
    maximumFractionDigits: 0,
  }).format(CHAT_AVATAR_MAX_BYTES / 1024);

  const pick = async (file: File) => {
    if (!IMAGE_TYPES.includes(file.type)) return setAvatarError(t('chat.profile.avatarNotImage'));
    if (file.size > CHAT_AVATAR_MAX_BYTES) return setAvatarError(t('chat.profile.avatarTooBig', { size }));
    setAvatarError(null);
    setAvatar(await readAsDataUrl(file));
  };

  return (
    <form
      className={`${profileForm} ${drawerSection}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (nameError || aboutError) return;
        unsaved = null;
        onSave({ name: name.trim(), about, avatar });
        onDone();
      }}
    >
      <FileTrigger acceptedFileTypes={IMAGE_TYPES} onSelect={(files) => files?.[0] && void pick(files[0])}>
        {/* Named by its text, not an aria-label: without a picture the initials show, and a label would
            leave that visible text out of the name. */}
        <AriaButton className={avatarPicker}>
          <Avatar name={name} src={avatar ?? undefined} size="lg" className={bigAvatar} aria-hidden="true" />
          <span className={avatarOverlay} aria-hidden="true">
            <Camera size={32} />
          </span>
          <span className={visuallyHidden}>{t('chat.profile.changeAvatar')}</span>
        </AriaButton>
      </FileTrigger>
      <div className={formRow}>
        {avatar && (
          <Button variant="secondary" onPress={() => setAvatar(null)}>
            <Trash2 size={16} aria-hidden="true" />
            {t('chat.profile.removeAvatar')}
          </Button>
        )}
      </div>
      {avatarError && (
        <p className={fieldError} role="alert">
          {avatarError}
        </p>
      )}
      <TextField
        label={t('chat.profile.name')}
        value={name}
        onChange={setName}
        isRequired
        isInvalid={submitted && nameError !== null}
        errorMessage={nameError}
        autoComplete="name"
      />
      <TextField
        label={t('chat.profile.email')}
        value={profile.email}
        isReadOnly
        description={t('chat.profile.emailHint')}
      />
      <TextArea
        label={t('chat.profile.about')}
        value={about}
        onChange={setAbout}
        rows={3}
        isInvalid={aboutError !== null}
        errorMessage={aboutError}
      />
      <span className={visuallyHidden} aria-live="polite">
        {submitted && (nameError ?? aboutError ?? '')}
      </span>
      <div className={formActions}>
        <Button
          variant="secondary"
          onPress={() => {
            unsaved = null;
            onDone();
          }}
        >
          {t('common.cancel')}
        </Button>
        <Button type="submit">{t('chat.profile.save')}</Button>
      </div>
    </form>
  );
}
