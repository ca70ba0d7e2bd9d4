import { assign, emit, fromPromise, setup } from 'xstate';

/** A card the dialog offers (the contract's candidate, restated: machines depend on src/domain only). */
export interface AssortmentCandidate {
  id: number;
  name_to_show: string;
  gtin: string | null;
  supplier: string;
}

export interface AssortmentCandidates {
  cards: AssortmentCandidate[];
  more: boolean;
}

export interface AssortmentAddContext {
  /** The search words as typed; sent when the user searches. */
  query: string;
  cards: AssortmentCandidate[];
  /** More cards match than are listed. */
  more: boolean;
  /** Ids chosen to add; kept across searches. */
  selected: number[];
  /** Shown after "add" with nothing chosen. */
  chooseOne: boolean;
  /** The words of a failed search or a refused add. */
  error: string | null;
  /** How many cards the last add put into the assortment. */
  added: number;
}

export type AssortmentAddEvent =
  | { type: 'QUERY.CHANGE'; query: string }
  | { type: 'SEARCH' }
  | { type: 'CARD.TOGGLE'; id: number }
  | { type: 'ADD' }
  | { type: 'RETRY' };

export type AssortmentAddEmitted = { type: 'added'; count: number };

const errorText = ({ event }: { event: unknown }) => {
  const error = (event as { error?: unknown }).error;
  return error instanceof Error ? error.message : '';
};

/**
 * §2 shop-management, the add-cards dialog (docs/decisions/0051): lists the cards available to the network
 * and not yet in its assortment, searches them, and adds the chosen ones as planned; an add with nothing
 * chosen asks to choose, a refusal stays in the dialog, a failed search offers a retry.
 */
export const assortmentAddMachine = setup({
  types: {
    context: {} as AssortmentAddContext,
    events: {} as AssortmentAddEvent,
    emitted: {} as AssortmentAddEmitted,
  },
  actors: {
    findCandidates: fromPromise<AssortmentCandidates, string>(async () => {
      throw new Error('findCandidates is provided beside the shop-management screen');
    }),
    addCards: fromPromise<number, number[]>(async () => {
      throw new Error('addCards is provided beside the shop-management screen');
    }),
  },
  guards: {
    hasSelection: ({ context }) => context.selected.length > 0,
  },
  actions: {
    assignQuery: assign({ query: ({ event }) => (event.type === 'QUERY.CHANGE' ? event.query : '') }),
    toggleCard: assign({
      selected: ({ context, event }) => {
        if (event.type !== 'CARD.TOGGLE') return context.selected;
        return context.selected.includes(event.id)
          ? context.selected.filter((id) => id !== event.id)
          : [...context.selected, event.id];
      },
      chooseOne: false,
      error: null,
    }),
    askToChoose: assign({ chooseOne: true }),
  },
}).createMachine({
  id: 'assortmentAdd',
  context: { query: '', cards: [], more: false, selected: [], chooseOne: false, error: null, added: 0 },
  initial: 'searching',
  states: {
    searching: {
      invoke: {
        id: 'findCandidates',
        src: 'findCandidates',
        input: ({ context }) => context.query.trim(),
        onDone: {
          target: 'choosing',
          actions: assign({
            cards: ({ event }) => event.output.cards,
            more: ({ event }) => event.output.more,
            error: null,
          }),
        },
        onError: { target: 'searchFailed', actions: assign({ error: errorText }) },
      },
    },
    choosing: {
      on: {
        'QUERY.CHANGE': { actions: 'assignQuery' },
        SEARCH: 'searching',
        'CARD.TOGGLE': { actions: 'toggleCard' },
        ADD: [{ guard: 'hasSelection', target: 'adding' }, { actions: 'askToChoose' }],
      },
    },
    searchFailed: {
      on: { RETRY: 'searching' },
    },
    adding: {
      invoke: {
        id: 'addCards',
        src: 'addCards',
        input: ({ context }) => context.selected,
        onDone: {
          target: 'added',
          actions: [
            assign({ added: ({ event }) => event.output }),
            emit(({ event }) => ({ type: 'added' as const, count: event.output })),
          ],
        },
        onError: { target: 'choosing', actions: assign({ error: errorText }) },
      },
    },
    // The outcome is shown until the dialog is closed; closing ends the actor.
    added: {},
  },
});
