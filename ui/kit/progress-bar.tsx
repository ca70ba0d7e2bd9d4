import * as Progress from '@radix-ui/react-progress';
import { cn } from './cn';

/** A thin progress bar (Radix Progress: role progressbar with its value); red in the error state. */
export function ProgressBar({
  percent,
  label,
  error = false,
  className,
}: {
  percent: number;
  label: string;
  error?: boolean;
  className?: string;
}) {
  const value = Math.max(0, Math.min(100, percent));
  return (
    <Progress.Root
      value={value}
      max={100}
      aria-label={label}
      className={cn('relative h-1.5 w-full overflow-hidden rounded-full bg-slate-200', className)}
    >
      <Progress.Indicator
        className={cn('h-full transition-transform duration-200', error ? 'bg-red-600' : 'bg-accent-600')}
        style={{ transform: `translateX(-${100 - value}%)` }}
      />
    </Progress.Root>
  );
}
