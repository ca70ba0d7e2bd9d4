import { assign, fromPromise, setup } from 'xstate';

/** A card the supplier offers, as the picker shows it. */
export interface OfferCard {
  id: number;
  name: string;
  gtin: string | null;
}

/** A network that receives offers. */
export interface OfferNetwork {
  code: string;
  name: string;
}

/** §3 Offer modal values besides the networks: dealer id, name, date from, buyer. */
export interface OfferValues {
  dealerId: string;
  name: string;
  date_from: string;
  buyer: string;
}

export interface OfferSendContext {
  /** The cards offered: the one the modal was opened from, the list's selection, or those picked. */
  cards: OfferCard[];
  /** The networks that receive offers, as the server lists them. */
  networks: OfferNetwork[];
  /** The codes of the networks chosen. */
  chosen: string[];
  values: OfferValues;
  /** The server's words of a refused send, one per fault. */
  errors: string[];
  /** How many offers the send made. */
  sent: number;
}

/** What a send carries: every card to every chosen network with the values. */
export interface OfferSendRequest extends OfferValues {
  product_ids: number[];
  networks: string[];
}

export interface OfferSendInput {
  cards?: OfferCard[];
}

export type OfferSendEvent =
  | { type: 'CARD.ADD'; card: OfferCard }
  | { type: 'CARD.REMOVE'; id: number }
  | { type: 'NETWORK.TOGGLE'; code: string }
  | { type: 'FIELD.CHANGE'; field: keyof OfferValues; value: string }
  | { type: 'SUBMIT' }
  | { type: 'RETRY' };

const EMPTY: OfferValues = { dealerId: '', name: '', date_from: '', buyer: '' };

/** The words of a refusal: every fault's message, else the error's own. */
const refusalTexts = (error: unknown): string[] => {
  const faults = (error as { faults?: { message: string }[] } | null)?.faults ?? [];
  if (faults.length > 0) return faults.map((fault) => fault.message);
  return [error instanceof Error ? error.message : ''];
};

/** What every editing state does with a change: the chosen cards, networks and values follow it. */
const editing = {
  'CARD.ADD': { target: 'editing', actions: 'addCard' },
  'CARD.REMOVE': { target: 'editing', actions: 'removeCard' },
  'NETWORK.TOGGLE': { target: 'editing', actions: 'toggleNetwork' },
  'FIELD.CHANGE': { target: 'editing', actions: 'changeField' },
  SUBMIT: { guard: 'isComplete', target: 'sending' },
} as const;

/**
 * §2 Modals "send-offer", §3 Offer modal values (docs/decisions/0041): the networks that receive offers are
 * read; the supplier picks cards and networks and fills in the values; the send makes one offer per card
 * and network, or is refused with the server's words and the choices kept.
 */
export const offerSendMachine = setup({
  types: {
    context: {} as OfferSendContext,
    events: {} as OfferSendEvent,
    input: {} as OfferSendInput | undefined,
  },
  actors: {
    loadNetworks: fromPromise<OfferNetwork[]>(async () => {
      throw new Error('loadNetworks is provided by the modal');
    }),
    /** Answers how many offers were made. */
    send: fromPromise<number, OfferSendRequest>(async () => {
      throw new Error('send is provided by the modal');
    }),
  },
  actions: {
    addCard: assign({
      cards: ({ context, event }) =>
        event.type !== 'CARD.ADD' || context.cards.some((card) => card.id === event.card.id)
          ? context.cards
          : [...context.cards, event.card],
    }),
    removeCard: assign({
      cards: ({ context, event }) =>
        event.type === 'CARD.REMOVE' ? context.cards.filter((card) => card.id !== event.id) : context.cards,
    }),
    toggleNetwork: assign({
      chosen: ({ context, event }) => {
        if (event.type !== 'NETWORK.TOGGLE') return context.chosen;
        return context.chosen.includes(event.code)
          ? context.chosen.filter((code) => code !== event.code)
          : [...context.chosen, event.code];
      },
    }),
    changeField: assign({
      values: ({ context, event }) =>
        event.type === 'FIELD.CHANGE' ? { ...context.values, [event.field]: event.value } : context.values,
    }),
  },
  guards: {
    /** §3 what a send needs: a card, a network, a name and a date (dealer id and buyer may stay empty). */
    isComplete: ({ context }) =>
      context.cards.length > 0 &&
      context.chosen.length > 0 &&
      context.values.name.trim() !== '' &&
      context.values.date_from !== '',
  },
}).createMachine({
  id: 'offerSend',
  context: ({ input }) => ({
    cards: input?.cards ?? [],
    networks: [],
    chosen: [],
    values: EMPTY,
    errors: [],
    sent: 0,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadNetworks',
        src: 'loadNetworks',
        onDone: { target: 'editing', actions: assign({ networks: ({ event }) => event.output }) },
        onError: { target: 'loadFailed' },
      },
    },
    loadFailed: { on: { RETRY: 'loading' } },
    editing: { on: editing },
    sending: {
      invoke: {
        id: 'send',
        src: 'send',
        input: ({ context }) => ({
          product_ids: context.cards.map((card) => card.id),
          networks: context.chosen,
          ...context.values,
        }),
        onDone: { target: 'sent', actions: assign({ sent: ({ event }) => event.output }) },
        onError: { target: 'refused', actions: assign({ errors: ({ event }) => refusalTexts(event.error) }) },
      },
    },
    // The refusal stays on screen until the supplier changes something or sends again; nothing changed
    // since the complete send, so sending again needs no check.
    refused: { on: { ...editing, SUBMIT: { target: 'sending' } }, exit: assign({ errors: [] }) },
    sent: { type: 'final' },
  },
});
