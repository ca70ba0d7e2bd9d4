import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@kit/button';
import { ExistingOffersDialog } from './existing-offers-dialog';
import { SendOfferDialog } from './send-offer-dialog';
import { useCanSendOffers } from './use-can-send-offers';

/**
 * §2 the card header's offer actions (form and details): "send offer" with the card, and "existing offers".
 * Nothing where the user cannot send offers (a chain, or flag 3 off on the de instance).
 */
export function CardOfferActions({ card }: { card: { id: number; name: string; gtin: string | null } }) {
  const { t } = useTranslation();
  const canSend = useCanSendOffers();
  const [dialog, setDialog] = useState<'send' | 'existing' | null>(null);
  if (!canSend) return null;
  const close = () => setDialog(null);
  return (
    <>
      <Button variant="secondary" onClick={() => setDialog('send')}>
        {t('offerSend.open')}
      </Button>
      <Button variant="secondary" onClick={() => setDialog('existing')}>
        {t('offerSend.existing.open')}
      </Button>
      <SendOfferDialog open={dialog === 'send'} cards={[card]} onClose={close} />
      <ExistingOffersDialog
        productId={dialog === 'existing' ? card.id : null}
        name={card.name}
        onClose={close}
      />
    </>
  );
}
