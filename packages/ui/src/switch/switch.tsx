import type * as React from 'react';
import { useFormFieldControl } from '../form-field';
import { Choice, useChoiceIds } from '../lib/choice';
import { cn } from '../lib/cn';
import { useControllable } from '../lib/controllable';

export type SwitchSize = 'sm' | 'md';

export type SwitchProps = Omit<
  React.ComponentProps<'button'>,
  'value' | 'defaultValue' | 'onChange' | 'type'
> & {
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  required?: boolean;
  /** Submitted with its form as `name=value` while on (as a checkbox is). */
  name?: string;
  value?: string;
  size?: SwitchSize;
  /** A label beside the switch; or label it yourself (`aria-label`, a `<Label htmlFor>`). */
  label?: React.ReactNode;
  description?: React.ReactNode;
};

/**
 * An on/off setting that applies at once (a checkbox belongs to forms that are submitted): a
 * `<button role="switch">` with `aria-checked` (ADR 029: no Radix), Space and Enter toggle it.
 */
export function Switch({
  className,
  size = 'md',
  label,
  description,
  checked,
  defaultChecked = false,
  onCheckedChange,
  required,
  name,
  value = 'on',
  onClick,
  ...props
}: SwitchProps) {
  const control = useFormFieldControl({ ...props, required });
  const ids = useChoiceIds('switch', control.id, control['aria-describedby'], description);
  const [on, setOn] = useControllable(checked, defaultChecked, onCheckedChange);
  const { required: isRequired, ...rest } = control;
  const state = on ? 'checked' : 'unchecked';
  const track = (
    <>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-required={isRequired || undefined}
        data-slot="switch"
        data-size={size}
        data-state={state}
        data-disabled={rest.disabled ? '' : undefined}
        className={cn('aula-switch aula-focus-ring', !label && className)}
        {...rest}
        id={ids.id}
        aria-describedby={ids.describedBy}
        onClick={(event) => {
          onClick?.(event);
          if (!event.defaultPrevented) setOn(!on);
        }}
      >
        <span data-slot="switch-thumb" data-state={state} className="aula-switch-thumb" />
      </button>
      {name && on ? <input type="hidden" name={name} value={value} /> : null}
    </>
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
