import { Switch as SwitchPrimitive } from 'radix-ui';
import type * as React from 'react';
import { useFormFieldControl } from '../form-field';
import { Choice, useChoiceIds } from '../lib/choice';
import { cn } from '../lib/cn';

export type SwitchSize = 'sm' | 'md';

export type SwitchProps = React.ComponentProps<typeof SwitchPrimitive.Root> & {
  size?: SwitchSize;
  /** A label beside the switch; or label it yourself (`aria-label`, a `<Label htmlFor>`). */
  label?: React.ReactNode;
  description?: React.ReactNode;
};

/** An on/off setting that applies at once (a checkbox belongs to forms that are submitted). */
export function Switch({ className, size = 'md', label, description, ...props }: SwitchProps) {
  const control = useFormFieldControl(props);
  const ids = useChoiceIds('switch', control.id, control['aria-describedby'], description);
  const track = (
    <SwitchPrimitive.Root
      data-slot="switch"
      data-size={size}
      className={cn('aula-switch aula-focus-ring', !label && className)}
      {...control}
      id={ids.id}
      aria-describedby={ids.describedBy}
    >
      <SwitchPrimitive.Thumb data-slot="switch-thumb" className="aula-switch-thumb" />
    </SwitchPrimitive.Root>
  );
  if (!label) return track;
  return (
    <Choice
      slot="switch-field"
      ids={ids}
      label={label}
      description={description}
      className={className}
    >
      {track}
    </Choice>
  );
}
