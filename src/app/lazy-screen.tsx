import type { ComponentType } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { chunkRetryMachine } from '@machines/chunk-retry.machine';
import { Skeleton } from '@kit/skeleton';
import { chunkFlags } from './actors';
import type { ModuleDefinition, ScreenProps } from './module-registry';

/** The loading look of any screen: blocks where its header and first card will be, no spinner. */
export function ScreenSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true">
      <Skeleton className="h-7 w-56" />
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
}

/**
 * A screen loaded as a lazy chunk through the chunk-retry machine (§4): the first failure reloads the
 * page once, a second one is thrown to the error boundary.
 */
export function LazyScreen({
  chunkId,
  definition,
  props,
}: {
  chunkId: string;
  definition: ModuleDefinition;
  props: ScreenProps;
}) {
  const actor = useActorRef(
    chunkRetryMachine.provide({
      actors: { loadChunk: fromPromise<unknown, { chunkId: string }>(() => definition.load()) },
      actions: {
        markReloaded: () => chunkFlags.mark(chunkId),
        clearReloaded: () => chunkFlags.clear(chunkId),
        reloadPage: () => window.location.reload(),
      },
    }),
    { input: { chunkId, reloadedOnce: chunkFlags.read(chunkId) } },
  );
  const state = useSelector(actor, (snapshot) => snapshot.value);
  const loaded = useSelector(actor, (snapshot) => snapshot.context.loaded);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);

  if (state === 'failed') throw error instanceof Error ? error : new Error(String(error));
  if (state !== 'loaded' || loaded === null) return <ScreenSkeleton />;
  const Screen = loaded as ComponentType<ScreenProps>;
  return <Screen {...props} />;
}
