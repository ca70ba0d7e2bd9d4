import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkCardView, BulkColumnView, BulkGrid } from '@domain/bulk-edit';
import { VIRTUALIZE_AFTER_ROWS } from '@domain/table-state';
import { cn } from '@kit/cn';
import { cellId, cellText, faultId } from './cell-text';

/** The cell whose editor is open. */
export interface OpenCell {
  cardId: number;
  key: string;
}

const ROW_PX = 40;

export interface BulkGridProps {
  grid: BulkGrid;
  busy: boolean;
  editable: boolean;
  onOpenCell: (cell: OpenCell) => void;
}

/**
 * §4 Bulk edit: cards × chosen columns. Rows are virtualised past 100 cards (as the lists are). Each cell
 * is a button that opens its editor; a cell with a fault is marked and names its fault through
 * aria-describedby, an edited one says so; cells of attributes the card's category lacks are empty.
 */
export function BulkGrid({ grid, busy, editable, onOpenCell }: BulkGridProps) {
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const columns = grid.columns.flatMap(
    (key) => grid.available_columns.find((column) => column.key === key) ?? [],
  );
  const virtual = grid.cards.length > VIRTUALIZE_AFTER_ROWS;
  const virtualizer = useVirtualizer({
    count: grid.cards.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_PX,
    overscan: 10,
    enabled: virtual,
  });
  const items = virtual
    ? virtualizer.getVirtualItems().map((item) => ({ index: item.index, start: item.start }))
    : grid.cards.map((_, index) => ({ index, start: 0 }));
  // Names first (docs/decisions/0061): the card column has room for a demo name of about 40 characters
  // before any attribute column gets more than its minimum.
  const tracks = `minmax(20rem,2fr) ${columns
    .map((column) => (column.key === 'name_to_show' ? 'minmax(16rem,1.6fr)' : 'minmax(10rem,1fr)'))
    .join(' ')} 9rem`;

  return (
    <div
      ref={scrollRef}
      className="max-h-[calc(100vh-16rem)] min-h-[12rem] overflow-auto rounded-md border border-slate-200 bg-white"
    >
      <div
        role="grid"
        aria-label={t('bulkEdit.grid.label')}
        aria-rowcount={grid.cards.length + 1}
        aria-colcount={columns.length + 2}
        aria-busy={busy || undefined}
        className="text-sm tabular-nums"
        style={{ minWidth: `${30 + columns.length * 10}rem`, '--bulk-tracks': tracks } as CSSProperties}
      >
        <div role="rowgroup" className="sticky top-0 z-10 border-b border-slate-200 bg-slate-50">
          <div role="row" aria-rowindex={1} className="grid [grid-template-columns:var(--bulk-tracks)]">
            {/* The card column stays in view while the columns scroll sideways. */}
            <div
              role="columnheader"
              className="sticky left-0 z-[2] border-r border-slate-200 bg-slate-50 px-3 py-2 text-xs font-semibold text-slate-600"
            >
              {t('bulkEdit.grid.card')}
            </div>
            {columns.map((column) => (
              <div
                key={column.key}
                role="columnheader"
                // Headers wrap between words rather than cut (docs/decisions/0061).
                className="px-3 py-2 text-xs font-semibold break-words text-slate-600"
              >
                {column.name}
                {column.attribute.is_required && <span aria-hidden="true"> *</span>}
              </div>
            ))}
            <div role="columnheader" className="px-3 py-2 text-xs font-semibold text-slate-600">
              {t('bulkEdit.grid.faults')}
            </div>
          </div>
        </div>
        <div
          role="rowgroup"
          className="relative"
          style={virtual ? { height: virtualizer.getTotalSize() } : undefined}
        >
          {items.map(({ index, start }) => {
            const card = grid.cards[index]!;
            return (
              <div
                key={card.id}
                role="row"
                aria-rowindex={index + 2}
                data-card-id={card.id}
                className={cn(
                  // A row whose name is focused grows to the whole name, above the rows below it.
                  'grid h-10 [grid-template-columns:var(--bulk-tracks)] items-stretch border-b border-slate-100 focus-within:z-[3] focus-within:h-auto focus-within:min-h-10 focus-within:bg-white',
                  virtual ? 'absolute inset-x-0 top-0' : 'relative',
                )}
                style={virtual ? { transform: `translateY(${start}px)` } : undefined}
              >
                {/* A keyboard stop of its own: a name cut to the column's width shows in full while focused,
                    as a focused row of the products list does (a title alone is for the mouse only). */}
                <div
                  role="rowheader"
                  tabIndex={0}
                  title={card.name_to_show}
                  className="group/name sticky left-0 z-[1] flex min-w-0 items-center gap-2 border-r border-slate-200 bg-white px-3 outline-none focus-visible:h-auto focus-visible:min-h-10 focus-visible:shadow-[inset_0_0_0_2px_#0d9488]"
                >
                  <span className="text-xs text-slate-500">{card.id}</span>
                  <span className="truncate text-slate-900 group-focus-visible/name:break-words group-focus-visible/name:whitespace-normal">
                    {card.name_to_show}
                  </span>
                </div>
                {columns.map((column) => (
                  <Cell
                    key={column.key}
                    card={card}
                    column={column}
                    editable={editable}
                    onOpen={() => onOpenCell({ cardId: card.id, key: column.key })}
                  />
                ))}
                <div role="gridcell" className="flex items-center px-3 text-xs">
                  <CardState card={card} />
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}

function Cell({
  card,
  column,
  editable,
  onOpen,
}: {
  card: BulkCardView;
  column: BulkColumnView;
  editable: boolean;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const data = card.values[column.key];
  if (data === undefined)
    return (
      <div
        role="gridcell"
        className="flex items-center px-3 text-xs text-slate-400"
        title={t('bulkEdit.grid.notInCategoryHint')}
      >
        {t('bulkEdit.grid.notInCategory')}
      </div>
    );
  const faults = (card.faults ?? []).filter((fault) => fault.field === column.key);
  const edited = card.edited.includes(column.key);
  const text = cellText(column.attribute, data);
  const readOnly = column.attribute.is_read_only || !editable;
  return (
    <div role="gridcell" className="relative flex min-w-0 items-stretch">
      <button
        type="button"
        id={cellId(card.id, column.key)}
        disabled={readOnly}
        onClick={onOpen}
        aria-invalid={faults.length > 0 || undefined}
        aria-describedby={faults.length > 0 ? faultId(card.id, column.key) : undefined}
        data-edited={edited || undefined}
        className={cn(
          'group/cell flex w-full min-w-0 items-center gap-1.5 px-3 text-left text-slate-800 hover:bg-accent-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent-600 disabled:cursor-default disabled:hover:bg-transparent',
          faults.length > 0 && 'bg-red-50 ring-1 ring-red-400 ring-inset',
        )}
      >
        {edited && <span aria-hidden="true" className="size-1.5 shrink-0 rounded-full bg-accent-600" />}
        {/* The whole value on hover, and wrapped in a row grown to it while the cell has keyboard focus. */}
        <span
          title={text || undefined}
          className={cn(
            'truncate group-focus-visible/cell:break-words group-focus-visible/cell:whitespace-normal',
            text === '' && 'text-slate-400',
          )}
        >
          {text || t('bulkEdit.grid.empty')}
        </span>
        {/* The name starts with the text shown (axe label-content-name-mismatch), then says which cell. */}
        <span className="sr-only">
          , {t('bulkEdit.grid.edit', { column: column.name, card: card.name_to_show })}
        </span>
        {edited && <span className="sr-only">, {t('bulkEdit.grid.edited')}</span>}
      </button>
      {faults.length > 0 && (
        <span id={faultId(card.id, column.key)} className="sr-only">
          {faults.map((fault) => t('bulkEdit.grid.cellFault', { message: fault.message })).join(' ')}
        </span>
      )}
    </div>
  );
}

/** After the save: how the card's save ended; before: its validation. */
function CardState({ card }: { card: BulkCardView }) {
  const { t } = useTranslation();
  if (card.save_state !== 'pending')
    return (
      <span
        className={cn(card.save_state === 'saved' ? 'text-accent-800' : 'text-amber-800')}
        title={card.save_message ?? undefined}
      >
        {t(`bulkEdit.save.state.${card.save_state}` as 'bulkEdit.save.state.saved')}
      </span>
    );
  if (card.faults === null) return <span className="text-slate-500">{t('bulkEdit.grid.notValidated')}</span>;
  if (card.faults.length === 0) return <span className="text-accent-800">{t('bulkEdit.grid.noFaults')}</span>;
  return (
    <span className="font-medium text-red-700">
      {t('bulkEdit.grid.faultCount', { count: card.faults.length })}
    </span>
  );
}
