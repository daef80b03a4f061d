export { AVATAR_SIZES, Avatar, type AvatarProps, type AvatarSize } from './avatar';
export { getInitials } from './initials';
