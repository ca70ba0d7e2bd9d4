import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { toRefusal } from '@api/auth';
import { fetchOfferNetworks, searchOfferCards, sendOffers } from '@api/offer-send';
import { offerSendMachine, type OfferCard, type OfferSendRequest } from '@machines/offer-send.machine';
import { Dialog } from '@kit/dialog';
import { OfferSendView } from './offer-send-view';

/**
 * §2 Modals "send-offer" (docs/decisions/0041), opened from the card (form and details), from the products
 * list's row menu and mass actions (with those cards) and from the offers list (with none, to pick). A new
 * machine each opening: nothing of an earlier send is carried over.
 */
export function SendOfferDialog({
  open,
  cards,
  onClose,
  onSent,
}: {
  open: boolean;
  cards: readonly OfferCard[];
  onClose: () => void;
  /** Called once the offers are made (a list reads itself again). */
  onSent?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      title={t('offerSend.title')}
      className="w-[min(94vw,36rem)]"
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      {open && <SendOffer cards={cards} onClose={onClose} {...(onSent ? { onSent } : {})} />}
    </Dialog>
  );
}

function SendOffer({
  cards,
  onClose,
  onSent,
}: {
  cards: readonly OfferCard[];
  onClose: () => void;
  onSent?: () => void;
}) {
  const { t } = useTranslation();
  const machine = useMemo(
    () =>
      offerSendMachine.provide({
        actors: {
          loadNetworks: fromPromise(() => fetchOfferNetworks()),
          send: fromPromise<number, OfferSendRequest>(async ({ input }) => {
            try {
              const answer = await sendOffers(input);
              onSent?.();
              return answer.offers.length;
            } catch (error) {
              throw toRefusal(error, t('errors.short'));
            }
          }),
        },
      }),
    [t, onSent],
  );
  const actor = useActorRef(machine, { input: { cards: [...cards] } });
  return <OfferSendView actor={actor} search={searchOfferCards} onClose={onClose} />;
}
