import type { AssortmentAddContext } from '@machines/assortment-add.machine';
import type { ViewContract } from '@machines/view-contract';

const dialog = { role: 'dialog', name: 'shopAssortment.add.title' };
const search = { label: 'shopAssortment.add.search' };
const searchButton = { role: 'button', name: 'shopAssortment.add.searchSubmit' };
const retry = { role: 'button', name: 'shopAssortment.add.retry' };
const addButton = (context: AssortmentAddContext) => ({
  role: 'button',
  name: { key: 'shopAssortment.add.submit', values: { count: context.selected.length } },
});
const adding = { role: 'button', name: 'shopAssortment.add.adding' };
// The card and the refusals the catalog's replay answers with (machines/assortment-add.catalog.ts).
const card = { role: 'checkbox', name: { literal: 'Mleko UHT 3,2% 1 l' } };
const chooseOne = { text: 'shopAssortment.add.chooseOne' };
const refusal = { text: { literal: 'Ta karta nie jest dostępna w sieci.' } };
/** The outcome in the plural form of the count (the catalog's replay adds one card). */
const addedText = (count: number) =>
  count === 1 ? { key: 'shopAssortment.add.added_one' } : { pattern: `\\b${count}\\b` };

/** §2 shop-management: the add-cards dialog on every state of its machine. */
export const assortmentAddViewContract: ViewContract<AssortmentAddContext> = {
  machineId: 'assortmentAdd',
  screen: 'shop-management',
  route: '/shop-management',
  states: {
    'assortmentAdd.searching': (context) => [
      { see: dialog },
      { see: search, value: context.query },
      { see: addButton(context), disabled: true },
      { absent: card },
    ],
    'assortmentAdd.choosing': (context) => [
      { see: dialog },
      { see: search, value: context.query },
      context.cards.length > 0 ? { see: card } : { see: { text: 'shopAssortment.add.none' } },
      { see: addButton(context), disabled: false },
      context.chooseOne ? { see: chooseOne } : { absent: chooseOne },
      context.error === null ? { absent: refusal } : { see: { text: { literal: context.error } } },
    ],
    'assortmentAdd.searchFailed': (context) => [
      { see: { text: { literal: context.error ?? '' } } },
      { see: retry },
      { absent: card },
    ],
    'assortmentAdd.adding': [{ see: adding, disabled: true }],
    'assortmentAdd.added': (context) => [
      { see: { text: addedText(context.added) } },
      { see: { role: 'button', name: 'shopAssortment.add.close' } },
      { absent: search },
    ],
  },
  events: {
    'QUERY.CHANGE': (event, context) =>
      event['query'] === context.query
        ? { app: 'typing the words already there changes nothing' }
        : { user: 'type', target: search, text: String(event['query']) },
    SEARCH: { user: 'click', target: searchButton },
    'CARD.TOGGLE': { user: 'click', target: card },
    ADD: (_event, context) => ({ user: 'click', target: addButton(context) }),
    RETRY: { user: 'click', target: retry },
    'xstate.done.actor.findCandidates': { server: 'server answers the cards available to the network' },
    'xstate.error.actor.findCandidates': { server: 'server answers 503: the cards cannot be read' },
    'xstate.done.actor.addCards': { server: 'server adds the chosen cards as planned' },
    'xstate.error.actor.addCards': { server: 'server answers 400: a card is not available to the network' },
  },
};
