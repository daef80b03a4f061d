import type { ReactNode } from 'react';
import { formatDateTime, formatRelative } from './dates';

export interface RelativeTimeProps {
  /** The moment (ISO 8601); absent or null shows `fallback`. */
  value: string | null | undefined;
  /** What is shown for no moment: "nunca". */
  fallback?: ReactNode;
  /** The reference for "há 3 dias" (stories and tests pin it). */
  now?: Date | undefined;
  className?: string;
}

/** "há 3 dias", with the exact date and time on hover and for machines (`dateTime`). */
export function RelativeTime({ value, fallback = null, now, className }: RelativeTimeProps) {
  if (!value) return fallback;
  return (
    <time dateTime={value} title={formatDateTime(value)} className={className}>
      {formatRelative(value, now)}
    </time>
  );
}
