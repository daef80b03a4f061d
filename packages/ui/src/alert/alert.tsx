import type * as React from 'react';
import { CloseIcon } from '../lib/close-icon';
import { cn } from '../lib/cn';

export type AlertVariant = 'info' | 'success' | 'warning' | 'error';

const TONE: Record<AlertVariant, string> = {
  info: 'aula-tone-neutral',
  success: 'aula-tone-success',
  warning: 'aula-tone-warning',
  error: 'aula-tone-error',
};

const ICON: Record<AlertVariant, string> = {
  info: 'M12 16v-4m0-4h.01M22 12a10 10 0 1 1-20 0 10 10 0 0 1 20 0Z',
  success: 'M22 12a10 10 0 1 1-20 0 10 10 0 0 1 20 0Zm-14 0 3 3 5-6',
  warning:
    'M12 9v4m0 4h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z',
  error: 'M12 8v4m0 4h.01M22 12a10 10 0 1 1-20 0 10 10 0 0 1 20 0Z',
};

export interface AlertProps extends Omit<React.ComponentProps<'div'>, 'title'> {
  variant?: AlertVariant;
  title?: React.ReactNode;
  /** A button or link at the end ("Tentar novamente"). */
  action?: React.ReactNode;
  /** Shows a close button that calls this. */
  onDismiss?: () => void;
  dismissLabel?: string;
}

/**
 * A message inside the page. Errors and warnings are announced at once (`role="alert"`),
 * information and success politely (`role="status"`).
 */
export function Alert({
  variant = 'info',
  title,
  action,
  onDismiss,
  dismissLabel = 'Fechar aviso',
  className,
  children,
  ...props
}: AlertProps) {
  const urgent = variant === 'error' || variant === 'warning';
  return (
    <div
      data-slot="alert"
      data-variant={variant}
      role={urgent ? 'alert' : 'status'}
      className={cn('aula-alert', TONE[variant], className)}
      {...props}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        className="aula-alert-icon"
      >
        <path d={ICON[variant]} />
      </svg>
      <div className="aula-alert-body">
        {title ? <p className="aula-alert-title">{title}</p> : null}
        {children ? <div className="aula-alert-description">{children}</div> : null}
        {action ? <div className="aula-alert-action">{action}</div> : null}
      </div>
      {onDismiss ? (
        <button
          type="button"
          className="aula-alert-dismiss aula-focus-ring"
          aria-label={dismissLabel}
          onClick={onDismiss}
        >
          <CloseIcon />
        </button>
      ) : null}
    </div>
  );
}
