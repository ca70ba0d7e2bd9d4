import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CATALOG_CARD } from '@machines/offer-send.catalog';
import type { OfferSendActor } from '@app/offers/offer-send-view';
import { OfferSendView } from '@app/offers/offer-send-view';
import { offerSendViewContract } from '@app/offers/offer-send.view-contract';
import { isComplete } from './harness/coverage';
import { runScreen } from './harness/run-screen';
import { WithMessages } from './support/with-messages';

/** The picker's answer: the catalog's card for its GTIN, nothing else. */
const search = async (text: string) => (text === CATALOG_CARD.gtin ? [CATALOG_CARD] : []);

/** §2 send-offer on every path of its machine: pick, choose, fill in, send, refused, sent. */
describe('send-offer modal on every path of its machine', () => {
  it('picks the card, chooses the network, fills in the values and shows each answer of the server', async () => {
    const result = await runScreen(offerSendViewContract, {
      mount: (actor) =>
        render(
          <WithMessages>
            <OfferSendView actor={actor as OfferSendActor} search={search} onClose={() => {}} />
          </WithMessages>,
        ).unmount,
    });
    expect(result.failures).toEqual([]);
    expect(isComplete(result.totals)).toBe(true);
  }, 300_000);
});
