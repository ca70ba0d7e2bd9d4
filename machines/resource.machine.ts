import { assign, fromPromise, setup } from 'xstate';

export interface ResourceContext {
  data: unknown;
  /** True when the last load failed; the data of the load before it is kept. */
  failed: boolean;
}

/**
 * Loading one resource for a screen: a skeleton while loading, the data when loaded, an error with retry
 * when it fails. Reloading keeps the last data visible.
 */
export const resourceMachine = setup({
  types: {
    context: {} as ResourceContext,
    events: {} as { type: 'RETRY' } | { type: 'RELOAD' },
  },
  actors: {
    load: fromPromise<unknown>(async () => {
      throw new Error('load is provided by the screen');
    }),
  },
  actions: {
    assignData: assign({ data: ({ event }) => ('output' in event ? event.output : null), failed: false }),
    markFailed: assign({ failed: true }),
  },
}).createMachine({
  id: 'resource',
  context: { data: null, failed: false },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'loaded', actions: 'assignData' },
        onError: { target: 'failed', actions: 'markFailed' },
      },
    },
    loaded: { on: { RELOAD: 'loading' } },
    failed: { on: { RETRY: 'loading' } },
  },
});
