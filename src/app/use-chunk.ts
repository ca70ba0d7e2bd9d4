import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { chunkRetryMachine } from '@machines/chunk-retry.machine';
import { chunkFlags } from './actors';

/**
 * Loads one lazy chunk through the chunk-retry machine (§4): the first failure reloads the page once, a
 * second one is thrown to the nearest error boundary. Answers the chunk's export once loaded, else null.
 */
export function useChunk<T>(chunkId: string, load: () => Promise<T>): T | null {
  const actor = useActorRef(
    chunkRetryMachine.provide({
      actors: { loadChunk: fromPromise<unknown, { chunkId: string }>(() => load()) },
      actions: {
        markReloaded: () => chunkFlags.mark(chunkId),
        clearReloaded: () => chunkFlags.clear(chunkId),
        reloadPage: () => window.location.reload(),
      },
    }),
    { input: { chunkId, reloadedOnce: chunkFlags.read(chunkId) } },
  );
  const failed = useSelector(actor, (snapshot) => snapshot.matches('failed'));
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const loaded = useSelector(actor, (snapshot) =>
    snapshot.matches('loaded') ? snapshot.context.loaded : null,
  );
  if (failed) throw error instanceof Error ? error : new Error(String(error));
  return loaded as T | null;
}
