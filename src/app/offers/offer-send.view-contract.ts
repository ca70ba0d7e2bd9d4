import { CATALOG_CARD, CATALOG_REFUSAL } from '@machines/offer-send.catalog';
import type { OfferSendContext } from '@machines/offer-send.machine';
import type { Check, ViewContract } from '@machines/view-contract';

const submit = { role: 'button', name: 'offerSend.submit' };
const name = { label: 'offersList.dialog.name' };
const dateFrom = { label: 'offersList.dialog.dateFrom' };
const metro = { label: { literal: 'Metro' } };
const search = { label: 'offerSend.search' };
const removeCard = { role: 'button', name: { key: 'offerSend.remove', values: { name: CATALOG_CARD.name } } };
const addCard = { role: 'button', name: { key: 'offerSend.add', values: { name: CATALOG_CARD.name } } };

const complete = (context: OfferSendContext) =>
  context.cards.length > 0 &&
  context.chosen.length > 0 &&
  context.values.name.trim() !== '' &&
  context.values.date_from !== '';

/** The form as the supplier fills it in: the cards, the networks, the values, the send button. */
const form = (context: OfferSendContext, busy: boolean): Check[] => [
  context.cards.length > 0 ? { see: removeCard } : { see: { text: 'offerSend.noCards' } },
  { see: metro },
  { see: name, value: context.values.name },
  { see: dateFrom, value: context.values.date_from },
  { see: submit, disabled: busy || !complete(context) },
];

/** §2 send-offer on every state of the offerSend machine (docs/decisions/0041). */
export const offerSendViewContract: ViewContract<OfferSendContext> = {
  machineId: 'offerSend',
  screen: 'offer-send',
  route: null,
  states: {
    'offerSend.loading': [{ absent: submit }, { absent: { text: 'offerSend.loadFailed' } }],
    'offerSend.loadFailed': [
      { see: { text: 'offerSend.loadFailed' } },
      { see: { role: 'button', name: 'offerSend.retry' } },
    ],
    'offerSend.editing': (context) => [
      ...form(context, false),
      { absent: { text: { literal: CATALOG_REFUSAL } } },
    ],
    'offerSend.sending': (context) => [
      ...form(context, true).filter((check) => !('see' in check && check.see === submit)),
      { see: { role: 'button', name: 'offerSend.sending' }, disabled: true },
    ],
    'offerSend.refused': (context) => [
      ...form(context, false),
      { see: { text: { literal: CATALOG_REFUSAL } } },
    ],
    'offerSend.sent': (context) => [
      // The catalog's send makes two offers: Polish says "oferty" for two.
      { see: { text: { literal: `Wysłano ${context.sent} oferty.` } } },
      { see: { role: 'button', name: 'offerSend.close' } },
    ],
  },
  events: {
    'CARD.ADD': (_event, context) =>
      context.cards.length > 0
        ? { app: 'the card is already chosen, so the picker does not offer it again' }
        : {
            user: 'steps',
            steps: [
              { user: 'type', target: search, text: CATALOG_CARD.gtin ?? '' },
              { user: 'click', target: { role: 'button', name: 'offerSend.searchButton' } },
              { user: 'click', target: addCard },
            ],
          },
    'CARD.REMOVE': (_event, context) =>
      context.cards.length === 0 ? { app: 'no card to remove' } : { user: 'click', target: removeCard },
    'NETWORK.TOGGLE': { user: 'click', target: metro },
    'FIELD.CHANGE': (event, context) => {
      const field = event['field'] === 'date_from' ? dateFrom : name;
      const current = event['field'] === 'date_from' ? context.values.date_from : context.values.name;
      return event['value'] === current
        ? { app: 'typing the value already there changes nothing' }
        : { user: 'type', target: field, text: String(event['value']) };
    },
    SUBMIT: (_event, context) =>
      complete(context)
        ? { user: 'click', target: submit }
        : { app: 'the send button is disabled until a card, a network, a name and a date are there' },
    RETRY: { user: 'click', target: { role: 'button', name: 'offerSend.retry' } },
    'xstate.done.actor.loadNetworks': { server: 'server lists the networks that receive offers' },
    'xstate.error.actor.loadNetworks': { server: 'the networks cannot be read (offline)' },
    'xstate.done.actor.send': { server: 'server makes the offers (201)' },
    'xstate.error.actor.send': { server: 'server answers 400: the card is already offered to the chain' },
  },
};
