import { assign, fromPromise, setup } from 'xstate';
import { DELAYS } from '@domain/constants';

/** §7 OPTIONS /api/p1/product/schema: the category and availability the new schema is asked for. */
export interface SchemaRequest {
  category_ids: number[];
  network_availability: unknown;
}

export interface SchemaReloadContext {
  productId: number | null;
  request: SchemaRequest | null;
  /** The last schema the server answered, before it is merged into the form. */
  schema: unknown;
  error: unknown;
}

export type SchemaReloadEvent = ({ type: 'CATEGORY.CHANGE' } & SchemaRequest) | { type: 'RETRY' };

/**
 * §4 Form behaviour: choosing a new category requests a new schema; the form is marked not loaded and the
 * skeleton shows after 500 ms; the answer is merged into the existing attributes (values kept where the
 * attribute survives). 404 means the card is gone; any other failure can be retried.
 */
export const schemaReloadMachine = setup({
  types: {
    context: {} as SchemaReloadContext,
    events: {} as SchemaReloadEvent,
    input: {} as { productId: number | null },
  },
  actors: {
    fetchSchema: fromPromise<unknown, { productId: number | null; request: SchemaRequest | null }>(
      async () => {
        throw new Error('fetchSchema is provided by src/app/actors.ts');
      },
    ),
  },
  guards: {
    isNotFound: ({ event }) =>
      'error' in event && typeof event.error === 'object' && event.error !== null && 'kind' in event.error
        ? event.error.kind === 'notFound'
        : false,
  },
  actions: {
    assignRequest: assign({
      request: ({ event }) =>
        event.type === 'CATEGORY.CHANGE'
          ? { category_ids: event.category_ids, network_availability: event.network_availability }
          : null,
    }),
    assignSchema: assign({ schema: ({ event }) => ('output' in event ? event.output : null), error: null }),
    assignError: assign({ error: ({ event }) => ('error' in event ? event.error : null) }),
    /** Merges the schema into the form (src/domain attribute rules); provided by the product form. */
    mergeSchema: () => {},
  },
  delays: { SKELETON: DELAYS.SKELETON },
}).createMachine({
  id: 'schemaReload',
  context: ({ input }) => ({ productId: input.productId, request: null, schema: null, error: null }),
  initial: 'loaded',
  states: {
    loaded: {
      on: { 'CATEGORY.CHANGE': { target: 'loading', actions: 'assignRequest' } },
    },
    /** The form is not loaded while the schema is asked for; a newer choice starts the request again. */
    loading: {
      initial: 'requesting',
      on: { 'CATEGORY.CHANGE': { target: 'loading', reenter: true, actions: 'assignRequest' } },
      invoke: {
        id: 'fetchSchema',
        src: 'fetchSchema',
        input: ({ context }) => ({ productId: context.productId, request: context.request }),
        onDone: { target: 'merging', actions: 'assignSchema' },
        onError: [
          { guard: 'isNotFound', target: 'notFound', actions: 'assignError' },
          { target: 'failed', actions: 'assignError' },
        ],
      },
      states: {
        requesting: { after: { SKELETON: 'skeleton' } },
        /** §9 Schema skeleton delay 500 ms: a fast answer never flashes a skeleton. */
        skeleton: {},
      },
    },
    merging: {
      entry: 'mergeSchema',
      always: 'loaded',
    },
    notFound: {},
    failed: {
      on: {
        RETRY: 'loading',
        'CATEGORY.CHANGE': { target: 'loading', actions: 'assignRequest' },
      },
    },
  },
});
