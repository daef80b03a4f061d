import type * as React from 'react';
import { cn } from '../lib/cn';

export interface LabelProps extends React.ComponentProps<'label'> {
  /** Marks the field as required with an asterisk that screen readers skip (the control says it). */
  required?: boolean;
}

export function Label({ className, required = false, children, ...props }: LabelProps) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the caller passes htmlFor or wraps the control
    <label data-slot="label" className={cn('aula-label', className)} {...props}>
      {children}
      {required ? (
        <span aria-hidden="true" className="aula-label-required">
          *
        </span>
      ) : null}
    </label>
  );
}
