import { Refusal } from '@domain/refusal';
import type { MachineEntry } from './catalog-types';
import { offerSendMachine, type OfferCard, type OfferSendInput } from './offer-send.machine';

/** The card the replays offer (the picker's answer in the screen replay). */
export const CATALOG_CARD: OfferCard = { id: 101, name: 'Mleko świeże 2% 1 l', gtin: '5901234000017' };
export const CATALOG_NETWORKS = [
  { code: 'metro', name: 'Metro' },
  { code: 'penny', name: 'Penny' },
];
export const CATALOG_REFUSAL = 'Karta „Mleko świeże 2% 1 l” jest już zaoferowana sieci Metro';

/** §2 Modals: send-offer — opened with no card (from the offers list) and with one (from the card). */
export const offerSendEntry: MachineEntry = {
  id: 'offerSend',
  titleKey: 'statecharts.machines.offerSend',
  spec: '§2 Modals: send-offer; §3 Offer modal values',
  machine: offerSendMachine,
  inputs: [{}, { cards: [CATALOG_CARD] }] satisfies OfferSendInput[],
  // What matters for the flow: whether each part of a send is there, and whether a refusal shows.
  serialize: ({ value, context }) => {
    const c = context as {
      cards: unknown[];
      chosen: unknown[];
      values: { name: string; date_from: string };
      errors: unknown[];
    };
    return JSON.stringify([
      value,
      c.cards.length > 0,
      c.chosen.length > 0,
      c.values.name.trim() !== '',
      c.values.date_from !== '',
      c.errors.length > 0,
    ]);
  },
  events: [
    { type: 'CARD.ADD', card: CATALOG_CARD },
    { type: 'CARD.REMOVE', id: CATALOG_CARD.id },
    { type: 'NETWORK.TOGGLE', code: 'metro' },
    { type: 'FIELD.CHANGE', field: 'name', value: 'Oferta zimowa' },
    { type: 'FIELD.CHANGE', field: 'name', value: '' },
    { type: 'FIELD.CHANGE', field: 'date_from', value: '2026-12-01' },
    { type: 'SUBMIT' },
    { type: 'RETRY' },
    { type: 'xstate.done.actor.loadNetworks', output: CATALOG_NETWORKS },
    { type: 'xstate.error.actor.loadNetworks', error: new Error('offline') },
    { type: 'xstate.done.actor.send', output: 2 },
    {
      type: 'xstate.error.actor.send',
      error: new Refusal(CATALOG_REFUSAL, [
        { namespace: 'offer_send', field: 'networks.0', message: CATALOG_REFUSAL, type: 'validation' },
      ]),
    },
  ],
};
