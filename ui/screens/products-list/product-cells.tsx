import type { MouseEvent, ReactNode } from 'react';
import { CHUNK_BASE_PATH } from '@domain/constants';
import type { CellValue, TableRow } from '@domain/table-state';
import { remembered, type Text } from './list-view';
import { Tag } from '@kit/tag';

/** The row cell the server adds to a draft copy: its original's name (server/products/list-draft-copies.ts). */
const DRAFT_COPY_CELL = 'draft_copy_of';

/** The router's base: in-app paths are under it. */
const APP_BASE = CHUNK_BASE_PATH.replace(/\/$/, '');

/** Tag colours per §9 product status (offer 1, ready 2, draft 5, retired 6). */
const STATUS_TONE: Record<string, string> = {
  '1': 'bg-amber-50 text-amber-800 ring-amber-200',
  '2': 'bg-accent-50 text-accent-800 ring-accent-200',
  '5': 'bg-slate-100 text-slate-700 ring-slate-200',
  '6': 'bg-white text-slate-500 ring-slate-200',
};
/** QC result colours (not checked 0, passed 1, failed 2: src/domain/qc-status.ts). */
const QC_TONE: Record<string, string> = {
  '0': 'text-slate-500',
  '1': 'text-accent-800',
  '2': 'text-red-700',
};

/**
 * The code behind a cell: the server sends statuses already in the user's words (the same catalogue this
 * page has), or as the code itself; either is found again among the labels of the known codes.
 */
export function codeOf(
  value: CellValue,
  prefix: string,
  codes: readonly string[],
  text: Text,
): string | null {
  const raw = String(value);
  if (codes.includes(raw)) return raw;
  const words = remembered(text);
  return codes.find((code) => words(`${prefix}.${code}`) === raw) ?? null;
}

const empty = (value: CellValue | undefined): value is null | undefined | '' =>
  value === null || value === undefined || value === '';

function Quiet() {
  return <span className="text-slate-400">—</span>;
}

/** §3 completeness of the card in percent: the number and a thin bar, both readable at a glance. */
function Completeness({ value }: { value: number }) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <span className="flex items-center gap-2">
      <span className="w-9 text-right">{percent}%</span>
      {/* An SVG bar: its length is an attribute, cheaper to set on 50 rows than an inline style. */}
      <svg viewBox="0 0 100 6" preserveAspectRatio="none" className="h-1.5 w-12" aria-hidden="true">
        <rect width="100" height="6" rx="3" className="fill-slate-200" />
        <rect
          width={percent}
          height="6"
          rx="3"
          className={percent === 100 ? 'fill-accent-600' : 'fill-slate-500'}
        />
      </svg>
    </span>
  );
}

export interface CellContext {
  text: Text;
  /** The day for the cell, the day and time for its tooltip. */
  formatDate: (iso: string) => { day: string; moment: string };
  /** The row's default link (details or edit), or null when the user has neither. */
  openPath: (row: TableRow) => string | null;
  /** Goes to an in-app path without a reload. */
  go: (path: string) => void;
}

/** A plain click follows the link in the app; a click asking for a new tab or window is the browser's. */
const plainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** The products list's cells: the name links to the card, statuses are words, dates the user's format. */
export function renderProductCell(row: TableRow, columnId: string, context: CellContext): ReactNode {
  const value = row.cells[columnId];
  const text = remembered(context.text);
  if (empty(value)) return <Quiet />;
  const key = String(value);
  switch (columnId) {
    case 'name_to_show': {
      const path = context.openPath(row);
      const copyOf = row.cells[DRAFT_COPY_CELL];
      const name =
        path === null ? (
          <span title={key}>{key}</span>
        ) : (
          // Out of the tab order: the row is the keyboard stop and Enter opens the same card. A plain anchor,
          // not the router's Link: 50 of them would each subscribe to the location.
          <a
            href={`${APP_BASE}${path}`}
            onClick={(event) => {
              if (!plainClick(event)) return;
              event.preventDefault();
              context.go(path);
            }}
            tabIndex={-1}
            title={key}
            className="font-medium text-slate-900 hover:text-accent-800 hover:underline"
          >
            {key}
          </a>
        );
      if (empty(copyOf)) return name;
      // A draft copy reads as one, not as a new card (docs/decisions/0059): the words of its details notice.
      const mark = `${text('draftCopy.copyOf')} ${String(copyOf)}`;
      return (
        // The copy keeps its original's name: the mark is what tells them apart, so both share the width.
        <span className="flex min-w-0 items-baseline gap-2">
          <span className="min-w-0 truncate">{name}</span>
          <span title={mark} className="max-w-[60%] shrink-0 truncate text-xs text-slate-500">
            {mark}
          </span>
        </span>
      );
    }
    case 'status': {
      const code = codeOf(value, 'status', Object.keys(STATUS_TONE), context.text);
      return <Tag tone={STATUS_TONE[code ?? '5'] ?? ''}>{code === null ? key : text(`status.${code}`)}</Tag>;
    }
    case 'completeness':
      return typeof value === 'number' ? <Completeness value={value} /> : key;
    case 'qc_status': {
      const code = codeOf(value, 'productList.qcStatus', Object.keys(QC_TONE), context.text);
      return (
        <span className={QC_TONE[code ?? '0']}>
          {code === null ? key : text(`productList.qcStatus.${code}`)}
        </span>
      );
    }
    case 'sales_status': {
      const code = codeOf(value, 'productList.salesStatus', ['0', '1'], context.text);
      return code === null ? key : text(`productList.salesStatus.${code}`);
    }
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
