import * as React from 'react';
import { useFormFieldControl } from '../form-field';
import { CloseIcon } from '../lib/close-icon';
import { cn } from '../lib/cn';
import { useControllable } from '../lib/controllable';
import { sameTime, useChanged } from '../lib/use-changed';
import { Popover, PopoverAnchor, PopoverContent, PopoverTrigger } from '../popover';
import { Calendar } from './calendar';
import { formatDate, maskDate, parseDate, startOfDay, validateDate } from './date-format';

export interface DatePickerProps {
  value?: Date | null;
  defaultValue?: Date | null;
  /** Called with the chosen day (local midnight), or null when cleared. */
  onChange?: (date: Date | null) => void;
  min?: Date | undefined;
  max?: Date | undefined;
  /** Shows an "×" that empties the field (on by default). */
  clearable?: boolean;
  disabled?: boolean | undefined;
  /** The month the calendar opens on when no date is chosen (today by default). */
  defaultMonth?: Date | undefined;
  id?: string;
  name?: string;
  className?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  required?: boolean;
  /** The text input, e.g. for a form library to focus it on an error. */
  ref?: React.Ref<HTMLInputElement> | undefined;
}

function CalendarIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </svg>
  );
}

/**
 * A day, typed (`DD/MM/AAAA`, slashes put in as you type) or picked in a pt-BR calendar in a
 * popover. A typed date that does not exist or is out of range is kept as typed and explained.
 */
export function DatePicker({
  value,
  defaultValue = null,
  onChange,
  min,
  max,
  clearable = true,
  disabled,
  defaultMonth,
  className,
  ...props
}: DatePickerProps) {
  const control = useFormFieldControl({ ...props, disabled });
  const [date, setDate] = useControllable(value, defaultValue, onChange);
  const [text, setText] = React.useState(formatDate(date));
  const [error, setError] = React.useState<string | null>(null);
  const [open, setOpen] = React.useState(false);
  useChanged(
    date,
    (next) => {
      setText(formatDate(next));
      setError(null);
    },
    sameTime,
  );
  const errorId = React.useId();
  const openMonth = date ?? defaultMonth;

  const commit = (raw: string) => {
    if (raw.trim() === '') {
      setError(null);
      if (date) setDate(null);
      return;
    }
    const parsed = parseDate(raw);
    const problem = validateDate(parsed, { min, max });
    setError(problem);
    if (!problem && parsed) {
      setText(formatDate(parsed));
      if (parsed.getTime() !== date?.getTime()) setDate(parsed);
    }
  };

  const pick = (picked: Date | undefined) => {
    if (!picked) return;
    setError(null);
    setText(formatDate(picked));
    setDate(picked);
    setOpen(false);
  };

  const describedBy = [control['aria-describedby'], error ? errorId : undefined]
    .filter(Boolean)
    .join(' ');
  const disabledDays = [
    min ? { before: startOfDay(min) } : null,
    max ? { after: startOfDay(max) } : null,
  ].filter((matcher) => matcher !== null);
  return (
    <div data-slot="date-picker" className={cn('aula-date-picker', className)}>
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverAnchor className="aula-date-picker-field">
          <input
            data-slot="date-picker-input"
            data-size="lg"
            className="aula-control aula-date-picker-input"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder="DD/MM/AAAA"
            maxLength={10}
            value={text}
            {...control}
            aria-describedby={describedBy || undefined}
            aria-invalid={error ? true : control['aria-invalid']}
            onChange={(event) => {
              setText(maskDate(event.target.value));
              setError(null);
            }}
            onBlur={(event) => commit(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                commit(event.currentTarget.value);
              }
            }}
          />
          <div className="aula-date-picker-actions">
            {clearable && text && !disabled ? (
              <button
                type="button"
                data-slot="date-picker-clear"
                className="aula-date-picker-button aula-focus-ring"
                aria-label="Limpar data"
                onClick={() => {
                  setText('');
                  setError(null);
                  setDate(null);
                }}
              >
                <CloseIcon />
              </button>
            ) : null}
            <PopoverTrigger
              className="aula-date-picker-button aula-focus-ring"
              aria-label={
                date ? `Abrir calendário, ${formatDate(date)} selecionado` : 'Abrir calendário'
              }
              disabled={disabled}
            >
              <CalendarIcon />
            </PopoverTrigger>
          </div>
        </PopoverAnchor>
        <PopoverContent aria-label="Calendário" className="aula-date-picker-popover">
          <Calendar
            mode="single"
            autoFocus
            selected={date ?? undefined}
            onSelect={pick}
            {...(openMonth ? { defaultMonth: openMonth } : {})}
            {...(min ? { startMonth: min } : {})}
            {...(max ? { endMonth: max } : {})}
            disabled={disabledDays}
          />
        </PopoverContent>
      </Popover>
      {error ? (
        <p id={errorId} data-slot="date-picker-error" className="aula-form-field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
