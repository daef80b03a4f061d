import * as React from 'react';
import { cn } from '../lib/cn';
import { useChanged } from '../lib/use-changed';
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

type ImageStatus = 'loading' | 'loaded' | 'error';

export interface AvatarProps extends Omit<React.ComponentProps<'span'>, 'children'> {
  /** The person's name: the accessible name and the source of the fallback initials. */
  name?: string | null;
  src?: string | null;
  size?: AvatarSize;
}

/**
 * A person's photo, or their initials (first letters of the first two words) while it loads or
 * when it fails, or a silhouette when there is no name. Sizes and colours live in `avatar.css`.
 */
export function Avatar({ name, src, size = 'md', className, ...props }: AvatarProps) {
  const [status, setStatus] = React.useState<ImageStatus>('loading');
  // A new address starts loading again.
  useChanged(src, () => setStatus('loading'));
  const initials = getInitials(name);
  const state = src ? status : 'fallback';
  return (
    <span
      data-slot="avatar"
      data-size={size}
      data-state={state}
      role="img"
      aria-label={name?.trim() || 'Usuário'}
      className={cn('aula-avatar', className)}
      {...props}
    >
      {state === 'loaded' || state === 'loading' ? (
        <img
          data-slot="avatar-image"
          src={src ?? undefined}
          alt=""
          className="aula-avatar-image"
          onLoad={() => setStatus('loaded')}
          onError={() => setStatus('error')}
        />
      ) : null}
      {state !== 'loaded' ? (
        <span data-slot="avatar-fallback" aria-hidden="true" className="aula-avatar-fallback">
          {initials || (
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              fill="currentColor"
              className="aula-avatar-icon"
            >
              <path d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-4.42 0-8 2.24-8 5v1h16v-1c0-2.76-3.58-5-8-5Z" />
            </svg>
          )}
        </span>
      ) : null}
    </span>
  );
}

export interface AvatarGroupProps extends React.ComponentProps<'div'> {
  /** How many avatars to show before a "+N" counter; all by default. */
  max?: number;
  size?: AvatarSize;
}

/** Overlapping avatars (a course's authors, a lecture's viewers), with "+N" for the rest. */
export function AvatarGroup({ max, size = 'md', className, children, ...props }: AvatarGroupProps) {
  const all = React.Children.toArray(children).filter(React.isValidElement);
  const shown = max !== undefined && all.length > max ? all.slice(0, max) : all;
  const hidden = all.length - shown.length;
  return (
    <div
      data-slot="avatar-group"
      data-size={size}
      className={cn('aula-avatar-group', className)}
      {...props}
    >
      {shown.map((child) => React.cloneElement(child as React.ReactElement<AvatarProps>, { size }))}
      {hidden > 0 ? (
        <span
          data-slot="avatar-group-count"
          data-size={size}
          role="img"
          aria-label={hidden === 1 ? 'Mais 1 pessoa' : `Mais ${hidden} pessoas`}
          className="aula-avatar aula-avatar-count"
        >
          <span aria-hidden="true">+{hidden}</span>
        </span>
      ) : null}
    </div>
  );
}
