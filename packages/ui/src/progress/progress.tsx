import type * as React from 'react';
import { cn } from '../lib/cn';
import { devError } from '../lib/dev';

export type ProgressSize = 'xs' | 'sm' | 'md' | 'lg';
export type ProgressColor = 'primary' | 'neutral' | 'success' | 'warning' | 'error';

/**
 * The percentage a progress bar shows: null while indeterminate, 0 below zero, 100 above `max`,
 * otherwise the rounded share of `max` (100 when `max` is not a positive number).
 */
export function getProgressPercent(value: number | null | undefined, max = 100): number | null {
  if (value === null || value === undefined || Number.isNaN(value)) return null;
  const total = Number.isFinite(max) && max > 0 ? max : 100;
  if (value <= 0) return 0;
  if (value >= total) return 100;
  return Math.round((value / total) * 100);
}

export interface ProgressProps extends Omit<React.ComponentProps<'div'>, 'children'> {
  /** Done so far; null (or omitted) shows an indeterminate bar. */
  value?: number | null;
  max?: number;
  size?: ProgressSize;
  color?: ProgressColor;
  /** Shows the `N%` beside the bar. */
  showValue?: boolean;
  /** The accessible name, when no element labels the bar (`aria-labelledby`). */
  label?: string;
}

export function Progress({
  value = null,
  max = 100,
  size = 'md',
  color = 'primary',
  showValue = false,
  label,
  className,
  ...props
}: ProgressProps) {
  if (!(max > 0))
    devError(`Progress got max=${max}; it must be a positive number, so 100 is used.`);
  const percent = getProgressPercent(value, max);
  const state = percent === null ? 'indeterminate' : percent === 100 ? 'complete' : 'loading';
  return (
    <div
      data-slot="progress"
      data-state={state}
      data-size={size}
      className={cn('aula-progress', `aula-tone-${color}`, className)}
    >
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        aria-valuetext={percent === null ? 'Carregando' : `${percent}%`}
        data-slot="progress-track"
        className="aula-progress-track"
        {...props}
      >
        <div
          data-slot="progress-indicator"
          className="aula-progress-indicator"
          // Moved, not resized: a transform's transition runs off the main thread (no layout per frame).
          style={percent === null ? undefined : { transform: `translateX(${percent - 100}%)` }}
        />
      </div>
      {showValue && percent !== null ? (
        <span data-slot="progress-value" aria-hidden="true" className="aula-progress-value">
          {percent}%
        </span>
      ) : null}
    </div>
  );
}
