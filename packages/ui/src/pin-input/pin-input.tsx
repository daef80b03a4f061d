import { OTPInput, REGEXP_ONLY_DIGITS } from 'input-otp';
import type * as React from 'react';
import { useFormFieldControl } from '../form-field';
import { cn } from '../lib/cn';

export interface PinInputProps
  extends Omit<React.ComponentProps<'input'>, 'value' | 'onChange' | 'maxLength' | 'size'> {
  /** How many characters; 6 by default (one-time codes and the WhatsApp PIN). */
  length?: number;
  value?: string;
  onChange?: (value: string) => void;
  /** Called with the code once every box is filled. */
  onComplete?: (value: string) => void;
  /** Shows dots instead of the digits (a PIN, not a one-time code). */
  mask?: boolean;
  /** A regular expression the whole value must match; digits only by default. */
  pattern?: string;
}

/**
 * A one-time code or PIN, one box per character, over a single real input (input-otp): paste,
 * SMS/e-mail autofill (`autocomplete="one-time-code"`), screen readers and mobile keyboards
 * behave as with any text field.
 */
export function PinInput({
  length = 6,
  mask = false,
  pattern = REGEXP_ONLY_DIGITS,
  className,
  onComplete,
  ...props
}: PinInputProps) {
  const control = useFormFieldControl(props);
  return (
    <OTPInput
      data-slot="pin-input"
      maxLength={length}
      pattern={pattern}
      inputMode={pattern === REGEXP_ONLY_DIGITS ? 'numeric' : 'text'}
      autoComplete={mask ? 'off' : 'one-time-code'}
      containerClassName={cn('aula-pin-input', className)}
      onComplete={(code: string) => onComplete?.(code)}
      render={({ slots }) => (
        <div className="aula-pin-input-slots" aria-hidden="true">
          {slots.map((slot, index) => (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, never reordered
              key={index}
              data-slot="pin-input-box"
              data-active={slot.isActive ? '' : undefined}
              data-filled={slot.char ? '' : undefined}
              className="aula-pin-input-box"
            >
              {slot.char ? (mask ? '•' : slot.char) : null}
              {slot.hasFakeCaret ? <span className="aula-pin-input-caret" /> : null}
            </div>
          ))}
        </div>
      )}
      {...(control as object)}
    />
  );
}
