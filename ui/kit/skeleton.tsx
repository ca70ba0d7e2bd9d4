import { cn } from './cn';

/** A grey block in the shape of what is loading: the layout does not move when the content arrives. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-slate-200/80', className)} />;
}
