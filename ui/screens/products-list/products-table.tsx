import { useCallback, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { queryOf, rowActions, type TableRow } from '@domain/table-state';
import type { dataTableMachine, PendingAction } from '@machines/data-table.machine';
import * as select from '@machines/data-table.selectors';
import type { DataTableAction } from '@kit/data-table/types';
import { MachineListTable } from '@app/machine-list-table';
import { ActionNotice } from './action-notice';
import { PRODUCT_WIDTHS, remembered, textOf } from './list-view';
import { codeOf, renderProductCell } from './product-cells';
import { massHref, useRowLinks } from './use-row-links';
import { MASS_DIALOGS, OFFER_DIALOGS } from './mass-dialogs';
import { Button } from '@kit/button';

export type TableActor = ActorRefFrom<typeof dataTableMachine>;
/** Mass actions with a link that run through the machine (see onMassAction). */
const FETCHED = new Set(['export']);

/** §2 Products list on the shared list table: its cells, its row and mass actions, its export button. */
export function ProductsTable({
  actor,
  toolbarEnd,
  skeletonFilters,
  onOpenDialog,
}: {
  actor: TableActor;
  toolbarEnd?: ReactNode;
  skeletonFilters: number;
  /** A mass action of MASS_DIALOGS was chosen: the screen opens its dialog on the selection. */
  onOpenDialog?: (actionId: string, ids: readonly number[]) => void;
}) {
  const { t, i18n } = useTranslation();
  const text = textOf(t);
  const info = useSelector(actor, select.selectInfo);
  const meta = useSelector(actor, select.selectMeta);
  const filterValues = useSelector(actor, select.selectFilters);
  const busy = useSelector(actor, select.selectIsRunning);
  const outcome = useSelector(actor, select.selectOutcome);
  const links = useRowLinks(info);

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
      renderProductCell(row, columnId, { text, formatDate, openPath: links.openPath, go: links.go }),
    [text, formatDate, links.openPath, links.go],
  );
  const rowName = useCallback((row: TableRow) => String(row.cells.name_to_show ?? row.id), []);
  /** §9 sales status 1/0 of a row, from its cell (null when the column is not answered). */
  const onSale = useCallback(
    (row: TableRow) =>
      codeOf(row.cells.sales_status ?? null, 'productList.salesStatus', ['0', '1'], text) !== '0',
    [text],
  );

  /**
   * The sales-status action says what it will do for this row (withdraw or bring back). Asked for every
   * row rendered, seven labels each: the words are remembered.
   */
  const actionsOf = useCallback(
    (row: TableRow): DataTableAction[] => {
      const words = remembered(text);
      return rowActions(info, row.id).map((action) => ({
        id: action.id,
        danger: action.danger,
        label:
          action.id === 'sales_status'
            ? words(`productsList.salesStatus.${onSale(row) ? 'withdraw' : 'restore'}`)
            : words(action.label),
      }));
    },
    [info, text, onSale],
  );
  const run = (action: PendingAction) => actor.send({ type: 'ACTION.RUN', action });
  const onRowAction = (row: TableRow, actionId: string) => {
    const action = rowActions(info, row.id).find((candidate) => candidate.id === actionId);
    if (action === undefined) return;
    if (action.href !== undefined) return links.go(action.href.replaceAll('{id}', String(row.id)));
    // §2 offer modals on the row's card (docs/decisions/0041): the screen opens them.
    if (OFFER_DIALOGS.has(action.id)) return onOpenDialog?.(action.id, [row.id]);
    run({
      id: action.id,
      ids: [row.id],
      mass: false,
      confirm: action.confirm ?? null,
      payload: action.id === 'sales_status' ? (onSale(row) ? 0 : 1) : null,
    });
  };
  const onMassAction = (actionId: string, selectedRows: readonly number[]) => {
    const action = info?.mass_actions.find((candidate) => candidate.id === actionId);
    if (action === undefined) return;
    if (Object.hasOwn(MASS_DIALOGS, action.id) || OFFER_DIALOGS.has(action.id))
      return onOpenDialog?.(action.id, selectedRows);
    // The export is fetched, not navigated to: a refusal (too many rows, an ended session) then shows as
    // a notice instead of replacing the page with the server's answer.
    if (action.href !== undefined && !FETCHED.has(action.id))
      return links.go(massHref(action.href, selectedRows, queryOf(filterValues, meta, info)));
    run({ id: action.id, ids: selectedRows, mass: true, confirm: action.confirm ?? null, payload: null });
  };
  return (
    <MachineListTable
      actor={actor}
      label={t('productsList.tableLabel')}
      widths={PRODUCT_WIDTHS}
      renderCell={renderCell}
      rowName={rowName}
      rowActions={actionsOf}
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
      onRowAction={onRowAction}
      onMassAction={onMassAction}
      onOpenRow={(row) => {
        const href = links.openHref(row);
        if (href !== null) links.go(href);
      }}
    />
  );
}
