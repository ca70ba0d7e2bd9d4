import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { TableRow } from '@domain/table-state';
import type { CellTools } from '@app/list-table';

/** Column tracks: the defaults of an admin fit the dashboard's content width. */
export const ACCOUNT_WIDTHS = {
  id: { minRem: 4, grow: 0 },
  name: { minRem: 10, grow: 2 },
  email: { minRem: 12, grow: 2 },
  company: { minRem: 10, grow: 2 },
  role: { minRem: 9, grow: 1 },
  status: { minRem: 7, grow: 0 },
  last_login_at: { minRem: 9, grow: 0 },
  created_at: { minRem: 7, grow: 0 },
};

/** Dates as the day, with the day and time in the tooltip. */
export function DateCell({ iso, tools }: { iso: string; tools: CellTools }) {
  const { day, moment } = tools.formatDate(iso);
  return (
    <time dateTime={iso} title={moment}>
      {day}
    </time>
  );
}

/** The accounts list's cells: status as a tag, a missing last login says "never", dates in the user's format. */
export function renderAccountCell(row: TableRow, columnId: string, tools: CellTools): ReactNode {
  const value = row.cells[columnId];
  if (columnId === 'last_login_at' && (value === null || value === undefined))
    return <span className="text-slate-500">{tools.text('accountsList.never')}</span>;
  if (value === null || value === undefined || value === '') return <span className="text-slate-500">—</span>;
  const key = String(value);
  switch (columnId) {
    case 'status': {
      const active = key === tools.text('accountsList.status.active');
      return (
        <span
          className={`inline-flex rounded px-1.5 py-0.5 text-xs font-medium ring-1 ring-inset ${active ? 'bg-accent-50 text-accent-800 ring-accent-200' : 'bg-red-50 text-red-800 ring-red-200'}`}
        >
          {key}
        </span>
      );
    }
    // The name opens the user's history (docs/decisions/0052).
    case 'name':
      return (
        <Link
          href={`/user-history/${row.id}`}
          className="font-medium text-slate-900 hover:text-accent-800 hover:underline"
          title={`${key} — ${tools.text('auditTrail.links.user')}`}
        >
          {key}
        </Link>
      );
    case 'last_login_at':
    case 'created_at':
      return <DateCell iso={key} tools={tools} />;
    default:
      return <span title={key}>{key}</span>;
  }
}
