import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useSelector } from '@xstate/react';
import type { TableRow } from '@domain/table-state';
import type { PendingAction } from '@machines/data-table.machine';
import * as select from '@machines/data-table.selectors';
import { Button } from '@kit/button';
import { accountActionActor } from '@app/admin-list-actors';
import { ListConfirm } from '@app/list-dialogs';
import { ListTable, textOf } from '@app/list-table';
import type { ScreenProps } from '@app/module-registry';
import { usePermission } from '@app/session/use-permission';
import { useDataTable } from '@app/use-data-table';
import { ACCOUNT_WIDTHS, renderAccountCell } from './account-cells';
import { AddUserDialog } from './add-user-dialog';
import { AssignCompanyDialog } from './assign-company-dialog';
import { EditUserDialog } from './edit-user-dialog';

/** §2 Accounts list (`/react/accounts-list`, docs/decisions/0018): the admin's view of every account. */
export function AccountsListScreen(_props: ScreenProps) {
  const { t } = useTranslation();
  const text = textOf(t);
  const actor = useDataTable({ namespace: 'accounts', path: '/api/users', runAction: accountActionActor });
  const canAdd = usePermission('users.add');
  const info = useSelector(actor, select.selectInfo);
  const companies = info?.filters.find((filter) => filter.name === 'company_id')?.options ?? [];
  const [assigning, setAssigning] = useState<{ id: number; name: string } | null>(null);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<{ id: number; name: string } | null>(null);

  const [, navigate] = useLocation();

  const onNeedsInput = useCallback(
    (action: PendingAction, row: TableRow | null) => {
      if (row === null) return false;
      const account = { id: row.id, name: String(row.cells.name ?? row.id) };
      // §6 Switch user: the account's switch-me-to settings are a page of their own.
      if (action.id === 'switch_me_to') navigate(`/user/${row.id}/switch-me-to`);
      else if (action.id === 'edit') setEditing(account);
      else if (action.id === 'assign_company') setAssigning(account);
      else return false;
      return true;
    },
    [navigate],
  );

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold text-slate-900">{t('accountsList.title')}</h1>
      <ListTable
        actor={actor}
        label={t('accountsList.tableLabel')}
        widths={ACCOUNT_WIDTHS}
        renderCell={renderAccountCell}
        rowName={(row) => String(row.cells.name ?? row.cells.email ?? row.id)}
        skeletonFilters={4}
        outcomeText={(actionId, count) => text(`accountsList.outcome.${actionId}`, { count })}
        onNeedsInput={onNeedsInput}
        toolbarEnd={
          canAdd && (
            <Button size="sm" onClick={() => setAdding(true)}>
              {t('accountsList.addUser')}
            </Button>
          )
        }
      />
      <ListConfirm actor={actor} />
      <AssignCompanyDialog
        name={assigning?.name ?? null}
        companies={companies}
        onCancel={() => setAssigning(null)}
        onAssign={(companyId) => {
          if (assigning !== null)
            actor.send({
              type: 'ACTION.RUN',
              action: {
                id: 'assign_company',
                ids: [assigning.id],
                mass: false,
                confirm: null,
                payload: companyId,
              },
            });
          setAssigning(null);
        }}
      />
      <EditUserDialog
        account={editing}
        onCancel={() => setEditing(null)}
        onDone={() => {
          setEditing(null);
          actor.send({ type: 'RELOAD' });
        }}
      />
      <AddUserDialog
        open={adding}
        companies={companies}
        onCancel={() => setAdding(false)}
        onDone={() => {
          setAdding(false);
          actor.send({ type: 'RELOAD' });
        }}
      />
    </div>
  );
}
