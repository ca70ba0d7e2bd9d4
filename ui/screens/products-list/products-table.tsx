import { useCallback, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Refusal } from '@domain/refusal';
import { queryOf, rowActions, type FilterValue, type TableRow } from '@domain/table-state';
import type { dataTableMachine, PendingAction } from '@machines/data-table.machine';
import * as select from '@machines/data-table.selectors';
import { DataTable } from '@kit/data-table/data-table';
import type { DataTableAction, DataTableFilter } from '@kit/data-table/types';
import { useDataTableLabels } from '@app/use-data-table-labels';
import { ActionNotice } from './action-notice';
import { columnsOf, filtersOf, textOf } from './list-view';
import { codeOf, renderProductCell } from './product-cells';
import { massHref, useRowLinks } from './use-row-links';
import { Button } from '@kit/button';

export type TableActor = ActorRefFrom<typeof dataTableMachine>;

const EMPTY: readonly number[] = [];
/** Mass actions with a link that run through the machine (see onMassAction). */
const FETCHED = new Set(['export']);

/** §2 Products list: the list machine's state into the kit table, the table's commands into events. */
export function ProductsTable({
  actor,
  toolbarEnd,
  skeletonFilters,
}: {
  actor: TableActor;
  toolbarEnd?: ReactNode;
  skeletonFilters: number;
}) {
  const { t, i18n } = useTranslation();
  const text = textOf(t);
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
  const links = useRowLinks(info);

  const columns = useMemo(() => columnsOf(info, text), [info, text]);
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
  const renderCell = useCallback(
    (row: TableRow, columnId: string) =>
      renderProductCell(row, columnId, { text, formatDate, openPath: links.openPath }),
    [text, formatDate, links.openPath],
  );
  const rowName = useCallback((row: TableRow) => String(row.cells.name_to_show ?? row.id), []);
  /** §9 sales status 1/0 of a row, from its cell (null when the column is not answered). */
  const onSale = useCallback(
    (row: TableRow) =>
      codeOf(row.cells.sales_status ?? null, 'productList.salesStatus', ['0', '1'], text) !== '0',
    [text],
  );

  /** The sales-status action says what it will do for this row (withdraw or bring back). */
  const actionsOf = useCallback(
    (row: TableRow): DataTableAction[] =>
      rowActions(info, row.id).map((action) => ({
        id: action.id,
        danger: action.danger,
        label:
          action.id === 'sales_status'
            ? text(`productsList.salesStatus.${onSale(row) ? 'withdraw' : 'restore'}`)
            : text(action.label),
      })),
    [info, text, onSale],
  );
  const massActions = useMemo(
    () =>
      (info?.mass_actions ?? []).map((action) => ({
        id: action.id,
        label: text(action.label),
        danger: action.danger,
      })),
    [info, text],
  );

  const run = (action: PendingAction) => actor.send({ type: 'ACTION.RUN', action });
  const onRowAction = (row: TableRow, actionId: string) => {
    const action = rowActions(info, row.id).find((candidate) => candidate.id === actionId);
    if (action === undefined) return;
    if (action.href !== undefined) return links.go(action.href.replaceAll('{id}', String(row.id)));
    run({
      id: action.id,
      ids: [row.id],
      mass: false,
      confirm: action.confirm ?? null,
      payload: action.id === 'sales_status' ? (onSale(row) ? 0 : 1) : null,
    });
  };
  const onMassAction = (actionId: string) => {
    const action = info?.mass_actions.find((candidate) => candidate.id === actionId);
    if (action === undefined) return;
    // The export is fetched, not navigated to: a refusal (too many rows, an ended session) then shows as
    // a notice instead of replacing the page with the server's answer.
    if (action.href !== undefined && !FETCHED.has(action.id))
      return links.go(massHref(action.href, selectedRows, queryOf(filterValues, meta, info)));
    run({ id: action.id, ids: selectedRows, mass: true, confirm: action.confirm ?? null, payload: null });
  };
  const onFilter = (filter: DataTableFilter, value: FilterValue) =>
    actor.send(
      filter.kind === 'text' && typeof value === 'string'
        ? { type: 'FILTER.TYPE', name: filter.name, value }
        : { type: 'FILTER.SET', name: filter.name, value },
    );

  return (
    <DataTable
      label={t('productsList.tableLabel')}
      labels={labels}
      phase={phase}
      busy={busy}
      columns={columns}
      visibleColumnIds={visibleColumnIds}
      rows={rows}
      renderCell={renderCell}
      rowName={rowName}
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
      rowActions={actionsOf}
      massActions={massActions}
      failureMessage={error instanceof Refusal ? error.message : null}
      notice={<ActionNotice outcome={outcome} onDismiss={() => actor.send({ type: 'OUTCOME.DISMISS' })} />}
      toolbarEnd={
        <>
          {/* The whole filtered list as xlsx; a large one becomes a background job (the jobs panel). */}
          {info?.mass_actions.some((action) => action.id === 'export') && (
            <Button
              size="sm"
              variant="secondary"
              disabled={busy}
              onClick={() => run({ id: 'export', ids: [], mass: true, confirm: null, payload: null })}
            >
              {t('productsList.exportAll')}
            </Button>
          )}
          {toolbarEnd}
        </>
      }
      skeletonFilters={skeletonFilters}
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
        const href = links.openHref(row);
        if (href !== null) links.go(href);
      }}
      onRetry={() => actor.send({ type: 'RETRY' })}
    />
  );
}
