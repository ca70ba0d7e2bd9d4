import { assign, fromPromise, setup } from 'xstate';
import { DEFAULT_ISSUE_FILTER, type DetailsRemark, type IssueFilter } from '@domain/product-details';
import type { DetailsCard } from '@domain/product-details-card';

/** §2 Product details: the left tab shows the sections or the issues. */
export type DetailsTab = 'sections' | 'issues';

export interface ProductDetailsContext {
  productId: number;
  card: DetailsCard | null;
  tab: DetailsTab;
  /** §2 issues filter, all by default. */
  issueFilter: IssueFilter;
  onlyFilled: boolean;
  onlyOwn: boolean;
  /** The remarks of the drawer; loaded each time it opens (others may have written one meanwhile). */
  remarks: DetailsRemark[] | null;
  error: unknown;
}

export type ProductDetailsEvent =
  | { type: 'TAB.SET'; tab: DetailsTab }
  | { type: 'ISSUES.FILTER'; filter: IssueFilter }
  | { type: 'ONLY_FILLED.TOGGLE' }
  | { type: 'ONLY_OWN.TOGGLE' }
  | { type: 'REMARKS.OPEN' }
  | { type: 'REMARKS.CLOSE' }
  | { type: 'RETRY' };

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'kind' in error && error.kind === 'notFound';
}

/**
 * §2 Product details: loads the card (schema, values, issues), keeps the left tab, the issues filter and
 * the two attribute toggles, and runs the remarks drawer (closed, or open while its list loads, is shown
 * or failed). 404 is notFound; any other failure can be retried.
 */
export const productDetailsMachine = setup({
  types: {
    context: {} as ProductDetailsContext,
    events: {} as ProductDetailsEvent,
    input: {} as { productId: number },
  },
  actors: {
    loadDetails: fromPromise<DetailsCard, { productId: number }>(async () => {
      throw new Error('loadDetails is provided by the screen');
    }),
    loadRemarks: fromPromise<DetailsRemark[], { productId: number }>(async () => {
      throw new Error('loadRemarks is provided by the screen');
    }),
  },
  guards: {
    isNotFound: ({ event }) => 'error' in event && isNotFound(event.error),
  },
  actions: {
    assignCard: assign({ card: ({ event }) => ('output' in event ? (event.output as DetailsCard) : null) }),
    assignError: assign({ error: ({ event }) => ('error' in event ? event.error : null) }),
    assignRemarks: assign({
      remarks: ({ event }) => ('output' in event ? (event.output as DetailsRemark[]) : null),
    }),
    setTab: assign({ tab: ({ context, event }) => (event.type === 'TAB.SET' ? event.tab : context.tab) }),
    // Choosing a kind of issue is a look at the issues: the tab follows.
    setIssueFilter: assign(({ context, event }) =>
      event.type === 'ISSUES.FILTER' ? { issueFilter: event.filter, tab: 'issues' as const } : context,
    ),
    toggleOnlyFilled: assign({ onlyFilled: ({ context }) => !context.onlyFilled }),
    toggleOnlyOwn: assign({ onlyOwn: ({ context }) => !context.onlyOwn }),
  },
}).createMachine({
  id: 'productDetails',
  context: ({ input }) => ({
    productId: input.productId,
    card: null,
    tab: 'sections',
    issueFilter: DEFAULT_ISSUE_FILTER,
    onlyFilled: false,
    onlyOwn: false,
    remarks: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadDetails',
        src: 'loadDetails',
        input: ({ context }) => ({ productId: context.productId }),
        onDone: { target: 'loaded', actions: 'assignCard' },
        onError: [
          { guard: 'isNotFound', target: 'notFound', actions: 'assignError' },
          { target: 'failed', actions: 'assignError' },
        ],
      },
    },
    loaded: {
      initial: 'remarksClosed',
      on: {
        'TAB.SET': { actions: 'setTab' },
        'ISSUES.FILTER': { actions: 'setIssueFilter' },
        'ONLY_FILLED.TOGGLE': { actions: 'toggleOnlyFilled' },
        'ONLY_OWN.TOGGLE': { actions: 'toggleOnlyOwn' },
      },
      states: {
        remarksClosed: { on: { 'REMARKS.OPEN': 'remarksOpen' } },
        /** §2 The side drawer for remarks. */
        remarksOpen: {
          initial: 'loading',
          on: { 'REMARKS.CLOSE': 'remarksClosed' },
          states: {
            loading: {
              invoke: {
                id: 'loadRemarks',
                src: 'loadRemarks',
                input: ({ context }) => ({ productId: context.productId }),
                onDone: { target: 'shown', actions: 'assignRemarks' },
                onError: { target: 'failed' },
              },
            },
            shown: {},
            failed: { on: { RETRY: 'loading' } },
          },
        },
      },
    },
    /** §8 'Wybrany produkt nie został znaleziony.' */
    notFound: {},
    failed: { on: { RETRY: 'loading' } },
  },
});
