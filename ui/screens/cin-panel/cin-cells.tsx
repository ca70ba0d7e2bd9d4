import type { ReactNode } from 'react';
import { CardNameCell } from '@app/card-name-cell';
import type { TableRow } from '@domain/table-state';
import { cn } from '@kit/cn';
import type { Text } from './list-text';

/** Request outcome colours: not asked, ready, incomplete (src/domain/cin.ts). */
/** Tag colours per §4 product status (ready 2, draft 5, retired 6), found again from the translated label. */
const STATUS_TONE: Record<string, string> = {
  '2': 'bg-accent-50 text-accent-800 ring-1 ring-inset ring-accent-200',
  '5': 'bg-slate-100 text-slate-700 ring-1 ring-inset ring-slate-200',
  '6': 'bg-white text-slate-500 ring-1 ring-inset ring-slate-200',
};
const CIN_TONE: Record<string, string> = {
  none: 'text-slate-500',
  ready: 'bg-accent-50 text-accent-800 ring-1 ring-inset ring-accent-200',
  incomplete: 'bg-amber-50 text-amber-800 ring-1 ring-inset ring-amber-200',
};

export interface CinCellContext {
  text: Text;
  formatDate: (iso: string) => { day: string; moment: string };
  detailsPath: (row: TableRow) => string | null;
}

/** §2 Panel CIN cells: the name links to the card, the request outcome is a coloured word, dates local. */
export function renderCinCell(row: TableRow, columnId: string, context: CinCellContext): ReactNode {
  const value = row.cells[columnId];
  if (value === null || value === undefined || value === '') return <span className="text-slate-400">—</span>;
  const key = String(value);
  switch (columnId) {
    case 'name_to_show':
      return <CardNameCell name={key} path={context.detailsPath(row)} />;
    case 'status': {
      const code = Object.keys(STATUS_TONE).find((candidate) => context.text(`status.${candidate}`) === key);
      return (
        <span
          className={cn('inline-flex rounded px-1.5 py-0.5 text-xs font-medium', STATUS_TONE[code ?? '5'])}
        >
          {key}
        </span>
      );
    }
    case 'cin_status': {
      const code =
        Object.keys(CIN_TONE).find(
          (candidate) => context.text(`cinPanel.requestStatus.${candidate}`) === key,
        ) ?? 'none';
      return (
        <span className={cn('inline-flex rounded px-1.5 py-0.5 text-xs font-medium', CIN_TONE[code])}>
          {key}
        </span>
      );
    }
    case 'cin_requested_at':
    case 'updated_at': {
      const { day, moment } = context.formatDate(key);
      return (
        <time dateTime={key} title={moment}>
          {day}
        </time>
      );
    }
    default:
      return <span title={key}>{key}</span>;
  }
}
