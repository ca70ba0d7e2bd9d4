import type { ReactNode } from 'react';
import { CardNameCell } from '@app/card-name-cell';
import type { CellValue, TableRow } from '@domain/table-state';
import type { Text } from './list-text';
import { Tag } from '@kit/tag';

/** QC verdict colours: not checked 0, passed 1, failed 2 (src/domain/qc-status.ts). */
const QC_TONE: Record<string, string> = {
  '0': 'text-slate-500',
  '1': 'bg-accent-50 text-accent-800 ring-accent-200',
  '2': 'bg-red-50 text-red-700 ring-red-200',
};
const STATUS_TONE: Record<string, string> = {
  '2': 'bg-accent-50 text-accent-800 ring-accent-200',
  '5': 'bg-slate-100 text-slate-700 ring-slate-200',
  '6': 'bg-white text-slate-500 ring-slate-200',
};

/** The code behind a translated status label (the server sends the user's words). */
function codeOf(value: CellValue, prefix: string, codes: readonly string[], text: Text): string | null {
  const raw = String(value);
  if (codes.includes(raw)) return raw;
  return codes.find((code) => text(`${prefix}.${code}`) === raw) ?? null;
}

export interface QcCellContext {
  text: Text;
  formatDate: (iso: string) => { day: string; moment: string };
  detailsPath: (row: TableRow) => string | null;
}

/** §2 QC list cells: the name links to the card, verdicts are coloured words, dates in the user's format. */
export function renderQcCell(row: TableRow, columnId: string, context: QcCellContext): ReactNode {
  const value = row.cells[columnId];
  if (value === null || value === undefined || value === '') return <span className="text-slate-400">—</span>;
  const key = String(value);
  switch (columnId) {
    case 'name_to_show':
      return <CardNameCell name={key} path={context.detailsPath(row)} />;
    case 'status': {
      const code = codeOf(value, 'status', Object.keys(STATUS_TONE), context.text);
      return <Tag tone={STATUS_TONE[code ?? '5'] ?? ''}>{key}</Tag>;
    }
    case 'qc_status':
    case 'qc_selgros':
    case 'qc_markant': {
      const code = codeOf(value, 'productList.qcStatus', Object.keys(QC_TONE), context.text) ?? '0';
      return code === '0' ? (
        <span className={QC_TONE['0']}>{key}</span>
      ) : (
        <Tag tone={QC_TONE[code] ?? ''}>{key}</Tag>
      );
    }
    case 'qc_checked_at':
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
