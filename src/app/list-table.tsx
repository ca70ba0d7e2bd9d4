import { useCallback, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Refusal } from '@domain/refusal';
import { actionHref, rowActions, type FilterValue, type TableRow } from '@domain/table-state';
import type { dataTableMachine, PendingAction } from '@machines/data-table.machine';
import * as select from '@machines/data-table.selectors';
import { DataTable } from '@kit/data-table/data-table';
import type { DataTableFilter } from '@kit/data-table/types';
import { columnsOf, filtersOf, textOf, type ColumnWidths, type Text } from './list-columns';
import { ListNotice } from './list-dialogs';
import { useDataTableLabels } from './use-data-table-labels';

export type ListActor = ActorRefFrom<typeof dataTableMachine>;

export { textOf, type ColumnWidths, type Text } from './list-columns';

export interface CellTools {
  text: Text;
  /** The day, and the day and time for a tooltip, in the user's language. */
  formatDate: (iso: string) => { day: string; moment: string };
}

const EMPTY: readonly number[] = [];

export interface ListTableProps {
  actor: ListActor;
  label: string;
  widths: ColumnWidths;
  renderCell: (row: TableRow, columnId: string, tools: CellTools) => ReactNode;
  rowName: (row: TableRow) => string;
  skeletonFilters: number;
  /** The words of a finished action. */
  outcomeText: (actionId: string, count: number) => string;
  /**
   * An action that needs more than a yes (a company, a reason): the screen opens its dialog and later sends
   * ACTION.RUN with the payload. Answers true when it took the action over.
   */
  onNeedsInput?: (action: PendingAction, row: TableRow | null) => boolean;
  toolbarEnd?: ReactNode;
}

/**
 * A §2 list on the shared dataTable machine and the kit table (docs/decisions/0014): the machine's state
 * into the table, the table's commands into events. Links of actions navigate; others run through the
 * machine (or a dialog of the screen first).
 */
export function ListTable(props: ListTableProps) {
  const { actor, renderCell, onNeedsInput } = props;
  const { t, i18n } = useTranslation();
  const text = textOf(t);
  const [, navigate] = useLocation();
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
  const outcome = useSelector(actor, select.selectOutcome);
  const error = useSelector(actor, (s) => s.context.error);

  const columns = useMemo(() => columnsOf(info, text, props.widths), [info, text, props.widths]);
  const filters = useMemo(() => filtersOf(info, text), [info, text]);
  const formatDate = useMemo(() => {
    const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short' });
    const moment = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
    return (iso: string) => {
      if (Number.isNaN(Date.parse(iso))) return { day: iso, moment: iso };
      const date = new Date(iso);
      return { day: day.format(date), moment: moment.format(date) };
    };
  }, [i18n.language]);
  const cell = useCallback(
    (row: TableRow, columnId: string) => renderCell(row, columnId, { text, formatDate }),
    [renderCell, text, formatDate],
  );
  const go = (href: string) => {
    // Links of these lists lead into the app (/react/…) or to a file the server answers (xlsx).
    if (href.startsWith('/react/')) navigate(href.slice('/react'.length));
    else window.location.assign(href);
  };
  const start = (action: PendingAction, row: TableRow | null) => {
    if (onNeedsInput?.(action, row)) return;
    actor.send({ type: 'ACTION.RUN', action });
  };
  const onRowAction = (row: TableRow, actionId: string) => {
    const action = rowActions(info, row.id).find((candidate) => candidate.id === actionId);
    if (action === undefined) return;
    const href = actionHref(action, row.id);
    if (href !== null) return go(href);
    start({ id: action.id, ids: [row.id], mass: false, confirm: action.confirm ?? null, payload: null }, row);
  };
  const onMassAction = (actionId: string) => {
    const action = info?.mass_actions.find((candidate) => candidate.id === actionId);
    if (action === undefined) return;
    start(
      { id: action.id, ids: selectedRows, mass: true, confirm: action.confirm ?? null, payload: null },
      null,
    );
  };
  const onFilter = (filter: DataTableFilter, value: FilterValue) =>
    actor.send(
      filter.kind === 'text' && typeof value === 'string'
        ? { type: 'FILTER.TYPE', name: filter.name, value }
        : { type: 'FILTER.SET', name: filter.name, value },
    );
  const firstLink = (row: TableRow) =>
    rowActions(info, row.id)
      .map((action) => actionHref(action, row.id))
      .find((href) => href !== null && href.startsWith('/react/')) ?? null;

  return (
    <DataTable
      label={props.label}
      labels={labels}
      phase={phase}
      busy={busy}
      columns={columns}
      visibleColumnIds={visibleColumnIds}
      rows={rows}
      renderCell={cell}
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
      rowActions={(row) =>
        rowActions(info, row.id).map((action) => ({
          id: action.id,
          label: text(action.label),
          danger: action.danger,
        }))
      }
      massActions={(info?.mass_actions ?? []).map((action) => ({
        id: action.id,
        label: text(action.label),
        danger: action.danger,
      }))}
      failureMessage={error instanceof Refusal ? error.message : null}
      notice={
        <ListNotice
          outcome={outcome}
          outcomeText={props.outcomeText}
          onDismiss={() => actor.send({ type: 'OUTCOME.DISMISS' })}
        />
      }
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
      onRowAction={onRowAction}
      onMassAction={onMassAction}
      onOpenRow={(row) => {
        const href = firstLink(row);
        if (href !== null) go(href);
      }}
      onRetry={() => actor.send({ type: 'RETRY' })}
    />
  );
}
