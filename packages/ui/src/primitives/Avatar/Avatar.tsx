import { useState, type HTMLAttributes } from 'react';
import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { avatar, fallbackIcon, image, initials as initialsClass, statusDot, type AvatarVariants } from './Avatar.css';

export const avatarStatuses = ['online', 'away', 'busy', 'not-visible'] as const;
export type AvatarStatus = (typeof avatarStatuses)[number];
export const avatarSizes = ['sm', 'md', 'lg'] as const;
export type AvatarSize = NonNullable<AvatarVariants['size']>;

export interface AvatarProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The person's name: the image's alternative text and the source of the initials. */
  name?: string;
  /** The picture; when it is missing or fails to load, the initials show instead. */
  src?: string;
  size?: AvatarSize;
  /** Presence, shown as a coloured dot and named for screen readers. */
  status?: AvatarStatus;
}

/** The first letters of the first and last words, e.g. "Ana María García" → "AG". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return [first, last]
    .map((word) => (word ? (Array.from(word)[0] ?? '') : ''))
    .join('')
    .toLocaleUpperCase();
}

/** A person's picture, initials or a generic icon, with an optional presence dot. */
export function Avatar({ name, src, size = 'md', status, className, ...props }: AvatarProps) {
  const { t } = useTranslation();
  const [failedSrc, setFailedSrc] = useState<string>();
  const label = name?.trim() || t('avatar.unknown');
  const letters = name ? initialsOf(name) : '';
  const face =
    src && failedSrc !== src ? (
      <img className={image} src={src} alt={label} onError={() => setFailedSrc(src)} />
    ) : letters ? (
      <span className={initialsClass} role="img" aria-label={label}>
        {letters}
      </span>
    ) : (
      <span className={fallbackIcon} role="img" aria-label={label}>
        <UserRound aria-hidden="true" />
      </span>
    );
  return (
    <span {...props} className={[avatar({ size }), className].filter(Boolean).join(' ')}>
      {face}
      {status && (
        <span
          className={statusDot({ status })}
          role="img"
          aria-label={t(`avatar.status.${status}`)}
          data-status={status}
        />
      )}
    </span>
  );
}
