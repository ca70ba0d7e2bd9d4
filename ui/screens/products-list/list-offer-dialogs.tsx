import { useSelector } from '@xstate/react';
import * as select from '@machines/data-table.selectors';
import { ExistingOffersDialog } from '@app/offers/existing-offers-dialog';
import { SendOfferDialog } from '@app/offers/send-offer-dialog';
import type { TableActor } from './products-table';
import type { OpenMassDialog } from './mass-dialogs';

/**
 * §2 send-offer from a row or the selection, existing offers from a row (docs/decisions/0041): the cards
 * are the list's rows of those ids, named as the list shows them.
 */
export function ListOfferDialogs({
  actor,
  dialog,
  onClose,
}: {
  actor: TableActor;
  dialog: OpenMassDialog | null;
  onClose: () => void;
}) {
  const rows = useSelector(actor, select.selectRows);
  const ids = dialog?.ids ?? [];
  const cards = rows
    .filter((row) => ids.includes(row.id))
    .map((row) => ({
      id: row.id,
      name: String(row.cells.name_to_show ?? row.id),
      gtin: typeof row.cells.gtin === 'string' ? row.cells.gtin : null,
    }));
  const first = cards[0];
  return (
    <>
      <SendOfferDialog open={dialog?.id === 'offer'} cards={cards} onClose={onClose} />
      <ExistingOffersDialog
        productId={dialog?.id === 'offers' && first !== undefined ? first.id : null}
        name={first?.name ?? ''}
        onClose={onClose}
      />
    </>
  );
}
