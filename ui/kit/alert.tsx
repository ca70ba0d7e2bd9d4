import { cva, type VariantProps } from 'class-variance-authority';
import type { HTMLAttributes } from 'react';
import { cn } from './cn';

const alertVariants = cva('rounded-md border px-3 py-2 text-sm', {
  variants: {
    tone: {
      error: 'border-red-200 bg-red-50 text-red-800',
      success: 'border-accent-200 bg-accent-50 text-accent-900',
      warning: 'border-amber-200 bg-amber-50 text-amber-900',
      info: 'border-slate-200 bg-slate-50 text-slate-700',
    },
  },
  defaultVariants: { tone: 'info' },
});

export interface AlertProps extends HTMLAttributes<HTMLDivElement>, VariantProps<typeof alertVariants> {}

/** An inline message; errors are announced at once, the rest politely. */
export function Alert({ tone, className, ...props }: AlertProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      // The tone is named for tests and styles that tell a failure from a success.
      data-tone={tone ?? 'info'}
      className={cn(alertVariants({ tone }), className)}
      {...props}
    />
  );
}
