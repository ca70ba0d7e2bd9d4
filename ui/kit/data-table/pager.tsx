import { useId } from 'react';
import { pageCount, resultRange } from '@domain/table-state';
import { cn } from '../cn';
import { ChevronIcon, EdgeIcon } from './icons';
import type { DataTableLabels } from './types';

const iconButton =
  'inline-flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-accent-600 disabled:pointer-events-none disabled:opacity-40';

export interface PagerProps {
  labels: DataTableLabels;
  page: number;
  perPage: number;
  perPageSizes: readonly number[];
  rowsOnPage: number;
  total: number;
  /** `total` is a lower bound: "10 000+". */
  totalCapped: boolean;
  disabled: boolean;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
}

/** §9 'Wyników: {results} z {total}' (results: this page's range), the page size, and the way between pages. */
export function Pager(props: PagerProps) {
  const { labels, page, perPage, perPageSizes, rowsOnPage, total, totalCapped, disabled, ...on } = props;
  const id = useId();
  const pages = pageCount(total, perPage);
  const range = resultRange(page, perPage, rowsOnPage);
  const n = labels.formatNumber;
  const rangeText = range === null ? n(0) : `${n(range.first)}–${n(range.last)}`;
  const go = (target: number) => on.onPage(Math.min(pages, Math.max(1, target)));
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 text-sm text-slate-600">
      <p role="status" className="tabular-nums" data-testid="table-results">
        {labels.results(rangeText, `${n(total)}${totalCapped ? '+' : ''}`)}
      </p>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
        <div className="flex items-center gap-2">
          <label htmlFor={id} className="text-xs text-slate-600">
            {labels.perPage}
          </label>
          <span className="relative">
            <select
              id={id}
              value={perPage}
              disabled={disabled}
              onChange={(event) => on.onPerPage(Number(event.target.value))}
              className="h-8 appearance-none rounded-md border border-slate-300 bg-white pr-7 pl-2 text-sm tabular-nums shadow-xs focus-visible:outline-2 focus-visible:outline-accent-600"
            >
              {perPageSizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
            <ChevronIcon
              direction="down"
              className="pointer-events-none absolute top-2.5 right-2 size-3.5 text-slate-500"
            />
          </span>
        </div>
        <nav aria-label={labels.pagination} className="flex items-center gap-0.5">
          <button
            type="button"
            className={iconButton}
            aria-label={labels.firstPage}
            disabled={disabled || page <= 1}
            onClick={() => go(1)}
          >
            <EdgeIcon direction="first" className="size-4" />
          </button>
          <button
            type="button"
            className={iconButton}
            aria-label={labels.previousPage}
            disabled={disabled || page <= 1}
            onClick={() => go(page - 1)}
          >
            <ChevronIcon direction="left" className="size-4" />
          </button>
          <span
            className={cn('min-w-24 px-2 text-center tabular-nums', disabled && 'opacity-60')}
            aria-current="page"
          >
            {labels.pageOf(n(page), n(pages))}
          </span>
          <button
            type="button"
            className={iconButton}
            aria-label={labels.nextPage}
            disabled={disabled || page >= pages}
            onClick={() => go(page + 1)}
          >
            <ChevronIcon direction="right" className="size-4" />
          </button>
          <button
            type="button"
            className={iconButton}
            aria-label={labels.lastPage}
            disabled={disabled || page >= pages}
            onClick={() => go(pages)}
          >
            <EdgeIcon direction="last" className="size-4" />
          </button>
        </nav>
      </div>
    </div>
  );
}
