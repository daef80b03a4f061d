import { cva } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../lib/cn';
import { devError } from '../lib/dev';
import { Slot } from '../lib/slot';
import { Spinner } from '../spinner';

export type ButtonVariant = 'solid' | 'outline' | 'soft' | 'ghost' | 'link';
export type ButtonColor = 'primary' | 'neutral' | 'success' | 'warning' | 'error';
export type ButtonSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

export const BUTTON_VARIANTS: readonly ButtonVariant[] = [
  'solid',
  'outline',
  'soft',
  'ghost',
  'link',
];
export const BUTTON_COLORS: readonly ButtonColor[] = [
  'primary',
  'neutral',
  'success',
  'warning',
  'error',
];
export const BUTTON_SIZES: readonly ButtonSize[] = ['xs', 'sm', 'md', 'lg', 'xl'];

/**
 * The button's classes, for anything that must look like a button (a router link):
 * `<Link className={buttonVariants({ variant: 'outline' })} />`. Styles live in `button.css`.
 */
export const buttonVariants = /* @__PURE__ */ cva('aula-button aula-focus-ring', {
  variants: {
    variant: {
      solid: 'aula-button-solid',
      outline: 'aula-button-outline',
      soft: 'aula-button-soft',
      ghost: 'aula-button-ghost',
      link: 'aula-button-link',
    },
    color: {
      primary: 'aula-tone-primary',
      neutral: 'aula-tone-neutral',
      success: 'aula-tone-success',
      warning: 'aula-tone-warning',
      error: 'aula-tone-error',
    },
    size: {
      xs: 'aula-button-xs',
      sm: 'aula-button-sm',
      md: 'aula-button-md',
      lg: 'aula-button-lg',
      xl: 'aula-button-xl',
    },
    iconOnly: { true: 'aula-button-icon' },
  },
  defaultVariants: { variant: 'solid', color: 'primary', size: 'md' },
});

interface ButtonOwnProps {
  variant?: ButtonVariant;
  color?: ButtonColor;
  size?: ButtonSize;
  /** Shows a spinner, sets `aria-busy` and blocks clicks until the work ends. */
  loading?: boolean;
  /** Renders the only child instead of a `<button>` (a link that looks like a button). */
  asChild?: boolean;
}

/** An icon-only button has no text, so it must be named: `aria-label` or `aria-labelledby`. */
type IconOnly =
  | { iconOnly: true; 'aria-label': string }
  | { iconOnly: true; 'aria-labelledby': string }
  | { iconOnly?: false };

export type ButtonProps = Omit<React.ComponentProps<'button'>, 'color'> & ButtonOwnProps & IconOnly;

export function Button({
  className,
  variant = 'solid',
  color = 'primary',
  size = 'md',
  loading = false,
  asChild = false,
  iconOnly = false,
  disabled,
  children,
  type,
  ...props
}: ButtonProps) {
  if (iconOnly && !props['aria-label'] && !props['aria-labelledby']) {
    devError(
      'An icon-only Button needs an accessible name: pass `aria-label` or `aria-labelledby`.',
    );
  }
  const shared = {
    'data-slot': 'button',
    'data-variant': variant,
    'data-color': color,
    'data-size': size,
    className: cn(buttonVariants({ variant, color, size, iconOnly }), className),
  };
  if (asChild) {
    return (
      <Slot {...shared} {...props}>
        {children}
      </Slot>
    );
  }
  return (
    <button
      {...shared}
      data-state={loading ? 'loading' : 'idle'}
      type={type ?? 'button'}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? <Spinner /> : null}
      {children}
    </button>
  );
}
