import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../lib/cn';

export const inputVariants = cva(
  'focus-visible:border-primary-700 focus-visible:ring-primary-600/40 w-full min-w-0 rounded-md border border-zinc-400 bg-white text-zinc-900 transition-colors outline-none placeholder:text-zinc-500 focus-visible:ring-2 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-red-700 aria-invalid:ring-red-700/30',
  {
    variants: {
      size: {
        sm: 'h-8 px-2 text-sm',
        md: 'h-10 px-3 text-sm',
        lg: 'h-12 px-4 text-base',
      },
    },
    /** The spec's default input size is large. */
    defaultVariants: { size: 'lg' },
  },
);

export type InputProps = Omit<React.ComponentProps<'input'>, 'size'> &
  VariantProps<typeof inputVariants>;

export function Input({ className, size, type, ...props }: InputProps) {
  return (
    <input
      data-slot="input"
      data-size={size ?? 'lg'}
      type={type ?? 'text'}
      className={cn(inputVariants({ size }), className)}
      {...props}
    />
  );
}
