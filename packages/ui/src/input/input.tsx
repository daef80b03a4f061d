import type * as React from 'react';
import { useFormFieldControl } from '../form-field';
import { cn } from '../lib/cn';

export type InputSize = 'sm' | 'md' | 'lg';

export type InputProps = Omit<React.ComponentProps<'input'>, 'size'> & {
  /** Large by default (product spec, section 9). */
  size?: InputSize;
};

/** A text input; inside a FormField it takes the field's id, description and error state. */
export function Input({ className, size = 'lg', type = 'text', ...props }: InputProps) {
  const control = useFormFieldControl(props);
  return (
    <input
      data-slot="input"
      data-size={size}
      type={type}
      className={cn('aula-input aula-control', className)}
      {...control}
    />
  );
}
