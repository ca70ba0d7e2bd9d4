import { useId, useMemo } from 'react';
import { hasFilters } from '@domain/table-state';
import { RetryAlert } from '../retry-alert';
import { ColumnChooser } from './column-chooser';
import { FilterBar } from './filter-bar';
import { Grid } from './grid';
import { Pager } from './pager';
import { EmptyState, TableSkeleton } from './table-states';
import { TableToolbar } from './table-toolbar';
import { defaultCell } from './use-table-model';
import type { DataTableProps } from './types';

/**
 * §2 Data-table lists: the one table every list uses. Filter bar from the list's filters, a toolbar with
 * the mass actions of the selected rows and the column chooser, the grid, and the pager. It holds no flow
 * state: the list's dataTable machine owns filters, page, sort, selection and columns, and the screen
 * passes them in with the callbacks that send its events.
 */
export function DataTable(props: DataTableProps) {
  const { labels, phase, busy, rows, columns, visibleColumnIds, filters, filterValues } = props;
  const hintId = useId();
  const filtered = hasFilters(filterValues);
  const visibleColumns = useMemo(
    () => columns.filter((column) => visibleColumnIds.includes(column.id)),
    [columns, visibleColumnIds],
  );

  if (phase === 'firstLoad')
    return <TableSkeleton label={labels.loading} filters={props.skeletonFilters ?? 4} />;
  const failed = phase === 'failed';
  return (
    <div className="flex flex-col gap-3">
      <FilterBar
        filters={filters}
        values={filterValues}
        labels={labels}
        onFilter={props.onFilter}
        onClear={props.onClearFilters}
      />
      {props.notice}
      <TableToolbar
        labels={labels}
        selectedCount={props.selectedRows.length}
        massActions={props.massActions}
        busy={busy}
        onMassAction={props.onMassAction}
        onClearSelection={props.onClearSelection}
        end={
          <>
            {visibleColumns.length > 0 && (
              <ColumnChooser
                columns={columns}
                visibleColumnIds={visibleColumnIds}
                labels={labels}
                onColumns={props.onColumns}
              />
            )}
            {props.toolbarEnd}
          </>
        }
      />
      {failed ? (
        <RetryAlert
          message={props.failureMessage || labels.loadFailed}
          retryLabel={labels.retry}
          onRetry={props.onRetry}
        />
      ) : (
        <Grid
          label={props.label}
          labels={labels}
          columns={columns}
          visibleColumnIds={visibleColumnIds}
          rows={rows}
          renderCell={props.renderCell ?? defaultCell}
          rowName={props.rowName}
          sort={props.sort}
          selectedRows={props.selectedRows}
          disabledRows={props.disabledRows}
          rowActions={props.rowActions}
          selection={props.massActions.length > 0}
          dimmed={phase === 'reloading'}
          busy={busy}
          hintId={hintId}
          empty={<EmptyState labels={labels} filtered={filtered} onClearFilters={props.onClearFilters} />}
          onSort={props.onSort}
          onToggleRow={props.onToggleRow}
          onTogglePage={props.onTogglePage}
          onRowAction={props.onRowAction}
          onOpenRow={props.onOpenRow}
        />
      )}
      <p id={hintId} className="sr-only">
        {labels.keyboardHint}
      </p>
      <Pager
        labels={labels}
        page={props.page}
        perPage={props.perPage}
        perPageSizes={props.perPageSizes}
        rowsOnPage={failed ? 0 : rows.length}
        total={failed ? 0 : props.total}
        totalCapped={!failed && props.totalCapped === true}
        disabled={busy}
        onPage={props.onPage}
        onPerPage={props.onPerPage}
      />
    </div>
  );
}
