import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import type * as React from 'react';
import { useFormField } from '../form-field';
import { Choice, useChoiceIds } from '../lib/choice';
import { cn } from '../lib/cn';

export type RadioGroupProps = React.ComponentProps<typeof RadioGroupPrimitive.Root>;

/** One choice among a few visible options; arrow keys move and select (roving focus). */
export function RadioGroup({ className, ...props }: RadioGroupProps) {
  const field = useFormField();
  return (
    <RadioGroupPrimitive.Root
      data-slot="radio-group"
      className={cn('aula-radio-group', className)}
      aria-labelledby={field?.labelId}
      aria-describedby={[field?.hintId, field?.errorId].filter(Boolean).join(' ') || undefined}
      aria-invalid={field?.invalid || undefined}
      required={field?.required}
      disabled={field?.disabled}
      {...props}
    />
  );
}

export type RadioGroupItemProps = React.ComponentProps<typeof RadioGroupPrimitive.Item> & {
  label: React.ReactNode;
  description?: React.ReactNode;
};

export function RadioGroupItem({
  className,
  label,
  description,
  id,
  ...props
}: RadioGroupItemProps) {
  const ids = useChoiceIds('radio', id, undefined, description);
  return (
    <Choice
      slot="radio-group-field"
      ids={ids}
      label={label}
      description={description}
      className={className}
    >
      <RadioGroupPrimitive.Item
        data-slot="radio-group-item"
        id={ids.id}
        aria-describedby={ids.describedBy}
        className="aula-radio aula-focus-ring"
        {...props}
      >
        <RadioGroupPrimitive.Indicator
          data-slot="radio-group-indicator"
          className="aula-radio-dot"
        />
      </RadioGroupPrimitive.Item>
    </Choice>
  );
}
