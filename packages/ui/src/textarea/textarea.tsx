import * as React from 'react';
import { useFormFieldControl } from '../form-field';
import { cn } from '../lib/cn';

export interface TextareaProps extends React.ComponentProps<'textarea'> {
  /** Shows `typed/maxLength` under the box (needs `maxLength`). */
  showCount?: boolean;
}

/** A multi-line text box that grows with its content where the browser can (`field-sizing`). */
export function Textarea({ className, showCount = false, onChange, ...props }: TextareaProps) {
  const control = useFormFieldControl(props);
  const [count, setCount] = React.useState(
    () => String(props.value ?? props.defaultValue ?? '').length,
  );
  const controlled = props.value !== undefined;
  const length = controlled ? String(props.value).length : count;
  const countId = React.useId();
  const describedBy =
    [control['aria-describedby'], showCount ? countId : undefined].filter(Boolean).join(' ') ||
    undefined;
  const box = (
    <textarea
      data-slot="textarea"
      className={cn('aula-textarea aula-control', className)}
      onChange={(event) => {
        setCount(event.target.value.length);
        onChange?.(event);
      }}
      {...control}
      aria-describedby={describedBy}
    />
  );
  if (!showCount || props.maxLength === undefined) return box;
  return (
    <div data-slot="textarea-wrapper" className="aula-textarea-wrapper">
      {box}
      <p id={countId} data-slot="textarea-count" className="aula-textarea-count">
        {length}/{props.maxLength} caracteres
      </p>
    </div>
  );
}
