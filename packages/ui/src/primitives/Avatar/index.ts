export {
  Avatar,
  avatarSizes,
  avatarStatuses,
  initialsOf,
  type AvatarProps,
  type AvatarSize,
  type AvatarStatus,
} from './Avatar';
