import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import type { TableRow } from '@domain/table-state';
import { selectUser } from '@machines/session.selectors';
import { Alert } from '@kit/alert';
import type { ScreenProps } from '@app/module-registry';
import { offerActionActor } from '@app/offer-list-actors';
import { useSessionActor } from '@app/session/session-context';
import { useDataTable } from '@app/use-data-table';
import { ChainAttributesDialog, type AttributesTarget } from './chain-attributes-dialog';
import { OfferNotice } from './offer-notice';
import { MachineListTable } from '@app/machine-list-table';
import { WIDTHS } from './list-text';
import { productIdOf, useOfferView } from './use-offer-view';

/**
 * §2 Chain master data (`/react/mdm-panel`, module retail-chain-master-data-list; docs/decisions/0017):
 * the cards approved for the master-data manager's chain, how far the chain's own attributes are filled
 * in, and completing them (§7 network-attribute).
 */
export function ChainMasterDataScreen(_props: ScreenProps) {
  const chain = useSelector(useSessionActor(), selectUser)?.network_code ?? null;
  const { t } = useTranslation();
  if (chain === null) return <Alert tone="error">{t('chainProducts.noChain')}</Alert>;
  return <ChainMasterData chain={chain} />;
}

function ChainMasterData({ chain }: { chain: string }) {
  const actor = useDataTable({
    namespace: 'chain_master_data',
    path: '/api/p1/retail-chain/master-data',
    runAction: offerActionActor,
  });
  const { t, renderCell, openCard } = useOfferView();
  const [target, setTarget] = useState<AttributesTarget | null>(null);
  const close = useCallback(() => setTarget(null), []);
  const onRowAction = (row: TableRow, actionId: string) => {
    const productId = productIdOf(row);
    if (actionId === 'details') return openCard(row);
    if (actionId === 'attributes' && productId !== null)
      setTarget({ productId, product: String(row.cells.product ?? productId) });
  };
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold text-slate-900">{t('chainMasterData.title')}</h1>
      <MachineListTable
        widths={WIDTHS}
        rowName={(row) => String(row.cells.product ?? row.id)}
        actor={actor}
        label={t('chainMasterData.tableLabel')}
        renderCell={renderCell}
        notice={<OfferNotice actor={actor} />}
        skeletonFilters={0}
        onRowAction={onRowAction}
        onMassAction={() => {}}
        onOpenRow={openCard}
      />
      {target !== null && (
        <ChainAttributesDialog actor={actor} chain={chain} target={target} onClose={close} />
      )}
    </div>
  );
}
