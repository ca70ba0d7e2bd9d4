import { useId } from 'react';
import type { ImportProblemAnswer } from '@contract/products-importer';
import { cn } from '@kit/cn';

/**
 * §2 preview: one cell as read. A cell with problems is red (amber for warnings only), in the tab order,
 * and described by its messages: they show beside the cell on hover and on keyboard focus, and a screen
 * reader reads them as the cell's description, so no fault hides in a column far to the right.
 */
export function PreviewCell({
  value,
  problems,
  className,
}: {
  value: string;
  problems: readonly ImportProblemAnswer[];
  /** Sticky placement of the key columns. */
  className?: string | undefined;
}) {
  const id = useId();
  if (problems.length === 0)
    return (
      <td className={cn('max-w-48 truncate bg-inherit px-2 py-1 text-slate-800 tabular-nums', className)}>
        {value}
      </td>
    );
  const error = problems.some((problem) => problem.level === 'error');
  return (
    <td
      // Focusable so that the keyboard reaches the explanation the mouse gets on hover.
      tabIndex={0}
      aria-invalid={error || undefined}
      aria-describedby={id}
      className={cn(
        'group relative max-w-48 px-2 py-1 tabular-nums outline-none focus-visible:ring-2 focus-visible:ring-accent-600 focus-visible:ring-inset',
        error ? 'bg-red-100 text-red-800 ring-1 ring-red-400 ring-inset' : 'bg-amber-50 text-amber-900',
        className,
      )}
    >
      <span className="flex items-center gap-1">
        <span aria-hidden="true" className={cn('font-bold', error ? 'text-red-700' : 'text-amber-700')}>
          !
        </span>
        <span className="truncate">{value}</span>
      </span>
      <span
        id={id}
        role="tooltip"
        className={cn(
          'absolute top-full left-0 z-30 mt-0.5 hidden w-64 rounded-md px-2 py-1 text-xs whitespace-normal shadow-md group-hover:block group-focus:block',
          error ? 'bg-red-700 text-white' : 'bg-amber-100 text-amber-950 ring-1 ring-amber-300',
        )}
      >
        {problems.map((problem) => problem.message).join(' · ')}
      </span>
    </td>
  );
}
