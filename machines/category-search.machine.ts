import { assign, fromPromise, setup } from 'xstate';
import { CATEGORY_SEARCH_DELAY_MS } from '@domain/category-tree';

/** The tree as the server answers it (the contract's CategoryNode; machines know no contract). */
export interface SearchNode {
  id: number;
  parent_id: number | null;
  level: number;
  code: string;
  name: string;
  children: SearchNode[];
}

export interface CategorySearchContext {
  /** What the user typed last. */
  q: string;
  /** The search the shown tree answers (it lags `q` while waiting and loading). */
  shownQ: string;
  categories: SearchNode[] | null;
}

export type CategorySearchEvent = { type: 'TYPE'; q: string } | { type: 'RETRY' };

/**
 * §2 Category picker: the GPC tree is loaded at once; typing waits 250 ms after the last key, then asks
 * GET /api/p1/categories?q; a key typed meanwhile restarts the wait and drops the running request. The
 * last tree stays shown while the next one loads; a failure offers a retry.
 */
export const categorySearchMachine = setup({
  types: {
    context: {} as CategorySearchContext,
    events: {} as CategorySearchEvent,
  },
  actors: {
    search: fromPromise<SearchNode[], { q: string }>(async () => {
      throw new Error('search is provided by the category picker');
    }),
  },
  actions: {
    assignQ: assign({ q: ({ event }) => (event.type === 'TYPE' ? event.q : '') }),
  },
  delays: { SEARCH_DELAY: CATEGORY_SEARCH_DELAY_MS },
}).createMachine({
  id: 'categorySearch',
  context: { q: '', shownQ: '', categories: null },
  initial: 'loading',
  on: { TYPE: { target: '.waiting', reenter: true, actions: 'assignQ' } },
  states: {
    waiting: { after: { SEARCH_DELAY: 'loading' } },
    loading: {
      invoke: {
        id: 'search',
        src: 'search',
        input: ({ context }) => ({ q: context.q }),
        onDone: {
          target: 'loaded',
          actions: assign({ categories: ({ event }) => event.output, shownQ: ({ context }) => context.q }),
        },
        onError: 'failed',
      },
    },
    loaded: {},
    failed: { on: { RETRY: 'loading' } },
  },
});
