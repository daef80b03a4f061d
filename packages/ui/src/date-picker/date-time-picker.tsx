import * as React from 'react';
import { useFormField } from '../form-field';
import { cn } from '../lib/cn';
import { useControllable } from '../lib/controllable';
import { sameTime, useChanged } from '../lib/use-changed';
import { formatDate, formatTime, maskTime, parseTime, startOfDay } from './date-format';
import { DatePicker, type DatePickerProps } from './date-picker';

/** `ref` is the day's text input, the first control (a form library focuses it on an error). */
export interface DateTimePickerProps extends Omit<DatePickerProps, 'clearable'> {
  /** The time a newly picked day gets until one is typed; `00:00` by default. */
  defaultTime?: string;
  /** The time field's accessible name. */
  timeLabel?: string;
}

function combine(day: Date, time: { hours: number; minutes: number }): Date {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), time.hours, time.minutes);
}

/**
 * A day and a time (`DD/MM/AAAA` and `HH:mm`, 24 hours), e.g. when a scheduled lecture opens.
 * The limits apply to the full moment, so a time before `min` on `min`'s day is refused.
 */
export function DateTimePicker({
  value,
  defaultValue = null,
  onChange,
  min,
  max,
  defaultTime = '00:00',
  timeLabel = 'Hora',
  disabled,
  className,
  ...props
}: DateTimePickerProps) {
  const field = useFormField();
  const [moment, setMoment] = useControllable(value, defaultValue, onChange);
  // The chosen day is kept even while the time is invalid, so fixing the time completes it.
  const [day, setDay] = React.useState(moment ? startOfDay(moment) : null);
  const [timeText, setTimeText] = React.useState(formatTime(moment));
  const [timeError, setTimeError] = React.useState<string | null>(null);
  useChanged(
    moment,
    (next) => {
      if (!next) return;
      setDay(startOfDay(next));
      setTimeText(formatTime(next));
    },
    sameTime,
  );
  const timeErrorId = React.useId();

  const apply = (nextDay: Date | null, text: string) => {
    setDay(nextDay);
    if (!nextDay) {
      setTimeError(null);
      setMoment(null);
      return;
    }
    const time = parseTime(text);
    if (!time) {
      setTimeError('Hora inválida. Use o formato HH:mm, de 00:00 a 23:59.');
      return;
    }
    const next = combine(nextDay, time);
    if (min && next < min) {
      setTimeError(`Escolha um horário a partir de ${formatDate(min)} ${formatTime(min)}.`);
      return;
    }
    if (max && next > max) {
      setTimeError(`Escolha um horário até ${formatDate(max)} ${formatTime(max)}.`);
      return;
    }
    setTimeError(null);
    setTimeText(formatTime(next));
    if (next.getTime() !== moment?.getTime()) setMoment(next);
  };

  return (
    <fieldset
      data-slot="date-time-picker"
      aria-labelledby={field?.labelId}
      className={cn('aula-date-time-picker', className)}
    >
      <div className="aula-date-time-picker-row">
        <DatePicker
          {...props}
          value={day}
          onChange={(picked) => apply(picked, timeText || defaultTime)}
          clearable={false}
          disabled={disabled}
          {...(min ? { min } : {})}
          {...(max ? { max } : {})}
          className="aula-date-time-picker-date"
        />
        <input
          data-slot="date-time-picker-time"
          data-size="lg"
          className="aula-control aula-date-time-picker-time"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="HH:mm"
          maxLength={5}
          aria-label={timeLabel}
          aria-invalid={timeError ? true : undefined}
          aria-describedby={timeError ? timeErrorId : undefined}
          disabled={disabled}
          value={timeText}
          onChange={(event) => {
            setTimeText(maskTime(event.target.value));
            setTimeError(null);
          }}
          onBlur={(event) => {
            if (day) apply(day, event.target.value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && day) {
              event.preventDefault();
              apply(day, event.currentTarget.value);
            }
          }}
        />
      </div>
      {timeError ? (
        <p id={timeErrorId} data-slot="date-time-picker-error" className="aula-form-field-error">
          {timeError}
        </p>
      ) : null}
    </fieldset>
  );
}
