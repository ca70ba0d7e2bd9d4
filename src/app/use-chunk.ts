import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { chunkRetryMachine } from '@machines/chunk-retry.machine';
import { chunkFlags } from './actors';

export type ChunkActor = ActorRefFrom<typeof chunkRetryMachine>;

/** The chunk-retry machine (§4) of one lazy chunk, with the per-chunk flag and the page reload. */
export function useChunkActor<T>(chunkId: string, load: () => Promise<T>): ChunkActor {
  return useActorRef(
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
}

/** What a chunk actor gives a view: the chunk's export once loaded, and whether it failed for good. */
export function useChunkState<T>(actor: ChunkActor) {
  const failed = useSelector(actor, (snapshot) => snapshot.matches('failed'));
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const loaded = useSelector(actor, (snapshot) =>
    snapshot.matches('loaded') ? snapshot.context.loaded : null,
  );
  return { failed, error, loaded: loaded as T | null, retry: () => actor.send({ type: 'RETRY' }) };
}

/**
 * Loads one lazy chunk through the chunk-retry machine (§4): the first failure reloads the page once, a
 * second one is thrown to the nearest error boundary. Answers the chunk's export once loaded, else null.
 */
export function useChunk<T>(chunkId: string, load: () => Promise<T>): T | null {
  const { failed, error, loaded } = useChunkState<T>(useChunkActor(chunkId, load));
  if (failed) throw error instanceof Error ? error : new Error(String(error));
  return loaded;
}
