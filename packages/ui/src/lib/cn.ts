import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names; later Tailwind utilities win over earlier ones (the caller's come last). */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
