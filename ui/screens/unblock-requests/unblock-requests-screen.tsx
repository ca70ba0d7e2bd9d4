import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import type { TableRow } from '@domain/table-state';
import type { PendingAction } from '@machines/data-table.machine';
import { selectIsLoggedIn } from '@machines/session.selectors';
import { Alert } from '@kit/alert';
import { unblockActionActor } from '@app/admin-list-actors';
import { ListConfirm } from '@app/list-dialogs';
import { ListTable, textOf, type CellTools } from '@app/list-table';
import type { ScreenProps } from '@app/module-registry';
import { useSessionActor } from '@app/session/session-context';
import { usePermission } from '@app/session/use-permission';
import { useDataTable } from '@app/use-data-table';
import { RejectDialog } from './reject-dialog';
import { UnblockRequestForm } from './unblock-request-form';

/**
 * §2 Unblock requests (`/react/unblock-requests`, docs/decisions/0018): logged out, a blocked user's
 * request form; for an admin, the list of requests to accept or reject.
 */
export function UnblockRequestsScreen(_props: ScreenProps) {
  const { t } = useTranslation();
  const loggedIn = useSelector(useSessionActor(), selectIsLoggedIn);
  const canManage = usePermission('unblock_requests.manage');
  if (!loggedIn) return <UnblockRequestForm />;
  if (!canManage) return <Alert tone="error">{t('session.forbidden')}</Alert>;
  return <UnblockRequestsList />;
}

const WIDTHS = {
  id: { minRem: 4, grow: 0 },
  user: { minRem: 10, grow: 1.5 },
  email: { minRem: 11, grow: 1.5 },
  company: { minRem: 10, grow: 1.5 },
  message: { minRem: 14, grow: 3 },
  status: { minRem: 8, grow: 0 },
  created_at: { minRem: 7, grow: 0 },
  decided_at: { minRem: 7, grow: 0 },
  decided_by: { minRem: 9, grow: 1 },
  reason: { minRem: 10, grow: 2 },
};

const TONES: Record<string, string> = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  accepted: 'bg-accent-50 text-accent-800 ring-accent-200',
  rejected: 'bg-slate-100 text-slate-700 ring-slate-200',
};

function renderUnblockCell(row: TableRow, columnId: string, tools: CellTools): ReactNode {
  const value = row.cells[columnId];
  if (value === null || value === undefined || value === '') return <span className="text-slate-500">—</span>;
  const key = String(value);
  if (columnId === 'status') {
    const code = Object.keys(TONES).find((status) => tools.text(`unblockRequests.status.${status}`) === key);
    return (
      <span
        className={`inline-flex rounded px-1.5 py-0.5 text-xs font-medium ring-1 ring-inset ${TONES[code ?? 'rejected']}`}
      >
        {key}
      </span>
    );
  }
  if (columnId === 'created_at' || columnId === 'decided_at') {
    const { day, moment } = tools.formatDate(key);
    return (
      <time dateTime={key} title={moment}>
        {day}
      </time>
    );
  }
  return <span title={key}>{key}</span>;
}

function UnblockRequestsList() {
  const { t } = useTranslation();
  const text = textOf(t);
  const actor = useDataTable({
    namespace: 'unblock_requests',
    path: '/api/unblock-requests',
    runAction: unblockActionActor,
  });
  const [rejecting, setRejecting] = useState<number | null>(null);
  const onNeedsInput = useCallback((action: PendingAction) => {
    if (action.id !== 'reject') return false;
    setRejecting(action.ids[0] ?? null);
    return true;
  }, []);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold text-slate-900">{t('unblockRequests.title')}</h1>
      <ListTable
        actor={actor}
        label={t('unblockRequests.tableLabel')}
        widths={WIDTHS}
        renderCell={renderUnblockCell}
        rowName={(row) => String(row.cells.user ?? row.id)}
        skeletonFilters={2}
        outcomeText={(actionId) => text(`unblockRequests.outcome.${actionId}`)}
        onNeedsInput={onNeedsInput}
      />
      <ListConfirm actor={actor} />
      <RejectDialog
        open={rejecting !== null}
        onCancel={() => setRejecting(null)}
        onReject={(reason) => {
          if (rejecting !== null)
            actor.send({
              type: 'ACTION.RUN',
              action: { id: 'reject', ids: [rejecting], mass: false, confirm: null, payload: reason },
            });
          setRejecting(null);
        }}
      />
    </div>
  );
}
