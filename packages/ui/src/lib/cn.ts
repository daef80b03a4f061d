import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names (strings, arrays, `{ name: condition }` objects); the caller's come last.
 * No run-time merging: each primitive's own styles sit in the `components` cascade layer, so any
 * utility a consumer passes (`utilities` layer) wins over them (ADR 003).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
