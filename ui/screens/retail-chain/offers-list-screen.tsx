import { useCallback, useState } from 'react';
import { useSelector } from '@xstate/react';
import { rowActions, type TableRow } from '@domain/table-state';
import * as select from '@machines/data-table.selectors';
import { selectUser } from '@machines/session.selectors';
import { Button } from '@kit/button';
import type { ScreenProps } from '@app/module-registry';
import { offerActionActor } from '@app/offer-list-actors';
import { SendOfferDialog } from '@app/offers/send-offer-dialog';
import { useCanSendOffers } from '@app/offers/use-can-send-offers';
import { useSessionActor } from '@app/session/session-context';
import { usePermission } from '@app/session/use-permission';
import { useDataTable } from '@app/use-data-table';
import { ConfirmRevoke } from './chain-products-screen';
import { OfferNotice } from './offer-notice';
import { RejectDialog } from './reject-dialog';
import { MachineListTable } from '@app/machine-list-table';
import { WIDTHS } from './list-text';
import { productIdOf, useOfferView } from './use-offer-view';

/**
 * §2 Offers list (`/react/offer`, module offers-list; docs/decisions/0017, 0041): a supplier's offers of its
 * cards to networks, or the offers made to the user's chain. A supplier sends offers (the send-offer
 * modal with its card picker) where the instance sends offers (§1 feature 3); the chain's decider approves,
 * rejects with a reason or revokes an approval right here.
 */
export function OffersListScreen(_props: ScreenProps) {
  const actor = useDataTable({ namespace: 'offers', path: '/api/p1/offers', runAction: offerActionActor });
  const { t, renderCell, openCard } = useOfferView();
  const canOffer = useCanSendOffers();
  const chain = useSelector(useSessionActor(), selectUser)?.network_code ?? '';
  // Suppliers and admins see several networks, so they get the network filter too (0017).
  const supplier = usePermission('offers.create');
  const admin = usePermission('users.add');
  const filterCount = supplier || admin ? 2 : 1;
  const info = useSelector(actor, select.selectInfo);
  const [adding, setAdding] = useState(false);
  // Which row's reason is asked for is view state; the rejection itself runs through the machine.
  const [rejecting, setRejecting] = useState<TableRow | null>(null);
  const close = useCallback(() => setAdding(false), []);
  const reload = useCallback(() => actor.send({ type: 'RELOAD' }), [actor]);
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
      <div className="flex items-center justify-between gap-4">
        <h1 className="text-xl font-semibold text-slate-900">{t('offersList.title')}</h1>
        {canOffer && (
          <Button size="sm" onClick={() => setAdding(true)}>
            {t('offerSend.open')}
          </Button>
        )}
      </div>
      <MachineListTable
        widths={WIDTHS}
        rowName={(row) => String(row.cells.product ?? row.id)}
        actor={actor}
        label={t('offersList.tableLabel')}
        renderCell={renderCell}
        notice={<OfferNotice actor={actor} />}
        skeletonFilters={filterCount}
        onRowAction={onRowAction}
        onMassAction={() => {}}
        onOpenRow={openCard}
      />
      {canOffer && <SendOfferDialog open={adding} cards={[]} onClose={close} onSent={reload} />}
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
