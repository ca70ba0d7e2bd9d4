import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import { actionHref, rowActions, type TableRow } from '@domain/table-state';
import * as select from '@machines/data-table.selectors';
import { Alert } from '@kit/alert';
import type { ScreenProps } from '@app/module-registry';
import { cinActionActor } from '@app/cin-panel-actors';
import { appPathOf, useGo } from '@app/qc-cin-links';
import { useDataTable } from '@app/use-data-table';
import { renderCinCell } from './cin-cells';
import { MachineListTable, type TableActor } from '@app/machine-list-table';
import { textOf, WIDTHS } from './list-text';

/**
 * §2 Panel CIN (`/react/cin-panel`, module panel-cin): the cards of the user's chain with their last
 * item-creation file request; §7 send-get-cin-file for one card or the selected ones, get-cin-file to
 * download a ready file (docs/decisions/0016).
 */
export function CinPanelScreen(_props: ScreenProps) {
  const { t, i18n } = useTranslation();
  const text = textOf(t);
  // The outcome's words are fixed when the screen opens; the machine is created once.
  const [runAction] = useState(() =>
    cinActionActor({
      requested: (ready, incomplete) => text('cinPanel.outcome.requested', { ready, incomplete }),
      incomplete: (missing) => text('cinPanel.outcome.incomplete', { missing: missing.join(', ') }),
    }),
  );
  const actor = useDataTable({ namespace: 'cin', path: '/api/p1/cin-products', runAction });
  const info = useSelector(actor, select.selectInfo);
  const filters = useSelector(actor, select.selectFilters);
  const go = useGo();
  const chain = typeof filters.chain === 'string' ? filters.chain : null;

  const formatDate = useMemo(() => {
    const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short' });
    const moment = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
    return (iso: string) => {
      if (Number.isNaN(Date.parse(iso))) return { day: iso, moment: iso };
      return { day: day.format(new Date(iso)), moment: moment.format(new Date(iso)) };
    };
  }, [i18n.language]);
  const hrefOf = useCallback(
    (row: TableRow, id: string) => {
      const action = rowActions(info, row.id).find((candidate) => candidate.id === id);
      return action === undefined ? null : actionHref(action, row.id);
    },
    [info],
  );
  const renderCell = useCallback(
    (row: TableRow, columnId: string) =>
      renderCinCell(row, columnId, {
        text,
        formatDate,
        detailsPath: (candidate) => {
          const href = hrefOf(candidate, 'details');
          return href === null ? null : appPathOf(href);
        },
      }),
    [text, formatDate, hrefOf],
  );
  const request = (ids: readonly number[], mass: boolean) =>
    actor.send({
      type: 'ACTION.RUN',
      action: { id: 'cin_request', ids, mass, confirm: null, payload: chain },
    });

  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-xl font-semibold text-slate-900">{t('cinPanel.title')}</h1>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">{t('cinPanel.intro')}</p>
      </div>
      <MachineListTable
        widths={WIDTHS}
        rowName={(row) => String(row.cells.name_to_show ?? row.id)}
        actor={actor}
        label={t('cinPanel.tableLabel')}
        renderCell={renderCell}
        notice={<CinNotice actor={actor} />}
        skeletonFilters={5}
        onRowAction={(row, actionId) => {
          if (actionId === 'cin_request') return request([row.id], false);
          const href = hrefOf(row, actionId);
          if (href !== null) go(href);
        }}
        onMassAction={(actionId, ids) => {
          if (actionId === 'cin_request' && ids.length > 0) request(ids, true);
        }}
        onOpenRow={(row) => {
          const href = hrefOf(row, 'details');
          if (href !== null) go(href);
        }}
      />
    </div>
  );
}

/** The outcome of the last request: how many files are ready and how many lack data. */
function CinNotice({ actor }: { actor: TableActor }) {
  const { t } = useTranslation();
  const outcome = useSelector(actor, select.selectOutcome);
  if (outcome === null) return null;
  const message = outcome.message ?? (outcome.kind === 'failed' ? t('errors.short') : t('errors.success'));
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
