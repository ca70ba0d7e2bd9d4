import type { MachineEntry } from './catalog-types';
import { assortmentAddMachine } from './assortment-add.machine';

/** §2 shop-management: the add-cards dialog of a network's assortment. */
export const assortmentAddEntry: MachineEntry = {
  id: 'assortmentAdd',
  titleKey: 'statecharts.machines.assortmentAdd',
  spec: '§2 shop-management',
  machine: assortmentAddMachine,
  // What is typed matters only as empty or not; the cards only as none or some; the choice as none or some.
  serialize: ({ value, context }) => {
    const dialog = context as {
      query: string;
      cards: unknown[];
      selected: number[];
      chooseOne: boolean;
      error: string | null;
      added: number;
    };
    return JSON.stringify([
      value,
      dialog.query.trim() !== '',
      dialog.cards.length > 0,
      dialog.selected.length > 0,
      dialog.chooseOne,
      dialog.error !== null,
      dialog.added > 0,
    ]);
  },
  events: [
    { type: 'QUERY.CHANGE', query: 'Mleko' },
    { type: 'SEARCH' },
    { type: 'CARD.TOGGLE', id: 101 },
    { type: 'ADD' },
    { type: 'RETRY' },
    {
      type: 'xstate.done.actor.findCandidates',
      output: {
        cards: [
          { id: 101, name_to_show: 'Mleko UHT 3,2% 1 l', gtin: '5900001000101', supplier: 'Mleczarnia Demo' },
        ],
        more: false,
      },
    },
    {
      type: 'xstate.error.actor.findCandidates',
      error: new Error('Wystąpił błąd podczas pobierania danych'),
    },
    { type: 'xstate.done.actor.addCards', output: 1 },
    { type: 'xstate.error.actor.addCards', error: new Error('Ta karta nie jest dostępna w sieci.') },
  ],
};
