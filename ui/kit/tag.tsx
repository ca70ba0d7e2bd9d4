import type { ReactNode } from 'react';
import { cn } from './cn';

/** A small status label; `tone` gives its colours (text, background and ring classes). */
export function Tag({ tone, children }: { tone: string; children: ReactNode }) {
  return (
    <span className={cn('inline-flex rounded px-1.5 py-0.5 text-xs font-medium ring-1 ring-inset', tone)}>
      {children}
    </span>
  );
}
