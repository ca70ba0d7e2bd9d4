import type { ReactNode } from 'react';
import type { SortOrder } from '@domain/table-state';
import { cn } from '../cn';
import { SortIcon } from './icons';

export interface ColumnHeaderProps {
  label: ReactNode;
  /** The header's words, also as a title: a header is never cut, but a tooltip costs nothing. */
  title: string;
  align: 'start' | 'end';
  sortable: boolean;
  /** This column's sort, false when the list is sorted by another. */
  sorted: SortOrder | false;
  onSort: (order: SortOrder) => void;
  disabled: boolean;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A column header, wrapping between words rather than cut (the grid keeps it as wide as its longest word,
 * grid.tsx); a sortable one is a button that sorts ascending first and then flips the order, and
 * says the current order with aria-sort (the header is a columnheader, so screen readers read it).
 */
export function ColumnHeader({ label, title, align, sortable, sorted, onSort, disabled }: ColumnHeaderProps) {
  return (
    <div
      role="columnheader"
      aria-sort={sortable ? (sorted ? ARIA_SORT[sorted] : 'none') : undefined}
      title={title}
      className={cn(
        'flex min-w-0 items-center px-2.5 text-xs font-semibold text-slate-600',
        align === 'end' && 'justify-end text-right',
      )}
    >
      {sortable ? (
        <button
          type="button"
          disabled={disabled}
          onClick={() => onSort(sorted === 'asc' ? 'desc' : 'asc')}
          className={cn(
            'group -mx-1 inline-flex min-w-0 items-center gap-0.5 rounded px-1 py-0.5 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-accent-600',
            align === 'end' && 'flex-row-reverse',
            sorted && 'text-accent-800',
          )}
        >
          <span className="leading-tight break-words hyphens-auto">{label}</span>
          <SortIcon
            sorted={sorted}
            className={cn(
              'size-3.5 shrink-0',
              sorted ? 'text-accent-700' : 'text-slate-400 group-hover:text-slate-500',
            )}
          />
        </button>
      ) : (
        <span className="leading-tight break-words hyphens-auto">{label}</span>
      )}
    </div>
  );
}
