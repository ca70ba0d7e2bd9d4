import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import { rowActions, type TableRow } from '@domain/table-state';
import * as select from '@machines/data-table.selectors';
import { selectUser } from '@machines/session.selectors';
import { Alert } from '@kit/alert';
import { ConfirmDialog } from '@kit/data-table/confirm-dialog';
import type { ScreenProps } from '@app/module-registry';
import { offerActionActor } from '@app/offer-list-actors';
import { useSessionActor } from '@app/session/session-context';
import { useDataTable } from '@app/use-data-table';
import { OfferNotice } from './offer-notice';
import { RejectDialog } from './reject-dialog';
import { MachineListTable, type TableActor } from '@app/machine-list-table';
import { WIDTHS } from './list-text';
import { productIdOf, useOfferView } from './use-offer-view';

/**
 * §2 Chain products (`/react/cm-panel`, module retail-chain-products-list; docs/decisions/0017): the
 * offers made to the category manager's chain, approved, rejected with a reason, or an approval revoked
 * (§7 approve-product, reject-offer).
 */
export function ChainProductsScreen(_props: ScreenProps) {
  const chain = useSelector(useSessionActor(), selectUser)?.network_code ?? null;
  if (chain === null) return <NoChain />;
  return <ChainProducts chain={chain} />;
}

function NoChain() {
  const { t } = useTranslation();
  return <Alert tone="error">{t('chainProducts.noChain')}</Alert>;
}

function ChainProducts({ chain }: { chain: string }) {
  const actor = useDataTable({
    namespace: 'chain_products',
    path: '/api/p1/retail-chain/products',
    runAction: offerActionActor,
  });
  const { t, renderCell, openCard } = useOfferView();
  const info = useSelector(actor, select.selectInfo);
  // Which row's reason is asked for is view state; the rejection itself runs through the machine.
  const [rejecting, setRejecting] = useState<TableRow | null>(null);

  const onRowAction = (row: TableRow, actionId: string) => {
    const action = rowActions(info, row.id).find((candidate) => candidate.id === actionId);
    if (action === undefined) return;
    if (actionId === 'details') return openCard(row);
    if (actionId === 'reject') return setRejecting(row);
    actor.send({
      type: 'ACTION.RUN',
      action: {
        id: actionId,
        ids: [row.id],
        mass: false,
        confirm: action.confirm ?? null,
        payload: `${chain}:${productIdOf(row) ?? ''}`,
      },
    });
  };
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold text-slate-900">{t('chainProducts.title')}</h1>
      <MachineListTable
        widths={WIDTHS}
        rowName={(row) => String(row.cells.product ?? row.id)}
        actor={actor}
        label={t('chainProducts.tableLabel')}
        renderCell={renderCell}
        notice={<OfferNotice actor={actor} />}
        skeletonFilters={1}
        onRowAction={onRowAction}
        onMassAction={() => {}}
        onOpenRow={openCard}
      />
      <RejectDialog
        product={rejecting === null ? null : String(rejecting.cells.product ?? rejecting.id)}
        onCancel={() => setRejecting(null)}
        onReject={(comment) => {
          if (rejecting === null) return;
          actor.send({
            type: 'ACTION.RUN',
            action: {
              id: 'reject',
              ids: [rejecting.id],
              mass: false,
              confirm: null,
              payload: `${chain}:${comment}`,
            },
          });
          setRejecting(null);
        }}
      />
      <ConfirmRevoke actor={actor} />
    </div>
  );
}

/** Revoking an approval asks first (the offer goes back to waiting for a decision). */
export function ConfirmRevoke({ actor }: { actor: TableActor }) {
  const { t } = useTranslation();
  const pending = useSelector(actor, select.selectConfirming);
  return (
    <ConfirmDialog
      open={pending !== null}
      title={t('chainProducts.actions.revoke')}
      description={t('chainProducts.confirm.revoke')}
      confirmLabel={t('chainProducts.actions.revoke')}
      cancelLabel={t('dataTable.cancel')}
      danger
      onConfirm={() => actor.send({ type: 'ACTION.CONFIRM' })}
      onCancel={() => actor.send({ type: 'ACTION.CANCEL' })}
    />
  );
}
