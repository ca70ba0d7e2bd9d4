import type { ReactNode } from 'react';
import type { TableRow } from '@domain/table-state';
import { Tag } from '@kit/tag';
import type { CellTools } from '@app/list-table';

export const ASSORTMENT_WIDTHS = {
  product_number: { minRem: 8.5, grow: 0 },
  name_to_show: { minRem: 16, grow: 3 },
  gtin: { minRem: 9, grow: 0 },
  supplier: { minRem: 9, grow: 1.5 },
  status: { minRem: 7.5, grow: 0 },
  readiness: { minRem: 8, grow: 0 },
  added_at: { minRem: 7, grow: 0 },
};

/** The tones of the statuses by their words in the user's language (the server sends them translated). */
function statusTone(text: string, tools: CellTools) {
  if (text === tools.text('shopAssortment.status.listed'))
    return 'bg-accent-50 text-accent-800 ring-accent-200';
  if (text === tools.text('shopAssortment.status.planned')) return 'bg-sky-50 text-sky-800 ring-sky-200';
  return 'bg-slate-100 text-slate-600 ring-slate-200';
}

function readinessTone(text: string, tools: CellTools) {
  if (text === tools.text('readiness.states.ready')) return 'bg-accent-50 text-accent-800 ring-accent-200';
  if (text === tools.text('readiness.states.waiting')) return 'bg-amber-50 text-amber-800 ring-amber-200';
  return 'bg-red-50 text-red-800 ring-red-200';
}

/** §2 shop-management: one cell of the assortment table. */
export function renderAssortmentCell(row: TableRow, columnId: string, tools: CellTools): ReactNode {
  const value = row.cells[columnId];
  if (columnId === 'product_number' && (value === null || value === undefined || value === ''))
    return <span className="text-slate-500">{tools.text('shopProducts.noNumber')}</span>;
  if (value === null || value === undefined || value === '') return <span className="text-slate-500">—</span>;
  const text = String(value);
  switch (columnId) {
    case 'product_number':
      return <span className="font-medium text-slate-900 tabular-nums">{text}</span>;
    case 'name_to_show':
      return (
        <span className="font-medium text-slate-900" title={text}>
          {text}
        </span>
      );
    case 'status':
      return <Tag tone={statusTone(text, tools)}>{text}</Tag>;
    case 'readiness':
      return <Tag tone={readinessTone(text, tools)}>{text}</Tag>;
    case 'added_at': {
      const { day, moment } = tools.formatDate(text);
      return (
        <time dateTime={text} title={moment}>
          {day}
        </time>
      );
    }
    default:
      return <span title={text}>{text}</span>;
  }
}
