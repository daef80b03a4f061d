import type * as React from 'react';
import { Toaster as Sonner, type ToasterProps as SonnerProps, toast } from 'sonner';

/** The spec's toaster constants (product spec, section 9). */
export const TOAST_DEFAULTS = {
  duration: 5000,
  visibleToasts: 5,
  gap: 16,
  position: 'bottom-right',
} as const;

export type ToastPosition = NonNullable<SonnerProps['position']>;
export const TOAST_POSITIONS: readonly ToastPosition[] = [
  'top-left',
  'top-center',
  'top-right',
  'bottom-left',
  'bottom-center',
  'bottom-right',
];

export type ToasterProps = Omit<SonnerProps, 'theme'> & {
  /** The toasts' region (`<section>`). */
  ref?: React.Ref<HTMLElement> | undefined;
};

/**
 * The app's toast stack, wrapping sonner behind our own name: at most five toasts (the oldest
 * leaves when a sixth arrives), five seconds each, 16 px apart, bottom-right; 24rem wide, and
 * the screen's width minus 2rem below `sm` (`toaster.css`). Pauses on hover, focus and hidden
 * tab; swipe or the close button dismisses. Call `toast()`, `toast.success()`, `.error()`,
 * `.warning()`, `.info()` from anywhere, inside React or not.
 */
export function Toaster({ toastOptions, style, ...props }: ToasterProps) {
  return (
    <Sonner
      duration={TOAST_DEFAULTS.duration}
      visibleToasts={TOAST_DEFAULTS.visibleToasts}
      gap={TOAST_DEFAULTS.gap}
      position={TOAST_DEFAULTS.position}
      containerAriaLabel="Notificações"
      closeButton
      style={{ '--width': '24rem', ...style } as React.CSSProperties}
      toastOptions={{ closeButtonAriaLabel: 'Fechar notificação', ...toastOptions }}
      {...props}
    />
  );
}

export { toast };
