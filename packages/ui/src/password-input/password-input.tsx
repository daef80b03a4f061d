import * as React from 'react';
import { Input, type InputProps } from '../input';
import { cn } from '../lib/cn';

export type PasswordInputProps = Omit<InputProps, 'type'> & {
  /** Labels of the show/hide toggle (pt-BR by default). */
  showLabel?: string;
  hideLabel?: string;
};

/** A password field with a show/hide toggle that keeps the caret where it was. */
export function PasswordInput({
  className,
  showLabel = 'Mostrar senha',
  hideLabel = 'Ocultar senha',
  autoComplete = 'current-password',
  ...props
}: PasswordInputProps) {
  const [visible, setVisible] = React.useState(false);
  return (
    <div
      data-slot="password-input"
      data-state={visible ? 'visible' : 'hidden'}
      className={cn('aula-password-input', className)}
    >
      <Input
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        spellCheck={false}
        {...props}
      />
      <button
        type="button"
        data-slot="password-input-toggle"
        className="aula-password-input-toggle aula-focus-ring"
        aria-pressed={visible}
        aria-label={visible ? hideLabel : showLabel}
        disabled={props.disabled}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => setVisible((shown) => !shown)}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
          <circle cx="12" cy="12" r="3" />
          {visible ? <path d="m3 3 18 18" /> : null}
        </svg>
      </button>
    </div>
  );
}
