import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import type * as React from 'react';
import { useFormFieldControl } from '../form-field';
import { Choice, useChoiceIds } from '../lib/choice';
import { cn } from '../lib/cn';

export type CheckboxProps = React.ComponentProps<typeof CheckboxPrimitive.Root> & {
  /** A label beside the box; or label it yourself (`aria-label`, a `<Label htmlFor>`). */
  label?: React.ReactNode;
  /** A second line under the label, read as the box's description. */
  description?: React.ReactNode;
};

/** A checkbox with a third, "indeterminate" state (`checked="indeterminate"`), for select-all. */
export function Checkbox({ className, label, description, ...props }: CheckboxProps) {
  const control = useFormFieldControl(props);
  const ids = useChoiceIds('checkbox', control.id, control['aria-describedby'], description);
  const box = (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      className={cn('aula-checkbox aula-focus-ring', !label && className)}
      {...control}
      id={ids.id}
      aria-describedby={ids.describedBy}
    >
      <CheckboxPrimitive.Indicator
        data-slot="checkbox-indicator"
        className="aula-checkbox-indicator"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 16 16"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
        >
          {props.checked === 'indeterminate' ? <path d="M4 8h8" /> : <path d="m3.5 8.5 3 3 6-7" />}
        </svg>
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
  if (!label) return box;
  return (
    <Choice
      slot="checkbox-field"
      ids={ids}
      label={label}
      description={description}
      className={className}
    >
      {box}
    </Choice>
  );
}
