import { useCallback, useState } from 'react';
import { useSelector } from '@xstate/react';
import { FEATURE, isFeatureOn } from '@domain/feature-flags';
import type { TableRow } from '@domain/table-state';
import * as select from '@machines/data-table.selectors';
import { Button } from '@kit/button';
import { usePageConfig } from '@app/config-context';
import type { ScreenProps } from '@app/module-registry';
import { offerActionActor } from '@app/offer-list-actors';
import { usePermission } from '@app/session/use-permission';
import { useDataTable } from '@app/use-data-table';
import { AddOfferDialog } from './add-offer-dialog';
import { OfferNotice } from './offer-notice';
import { MachineListTable } from '@app/machine-list-table';
import { WIDTHS } from './list-text';
import { useOfferView } from './use-offer-view';

/**
 * §2 Offers list (`/react/offer`, module offers-list; docs/decisions/0017): a supplier's offers of its
 * cards to networks, or the offers made to the user's chain; "add offer" for suppliers where the instance
 * sends offers (§1 feature 3).
 */
export function OffersListScreen(_props: ScreenProps) {
  const actor = useDataTable({ namespace: 'offers', path: '/api/p1/offers', runAction: offerActionActor });
  const { t, renderCell, openCard } = useOfferView();
  const { features } = usePageConfig();
  const supplier = usePermission('offers.create');
  const canOffer = supplier && isFeatureOn(features, FEATURE.SEND_OFFER);
  // Suppliers and admins see several networks, so they get the network filter too (0017).
  const admin = usePermission('users.add');
  const filterCount = supplier || admin ? 2 : 1;
  const info = useSelector(actor, select.selectInfo);
  const networks = info?.filters.find((filter) => filter.name === 'network_code')?.options ?? [];
  const [adding, setAdding] = useState(false);
  const close = useCallback(() => setAdding(false), []);
  const onRowAction = (row: TableRow, actionId: string) => {
    if (actionId === 'details') openCard(row);
  };
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-4">
        <h1 className="text-xl font-semibold text-slate-900">{t('offersList.title')}</h1>
        {canOffer && (
          <Button size="sm" onClick={() => setAdding(true)}>
            {t('offersList.add')}
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
      {canOffer && <AddOfferDialog actor={actor} open={adding} networks={networks} onClose={close} />}
    </div>
  );
}
