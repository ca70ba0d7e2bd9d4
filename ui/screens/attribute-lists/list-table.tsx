import { useCallback, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { rowActions, type TableRow } from '@domain/table-state';
import type { dataTableMachine } from '@machines/data-table.machine';
import * as select from '@machines/data-table.selectors';
import { Alert } from '@kit/alert';
import { ConfirmDialog } from '@kit/data-table/confirm-dialog';
import { MachineListTable } from '@app/machine-list-table';
import { appPathOf, textOf, type Widths } from './list-parts';

export type TableActor = ActorRefFrom<typeof dataTableMachine>;

export interface ListTableProps {
  actor: TableActor;
  label: string;
  widths: Widths;
  skeletonFilters: number;
  renderCell?: (row: TableRow, columnId: string, format: { date: (iso: string) => string }) => ReactNode;
  rowName: (row: TableRow) => string;
  /** Words of a finished action, by action id. */
  outcomeText: (actionId: string, count: number) => string;
  /** Actions the screen carries out itself (an edit dialog); true when handled. */
  onOwnAction?: (row: TableRow, actionId: string) => boolean;
  /** Where Enter on a row leads, when anywhere. */
  openHref?: (row: TableRow) => string | null;
  toolbarEnd?: ReactNode;
}

/**
 * One list of the attribute lists on the shared dataTable machine and kit table (docs/decisions/0014):
 * links navigate, other actions run through the machine (asking first when they carry a confirm key).
 */
export function ListTable(props: ListTableProps) {
  const { actor, outcomeText, onOwnAction, openHref } = props;
  const { t, i18n } = useTranslation();
  const text = textOf(t);
  const [, navigate] = useLocation();
  const info = useSelector(actor, select.selectInfo);
  const outcome = useSelector(actor, select.selectOutcome);
  const pending = useSelector(actor, select.selectConfirming);

  const date = useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short' });
    return (iso: string) => (Number.isNaN(Date.parse(iso)) ? iso : format.format(new Date(iso)));
  }, [i18n.language]);
  const { renderCell } = props;
  const cell = useCallback(
    (row: TableRow, columnId: string) => {
      if (renderCell !== undefined) return renderCell(row, columnId, { date });
      const value = row.cells[columnId];
      if (typeof value === 'string' && /^\d{4}-\d\d-\d\dT/.test(value)) return date(value);
      return value === null || value === undefined ? '—' : String(value);
    },
    [renderCell, date],
  );
  const go = useCallback(
    (href: string) => {
      const path = appPathOf(href);
      if (path !== null) navigate(path);
      else window.location.assign(href);
    },
    [navigate],
  );

  const onRowAction = (row: TableRow, actionId: string) => {
    if (onOwnAction?.(row, actionId) === true) return;
    const action = rowActions(info, row.id).find((candidate) => candidate.id === actionId);
    if (action === undefined) return;
    if (action.href !== undefined) return go(action.href.replaceAll('{id}', String(row.id)));
    actor.send({
      type: 'ACTION.RUN',
      action: { id: action.id, ids: [row.id], mass: false, confirm: action.confirm ?? null, payload: null },
    });
  };
  const onMassAction = (actionId: string, ids: readonly number[]) => {
    const action = info?.mass_actions.find((candidate) => candidate.id === actionId);
    if (action === undefined) return;
    actor.send({
      type: 'ACTION.RUN',
      action: { id: action.id, ids, mass: true, confirm: action.confirm ?? null, payload: null },
    });
  };
  const pendingActions = pending?.mass ? info?.mass_actions : info?.single_actions;
  const pendingAction = pendingActions?.find((candidate) => candidate.id === pending?.id);

  return (
    <>
      <MachineListTable
        actor={actor}
        label={props.label}
        widths={props.widths}
        renderCell={cell}
        rowName={props.rowName}
        notice={
          outcome === null ? null : (
            <Alert
              tone={outcome.tone}
              className="flex items-center justify-between gap-3"
              data-testid="action-notice"
            >
              <span>
                {outcome.message ??
                  (outcome.kind === 'failed'
                    ? t('errors.short')
                    : outcomeText(outcome.actionId, outcome.count ?? 1))}
              </span>
              <button
                type="button"
                onClick={() => actor.send({ type: 'OUTCOME.DISMISS' })}
                className="rounded px-1.5 text-xs font-medium underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-accent-600"
              >
                {t('notifications.close')}
              </button>
            </Alert>
          )
        }
        toolbarEnd={props.toolbarEnd}
        skeletonFilters={props.skeletonFilters}
        onRowAction={onRowAction}
        onMassAction={onMassAction}
        onOpenRow={(row) => {
          const href = openHref?.(row) ?? null;
          if (href !== null) go(href);
        }}
      />
      <ConfirmDialog
        open={pending !== null}
        title={pendingAction ? text(pendingAction.label) : t('dataTable.confirmTitle')}
        description={pending?.confirm ? text(pending.confirm, { count: pending.ids.length }) : ''}
        confirmLabel={pendingAction ? text(pendingAction.label) : t('dataTable.confirmTitle')}
        cancelLabel={t('dataTable.cancel')}
        danger={pendingAction?.danger ?? false}
        onConfirm={() => actor.send({ type: 'ACTION.CONFIRM' })}
        onCancel={() => actor.send({ type: 'ACTION.CANCEL' })}
      />
    </>
  );
}
