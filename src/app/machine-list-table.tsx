import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Refusal } from '@domain/refusal';
import { rowActions, type FilterValue, type TableRow } from '@domain/table-state';
import type { dataTableMachine } from '@machines/data-table.machine';
import * as select from '@machines/data-table.selectors';
import { DataTable } from '@kit/data-table/data-table';
import type { DataTableAction, DataTableFilter } from '@kit/data-table/types';
import { useDataTableLabels } from './use-data-table-labels';
import { columnsOf, filtersOf, remembered, textOf, type ColumnWidths } from './list-columns';

export type TableActor = ActorRefFrom<typeof dataTableMachine>;
const EMPTY: readonly number[] = [];

export interface MachineListTableProps {
  actor: TableActor;
  label: string;
  /** Grid tracks of the list's columns. */
  widths: ColumnWidths;
  /** How a row is named to assistive technology (its select box, its actions). */
  rowName: (row: TableRow) => string;
  renderCell: (row: TableRow, columnId: string) => ReactNode;
  notice: ReactNode;
  skeletonFilters: number;
  onRowAction: (row: TableRow, actionId: string) => void;
  onMassAction: (actionId: string, ids: readonly number[]) => void;
  onOpenRow: (row: TableRow) => void;
  /** A row's actions as the menu lists them; by default the info's, in the user's words. */
  rowActions?: (row: TableRow) => DataTableAction[];
  toolbarEnd?: ReactNode;
}

/**
 * A §2 list's dataTable machine state into the kit table, and the table's commands into machine events;
 * the screen decides what its actions do (docs/decisions/0014). Every list of the app renders through it.
 */
export function MachineListTable(props: MachineListTableProps) {
  const { actor } = props;
  const { t } = useTranslation();
  const text = textOf(t);
  // Row action labels are asked for every row rendered; the words are looked up once per language.
  const words = remembered(text);
  const labels = useDataTableLabels();
  const phase = useSelector(actor, select.selectPhase);
  const info = useSelector(actor, select.selectInfo);
  const rows = useSelector(actor, select.selectRows);
  const meta = useSelector(actor, select.selectMeta);
  const filterValues = useSelector(actor, select.selectFilters);
  const total = useSelector(actor, select.selectTotal);
  const totalCapped = useSelector(actor, select.selectTotalCapped);
  const answeredSort = useSelector(actor, select.selectAnsweredSort);
  const selectedRows = useSelector(actor, select.selectSelectedRows);
  const visibleColumnIds = useSelector(actor, select.selectVisibleColumnIds, select.sameIds);
  const busy = useSelector(actor, select.selectIsRunning);
  const error = useSelector(actor, (s) => s.context.error);
  const columns = useMemo(() => columnsOf(info, text, props.widths), [info, text, props.widths]);
  const filters = useMemo(() => filtersOf(info, text), [info, text]);
  const massActions = useMemo(
    () => (info?.mass_actions ?? []).map((a) => ({ id: a.id, label: text(a.label), danger: a.danger })),
    [info, text],
  );
  const onFilter = (filter: DataTableFilter, value: FilterValue) =>
    actor.send(
      filter.kind === 'text' && typeof value === 'string'
        ? { type: 'FILTER.TYPE', name: filter.name, value }
        : { type: 'FILTER.SET', name: filter.name, value },
    );
  return (
    <DataTable
      label={props.label}
      labels={labels}
      phase={phase}
      busy={busy}
      columns={columns}
      visibleColumnIds={visibleColumnIds}
      rows={rows}
      renderCell={props.renderCell}
      rowName={props.rowName}
      total={total}
      totalCapped={totalCapped}
      page={meta.currentPage}
      perPage={meta.perPage}
      perPageSizes={info?.per_page_sizes ?? [meta.perPage]}
      sort={meta.sortColumn === null ? answeredSort : { column: meta.sortColumn, order: meta.sortOrder }}
      selectedRows={selectedRows}
      disabledRows={info?.disabled_rows ?? EMPTY}
      filters={filters}
      filterValues={filterValues}
      rowActions={
        props.rowActions ??
        ((row) =>
          rowActions(info, row.id).map((a) => ({ id: a.id, label: words(a.label), danger: a.danger })))
      }
      massActions={massActions}
      failureMessage={error instanceof Refusal ? error.message : null}
      notice={props.notice}
      toolbarEnd={props.toolbarEnd}
      skeletonFilters={props.skeletonFilters}
      onFilter={onFilter}
      onClearFilters={() => actor.send({ type: 'FILTERS.CLEAR' })}
      onPage={(page) => actor.send({ type: 'PAGE.CHANGE', page })}
      onPerPage={(perPage) => actor.send({ type: 'PER_PAGE.CHANGE', perPage })}
      onSort={(column, order) => actor.send({ type: 'SORT.CHANGE', column, order })}
      onColumns={(ids) => actor.send({ type: 'COLUMNS.CHANGE', columns: ids })}
      onToggleRow={(id) => actor.send({ type: 'ROW.TOGGLE', id })}
      onTogglePage={() => actor.send({ type: 'ROWS.TOGGLE_PAGE' })}
      onClearSelection={() => actor.send({ type: 'ROWS.CLEAR' })}
      onRowAction={props.onRowAction}
      onMassAction={(actionId) => props.onMassAction(actionId, selectedRows)}
      onOpenRow={props.onOpenRow}
      onRetry={() => actor.send({ type: 'RETRY' })}
    />
  );
}
