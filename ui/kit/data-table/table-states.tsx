import { Button } from '../button';
import { Skeleton } from '../skeleton';
import type { DataTableLabels } from './types';

/** Enough rows to fill the grid's height on any screen; the overflow is hidden. */
const SKELETON_ROWS = 24;

/**
 * The first load, before the list has said which columns and filters it has: the shapes of the filter
 * bar, the toolbar, the grid (header and rows of the real row height) and the pager, so nothing moves
 * when the page arrives. No spinner.
 */
export function TableSkeleton({ label, filters }: { label: string; filters: number }) {
  return (
    <div className="flex flex-col gap-3" aria-busy="true" aria-label={label} role="status">
      {filters > 0 && (
        <div className="flex flex-wrap items-end gap-3">
          {Array.from({ length: filters }, (_, index) => (
            <Skeleton key={index} className={index === 0 ? 'h-[3.25rem] w-64' : 'h-[3.25rem] w-44'} />
          ))}
        </div>
      )}
      <div className="flex min-h-10 items-center justify-end">
        <Skeleton className="h-8 w-28" />
      </div>
      <div className="h-[max(18rem,calc(100vh-22rem))] overflow-hidden rounded-md border border-slate-200 bg-white">
        <div className="flex h-9 items-center gap-6 border-b border-slate-200 bg-slate-50 px-3">
          <Skeleton className="h-3 w-4" />
          <Skeleton className="h-3 w-40" />
          <Skeleton className="h-3 w-24" />
          <Skeleton className="h-3 w-24" />
          <Skeleton className="h-3 w-20" />
        </div>
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <div key={index} className="flex h-9 items-center gap-6 border-b border-slate-100 px-3">
            <Skeleton className="h-3 w-4" />
            <Skeleton className="h-3 w-56" />
            <Skeleton className="h-3 w-24" />
            <Skeleton className="h-3 w-24" />
            <Skeleton className="h-3 w-20" />
          </div>
        ))}
      </div>
      <div className="flex h-8 items-center justify-between">
        <Skeleton className="h-3 w-40" />
        <Skeleton className="h-6 w-64" />
      </div>
    </div>
  );
}

/** No rows: says why, and offers to clear the filters when they are the reason. */
export function EmptyState({
  labels,
  filtered,
  onClearFilters,
}: {
  labels: DataTableLabels;
  filtered: boolean;
  onClearFilters: () => void;
}) {
  return (
    <div className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <p className="text-sm text-slate-600">{filtered ? labels.emptyFiltered : labels.empty}</p>
      {filtered && (
        <Button size="sm" variant="secondary" onClick={onClearFilters}>
          {labels.clearFilters}
        </Button>
      )}
    </div>
  );
}
