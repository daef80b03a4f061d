import type * as React from 'react';
import { Toaster as Sonner, type ToasterProps as SonnerProps, toast } from 'sonner';

/** The spec's toaster constants (product spec, section 9). */
export const TOAST_DEFAULTS = {
  duration: 5000,
  visibleToasts: 5,
  gap: 16,
  position: 'bottom-right',
} as const;

export type ToasterProps = SonnerProps;

/**
 * The app's toast stack, wrapping sonner behind our own name: at most five toasts, five seconds
 * each, 16 px apart, bottom-right; 24rem wide (sonner goes full width minus 2rem on small screens).
 * Call `toast()` from anywhere, inside React or not.
 */
export function Toaster({ style, toastOptions, ...props }: ToasterProps) {
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
