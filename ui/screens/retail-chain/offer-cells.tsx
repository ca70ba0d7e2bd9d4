import { Link } from 'wouter';
import type { ReactNode } from 'react';
import { OFFER_STATUSES } from '@domain/offers';
import type { CellValue, TableRow } from '@domain/table-state';
import { cn } from '@kit/cn';
import type { Text } from './list-text';

/** Offer status colours: offered 1 waits, approved 2 is the accent, rejected 3 is red. */
const STATUS_TONE: Record<string, string> = {
  '1': 'bg-amber-50 text-amber-800 ring-amber-200',
  '2': 'bg-accent-50 text-accent-800 ring-accent-200',
  '3': 'bg-red-50 text-red-700 ring-red-200',
};
const DATES = new Set(['created_at', 'decided_at']);

/** The code behind a translated status label (the server sends the user's words). */
function statusCode(value: CellValue, text: Text): string | null {
  const raw = String(value);
  return (
    OFFER_STATUSES.map(String).find((code) => code === raw || text(`offers.status.${code}`) === raw) ?? null
  );
}

export interface OfferCellContext {
  text: Text;
  formatDate: (iso: string) => { day: string; moment: string };
  /** The in-app path of the row's card, for the product name. */
  cardPath: (row: TableRow) => string | null;
}

/** Cells of the offer lists: the product links to its card, statuses are coloured, dates localised. */
export function renderOfferCell(row: TableRow, columnId: string, context: OfferCellContext): ReactNode {
  const value = row.cells[columnId];
  if (value === null || value === undefined || value === '') return <span className="text-slate-400">—</span>;
  const key = String(value);
  if (columnId === 'product') {
    const path = context.cardPath(row);
    return path === null ? (
      <span title={key}>{key}</span>
    ) : (
      <Link
        href={path}
        tabIndex={-1}
        title={key}
        className="font-medium text-slate-900 hover:text-accent-800 hover:underline"
      >
        {key}
      </Link>
    );
  }
  if (columnId === 'status') {
    const code = statusCode(value, context.text);
    return (
      <span
        className={cn(
          'inline-flex rounded px-1.5 py-0.5 text-xs font-medium ring-1 ring-inset',
          STATUS_TONE[code ?? ''] ?? 'bg-slate-100 text-slate-700 ring-slate-200',
        )}
      >
        {key}
      </span>
    );
  }
  if (columnId === 'chain_completeness' && typeof value === 'number') return <Completeness percent={value} />;
  if (DATES.has(columnId)) {
    const { day, moment } = context.formatDate(key);
    return (
      <time dateTime={key} title={moment} className="tabular-nums">
        {day}
      </time>
    );
  }
  if (columnId === 'date_from')
    return (
      <time dateTime={key} className="tabular-nums">
        {context.formatDate(key).day}
      </time>
    );
  if (['id', 'product_id', 'gtin', 'dealer_id', 'chain_filled'].includes(columnId))
    return <span className="tabular-nums">{key}</span>;
  return <span title={key}>{key}</span>;
}

/** The chain's attribute completeness as a number and a thin bar (tabular figures, no layout shift). */
function Completeness({ percent }: { percent: number }) {
  return (
    <span className="flex items-center justify-end gap-2">
      <span aria-hidden="true" className="h-1.5 w-12 overflow-hidden rounded-full bg-slate-200">
        <span
          className={cn('block h-full rounded-full', percent === 100 ? 'bg-accent-600' : 'bg-amber-500')}
          style={{ width: `${percent}%` }}
        />
      </span>
      <span className="w-10 text-right tabular-nums">{percent}%</span>
    </span>
  );
}
