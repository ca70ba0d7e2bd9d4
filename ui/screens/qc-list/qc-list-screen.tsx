import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import { changeableQcChains } from '@domain/qc-chains';
import { actionHref, rowActions, type TableRow } from '@domain/table-state';
import * as select from '@machines/data-table.selectors';
import { selectPermissions } from '@machines/session.selectors';
import { Alert } from '@kit/alert';
import type { ScreenProps } from '@app/module-registry';
import { appPathOf, useGo } from '@app/qc-cin-links';
import { qcActionActor, qcPayload } from '@app/qc-list-actors';
import { useSessionActor } from '@app/session/session-context';
import { useDataTable } from '@app/use-data-table';
import { MachineListTable, type TableActor } from '@app/machine-list-table';
import { textOf, WIDTHS } from './list-text';
import { renderQcCell } from './qc-cells';
import { QcStatusDialog, type QcTarget } from './qc-status-dialog';

/**
 * §2 QC list (`/react/qc-list`, module qc-list): the cards the user may see with their QC verdicts, the
 * "QC status" modal for one card or the selected ones (docs/decisions/0016).
 */
export function QcListScreen(_props: ScreenProps) {
  const { t, i18n } = useTranslation();
  const text = textOf(t);
  const actor = useDataTable({ namespace: 'qc', path: '/api/p1/qc-products', runAction: qcActionActor });
  const permissions = useSelector(useSessionActor(), selectPermissions);
  const changeable = useMemo(() => changeableQcChains(permissions), [permissions]);
  const info = useSelector(actor, select.selectInfo);
  const go = useGo();
  // Which dialog is open is view state; the save itself runs through the list's machine.
  const [target, setTarget] = useState<QcTarget | null>(null);

  const formatDate = useMemo(() => {
    const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short' });
    const moment = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
    return (iso: string) => {
      if (Number.isNaN(Date.parse(iso))) return { day: iso, moment: iso };
      return { day: day.format(new Date(iso)), moment: moment.format(new Date(iso)) };
    };
  }, [i18n.language]);
  const detailsHref = useCallback(
    (row: TableRow) => {
      const details = rowActions(info, row.id).find((action) => action.id === 'details');
      return details === undefined ? null : actionHref(details, row.id);
    },
    [info],
  );
  const renderCell = useCallback(
    (row: TableRow, columnId: string) =>
      renderQcCell(row, columnId, {
        text,
        formatDate,
        detailsPath: (candidate) => {
          const href = detailsHref(candidate);
          return href === null ? null : appPathOf(href);
        },
      }),
    [text, formatDate, detailsHref],
  );

  const onRowAction = (row: TableRow, actionId: string) => {
    if (actionId === 'qc_status') return setTarget({ ids: [row.id], mass: false });
    const action = rowActions(info, row.id).find((candidate) => candidate.id === actionId);
    const href = action === undefined ? null : actionHref(action, row.id);
    if (href !== null) go(href);
  };
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold text-slate-900">{t('qcList.title')}</h1>
      <MachineListTable
        widths={WIDTHS}
        rowName={(row) => String(row.cells.name_to_show ?? row.id)}
        actor={actor}
        label={t('qcList.tableLabel')}
        renderCell={renderCell}
        notice={<QcNotice actor={actor} />}
        skeletonFilters={6}
        onRowAction={onRowAction}
        onMassAction={(actionId, ids) => {
          if (actionId === 'qc_status' && ids.length > 0) setTarget({ ids, mass: true });
        }}
        onOpenRow={(row) => {
          const href = detailsHref(row);
          if (href !== null) go(href);
        }}
      />
      {target !== null && (
        <QcStatusDialog
          key={`${target.mass ? 'm' : 's'}${target.ids.join(',')}`}
          target={target}
          changeable={changeable}
          onClose={() => setTarget(null)}
          onSubmit={(change) => {
            actor.send({
              type: 'ACTION.RUN',
              action: {
                id: 'qc_status',
                ids: target.ids,
                mass: target.mass,
                confirm: null,
                payload: qcPayload(change),
              },
            });
            setTarget(null);
          }}
        />
      )}
    </div>
  );
}

/** The outcome of the last QC change: how many cards, or the server's words for a refusal. */
function QcNotice({ actor }: { actor: TableActor }) {
  const { t } = useTranslation();
  const outcome = useSelector(actor, select.selectOutcome);
  if (outcome === null) return null;
  const message =
    outcome.kind === 'failed'
      ? (outcome.message ?? t('errors.short'))
      : textOf(t)('qcList.outcome.saved', { count: outcome.count ?? 1 });
  return (
    <Alert
      tone={outcome.tone}
      className="flex items-center justify-between gap-3"
      data-testid="action-notice"
    >
      <span>{message}</span>
      <button
        type="button"
        onClick={() => actor.send({ type: 'OUTCOME.DISMISS' })}
        className="rounded px-1.5 text-xs font-medium underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-accent-600"
      >
        {t('notifications.close')}
      </button>
    </Alert>
  );
}
