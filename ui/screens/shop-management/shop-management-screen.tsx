import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import type { AssortmentSummary } from '@contract/shop-assortment';
import { ASSORTMENT_STATUSES, type AssortmentStatus } from '@domain/shop-assortment';
import type { TableRow } from '@domain/table-state';
import type { PendingAction } from '@machines/data-table.machine';
import * as select from '@machines/data-table.selectors';
import { Button } from '@kit/button';
import { assortmentSummary } from '@api/shop-assortment';
import { ListConfirm } from '@app/list-dialogs';
import { ListTable, textOf } from '@app/list-table';
import type { ScreenProps } from '@app/module-registry';
import { useDataTable } from '@app/use-data-table';
import { useResourceActor, useResourceBinding } from '@app/use-resource';
import { AssortmentAddDialog } from './assortment-add-dialog';
import { ASSORTMENT_WIDTHS, renderAssortmentCell } from './assortment-cells';
import { AssortmentEntryDialog, type EditedEntry } from './assortment-entry-dialog';
import { AssortmentSummaryPanel } from './assortment-summary';
import { assortmentActionActor } from './shop-management-actors';

/** The status of a row from its cell, which the server sends in the user's language. */
function statusOfRow(row: TableRow, text: (key: string) => string): AssortmentStatus {
  const cell = String(row.cells.status ?? '');
  return ASSORTMENT_STATUSES.find((status) => text(`shopAssortment.status.${status}`) === cell) ?? 'planned';
}

/**
 * §2 shop-management (`/react/shop-management`, docs/decisions/0051): a network's shop assortment — the
 * completeness figure, the cards with their network number, status and readiness, adding cards, a card's
 * number and status, and status or removal for the selected rows. An admin reads any network's.
 */
export function ShopManagementScreen(_props: ScreenProps) {
  const { t } = useTranslation();
  const text = textOf(t);
  const actor = useDataTable({
    namespace: 'shop_assortment',
    path: '/api/shop/assortment',
    runAction: assortmentActionActor,
  });
  const filters = useSelector(actor, select.selectFilters);
  const outcome = useSelector(actor, select.selectOutcome);
  const info = useSelector(actor, select.selectInfo);
  const network = typeof filters['network'] === 'string' ? filters['network'] : null;
  // The figure reads the network the list shows; the ref keeps the loader's view of it current.
  const networkRef = useRef(network);
  networkRef.current = network;
  const summaryActor = useResourceActor(() => assortmentSummary(networkRef.current));
  const summary = useResourceBinding<AssortmentSummary>(summaryActor);
  const reloadSummary = summary.reload;
  useEffect(() => {
    reloadSummary();
  }, [network, outcome, reloadSummary]);

  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<EditedEntry | null>(null);
  const writes = info?.mass_actions.some((action) => action.id === 'remove') ?? false;
  const onNeedsInput = useCallback(
    (action: PendingAction, row: TableRow | null) => {
      if (action.id !== 'edit' || row === null) return false;
      setEditing({
        id: row.id,
        name: String(row.cells.name_to_show ?? row.id),
        productNumber: String(row.cells.product_number ?? ''),
        status: statusOfRow(row, (key) => text(key)),
      });
      return true;
    },
    [text],
  );
  const afterChange = useCallback(() => {
    actor.send({ type: 'RELOAD' });
    reloadSummary();
  }, [actor, reloadSummary]);
  const networkName = summary.data?.network.name ?? '';

  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-xl font-semibold text-slate-900">{t('shopAssortment.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('shopAssortment.intro', { network: networkName })}</p>
      </div>
      <AssortmentSummaryPanel summary={summary.data} failed={summary.failed} onRetry={summary.retry} />
      <ListTable
        actor={actor}
        label={t('shopAssortment.tableLabel')}
        widths={ASSORTMENT_WIDTHS}
        renderCell={renderAssortmentCell}
        rowName={(row) => String(row.cells.name_to_show ?? row.id)}
        skeletonFilters={3}
        outcomeText={(actionId, count) =>
          actionId === 'remove'
            ? text('shopAssortment.outcome.remove', { count })
            : text('shopAssortment.outcome.status', { count })
        }
        onNeedsInput={onNeedsInput}
        toolbarEnd={
          writes && (
            <Button size="sm" onClick={() => setAdding(true)}>
              {t('shopAssortment.add.open')}
            </Button>
          )
        }
      />
      <ListConfirm actor={actor} />
      {adding && (
        <AssortmentAddDialog network={networkName} onAdded={afterChange} onClose={() => setAdding(false)} />
      )}
      {editing !== null && (
        <AssortmentEntryDialog
          entry={editing}
          onSaved={() => {
            setEditing(null);
            afterChange();
          }}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
