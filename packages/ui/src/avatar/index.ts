export {
  AVATAR_SIZES,
  Avatar,
  AvatarGroup,
  type AvatarGroupProps,
  type AvatarProps,
  type AvatarSize,
} from './avatar';
export { getInitials } from './initials';
