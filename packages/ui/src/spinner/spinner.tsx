import type * as React from 'react';
import { cn } from '../lib/cn';

export interface SpinnerProps extends React.ComponentProps<'svg'> {
  /** Accessible name; when omitted the spinner is decorative (its container should say it is busy). */
  label?: string | undefined;
}

export function Spinner({ label, className, ...props }: SpinnerProps) {
  return (
    <svg
      data-slot="spinner"
      viewBox="0 0 24 24"
      fill="none"
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={cn('aula-spinner', className)}
      {...props}
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
      <path
        d="M22 12a10 10 0 0 0-10-10"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
      />
    </svg>
  );
}
