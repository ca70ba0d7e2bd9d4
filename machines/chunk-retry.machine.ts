import { assign, fromPromise, setup } from 'xstate';

export interface ChunkRetryInput {
  chunkId: string;
  /** The per-chunk flag from session storage: this chunk already failed once and the page was reloaded. */
  reloadedOnce: boolean;
}

export interface ChunkRetryContext extends ChunkRetryInput {
  /** What the chunk exported (the screen component), once loaded. */
  loaded: unknown;
  error: unknown;
}

/**
 * §4 Lazy-load retry. On the first failure the per-chunk flag is set and the page reloads once; on a
 * second failure the error is passed on (to the error screen); success clears the flag. A failed preload
 * rejects the same import, so it follows the same path unless a listener cancels it.
 */
export const chunkRetryMachine = setup({
  types: {
    context: {} as ChunkRetryContext,
    input: {} as ChunkRetryInput,
    events: {} as { type: 'RETRY' },
  },
  actors: {
    loadChunk: fromPromise<unknown, { chunkId: string }>(async () => {
      throw new Error('loadChunk is provided by the lazy screen loader');
    }),
  },
  guards: {
    hasReloadedOnce: ({ context }) => context.reloadedOnce,
  },
  actions: {
    markReloaded: () => {},
    clearReloaded: () => {},
    reloadPage: () => {},
    assignError: assign({ error: ({ event }) => ('error' in event ? event.error : null) }),
    assignLoaded: assign({ loaded: ({ event }) => ('output' in event ? event.output : null) }),
  },
}).createMachine({
  id: 'chunkRetry',
  context: ({ input }) => ({ ...input, loaded: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadChunk',
        src: 'loadChunk',
        input: ({ context }) => ({ chunkId: context.chunkId }),
        onDone: { target: 'loaded', actions: ['assignLoaded', 'clearReloaded'] },
        onError: [
          { guard: 'hasReloadedOnce', target: 'failed', actions: 'assignError' },
          { target: 'reloadingOnce', actions: ['assignError', 'markReloaded'] },
        ],
      },
    },
    loaded: { type: 'final' },
    reloadingOnce: { entry: 'reloadPage' },
    failed: {
      // The error screen offers a way home; retrying in place is for a user who stays on the page.
      on: { RETRY: { target: 'loading', actions: assign({ reloadedOnce: false, error: null }) } },
    },
  },
});
