import type { ReactNode } from 'react';
import type { TableRow } from '@domain/table-state';
import type { CellTools } from '@app/list-table';

/** Grid tracks of the asset lists. */
export const ASSET_WIDTHS = {
  thumbnail: { minRem: 5.5, grow: 0 },
  name: { minRem: 14, grow: 3 },
  kind: { minRem: 6, grow: 0 },
  size: { minRem: 6, grow: 0 },
  dimensions: { minRem: 8, grow: 0 },
  directory: { minRem: 9, grow: 1 },
  uploaded_by: { minRem: 10, grow: 1 },
  created_at: { minRem: 7, grow: 0 },
  cards: { minRem: 5, grow: 0 },
  deleted_at: { minRem: 7, grow: 0 },
};

/** A document glyph for assets without a thumbnail (PDF). */
function DocumentGlyph() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6 text-slate-400">
      <path fill="currentColor" d="M6 2h8l6 6v14H6zm8 1.5V9h5.5zM8 13h8v1.5H8zm0 3h8v1.5H8z" />
    </svg>
  );
}

/** A cell of the media lists: the thumbnail as an image, sizes in the user's terms, dates as dates. */
export function renderAssetCell(row: TableRow, columnId: string, tools: CellTools): ReactNode {
  const value = row.cells[columnId];
  if (columnId === 'thumbnail')
    return (
      <span className="flex size-10 items-center justify-center overflow-hidden rounded border border-slate-200 bg-slate-50">
        {typeof value === 'string' ? (
          <img src={value} alt="" loading="lazy" className="size-full object-contain" />
        ) : (
          <DocumentGlyph />
        )}
      </span>
    );
  if (value === null || value === undefined || value === '') return <span className="text-slate-500">—</span>;
  if (columnId === 'size') return <span className="tabular-nums">{tools.formatSize(Number(value))}</span>;
  if (columnId === 'created_at' || columnId === 'deleted_at') {
    const { day, moment } = tools.formatDate(String(value));
    return (
      <time dateTime={String(value)} title={moment} className="tabular-nums">
        {day}
      </time>
    );
  }
  if (columnId === 'cards' || columnId === 'dimensions')
    return <span className="tabular-nums">{String(value)}</span>;
  // Names are text: React escapes them, nothing in a name is ever markup.
  return <span title={String(value)}>{String(value)}</span>;
}

export const assetRowName = (row: TableRow) => String(row.cells.name ?? row.id);
