import { cn } from '../cn';

/** Classes shared by the attribute fields: dense (h-8), teal focus ring, red when invalid. */
export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent-600';

export function inputClass(invalid: boolean, className?: string): string {
  return cn(
    'h-8 min-w-0 rounded-md border bg-white px-2 text-sm text-slate-900 shadow-xs placeholder:text-slate-400 read-only:bg-slate-50 read-only:text-slate-600 disabled:bg-slate-50 disabled:text-slate-600',
    focusRing,
    invalid ? 'border-red-500' : 'border-slate-300',
    className,
  );
}

export const numberClass = 'w-24 text-right tabular-nums';

export const iconButtonClass = cn(
  'inline-flex h-8 shrink-0 items-center justify-center rounded-md px-2 text-xs text-slate-600 hover:bg-slate-100 disabled:pointer-events-none disabled:opacity-50',
  focusRing,
);
