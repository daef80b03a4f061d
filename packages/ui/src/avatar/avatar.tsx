import { Avatar as AvatarPrimitive } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../lib/cn';
import { getInitials } from './initials';

/** Sizes in pixels: nine steps from 16 to 48 (product spec, section 9). */
export const AVATAR_SIZES = {
  '3xs': 16,
  '2xs': 20,
  xs: 24,
  sm: 28,
  md: 32,
  lg: 36,
  xl: 40,
  '2xl': 44,
  '3xl': 48,
} as const;
export type AvatarSize = keyof typeof AVATAR_SIZES;

export interface AvatarProps
  extends Omit<React.ComponentProps<typeof AvatarPrimitive.Root>, 'children'> {
  /** The person's name: the image's alternative text and the source of the fallback initials. */
  name?: string | null;
  src?: string | null;
  size?: AvatarSize;
}

export function Avatar({ name, src, size = 'md', className, style, ...props }: AvatarProps) {
  const px = AVATAR_SIZES[size];
  const initials = getInitials(name);
  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      data-size={size}
      className={cn(
        'bg-primary-100 text-primary-900 relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full align-middle font-semibold select-none',
        className,
      )}
      style={{ width: px, height: px, fontSize: Math.max(8, Math.round(px * 0.4)), ...style }}
      {...props}
    >
      {src ? (
        <AvatarPrimitive.Image
          data-slot="avatar-image"
          src={src}
          alt={name ?? ''}
          className="size-full object-cover"
        />
      ) : null}
      <AvatarPrimitive.Fallback
        data-slot="avatar-fallback"
        role="img"
        aria-label={name ?? 'Usuário'}
        className="flex size-full items-center justify-center"
      >
        {initials ? (
          <span aria-hidden="true">{initials}</span>
        ) : (
          <svg aria-hidden="true" viewBox="0 0 24 24" fill="currentColor" className="size-3/5">
            <path d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-4.42 0-8 2.24-8 5v1h16v-1c0-2.76-3.58-5-8-5Z" />
          </svg>
        )}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
