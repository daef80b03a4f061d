import type * as React from 'react';
import type { ButtonColor } from '../button';
import { cn } from '../lib/cn';
import { Slot } from '../lib/slot';

export type BadgeVariant = 'solid' | 'soft' | 'outline';
export type BadgeSize = 'sm' | 'md';

export type BadgeProps = Omit<React.ComponentProps<'span'>, 'color'> & {
  variant?: BadgeVariant;
  color?: ButtonColor;
  size?: BadgeSize;
  asChild?: boolean;
};

/** A short status or count ("Novo", "Concluído", "3 aulas"). */
export function Badge({
  variant = 'soft',
  color = 'primary',
  size = 'md',
  asChild = false,
  className,
  ...props
}: BadgeProps) {
  const Component = asChild ? Slot : 'span';
  return (
    <Component
      data-slot="badge"
      data-variant={variant}
      data-size={size}
      data-color={color}
      className={cn('aula-badge', `aula-tone-${color}`, className)}
      {...props}
    />
  );
}
