import type * as React from 'react';
import { useFormFieldControl } from '../form-field';
import type { InputSize } from '../input';
import { cn } from '../lib/cn';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type SelectProps = Omit<React.ComponentProps<'select'>, 'size' | 'multiple'> & {
  size?: InputSize;
  /** The choices; or pass `<option>` children. */
  options?: readonly SelectOption[];
  /** A first, unselectable line shown while nothing is chosen. */
  placeholder?: string;
};

/**
 * A single choice from a list, on the native `<select>` (ADR 003): the platform's picker on
 * phones, type-ahead and screen-reader support for free.
 */
export function Select({
  className,
  size = 'lg',
  options,
  placeholder,
  children,
  ...props
}: SelectProps) {
  const control = useFormFieldControl(props);
  return (
    <div data-slot="select-wrapper" className="aula-select-wrapper">
      <select
        data-slot="select"
        data-size={size}
        className={cn('aula-select aula-control', className)}
        {...(placeholder && props.value === undefined && props.defaultValue === undefined
          ? { defaultValue: '' }
          : {})}
        {...control}
      >
        {placeholder ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {options?.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
      <svg aria-hidden="true" viewBox="0 0 16 16" className="aula-select-chevron">
        <path d="m4 6 4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
    </div>
  );
}
