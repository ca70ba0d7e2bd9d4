import { Skeleton } from '@kit/skeleton';
import type { ModuleDefinition, ScreenProps } from './module-registry';
import { useChunk } from './use-chunk';

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

/** A screen loaded as a lazy chunk under /react/ (§1), with the one-reload retry of §4. */
export function LazyScreen({
  chunkId,
  definition,
  props,
}: {
  chunkId: string;
  definition: ModuleDefinition;
  props: ScreenProps;
}) {
  const Screen = useChunk(chunkId, definition.load);
  if (Screen === null) return <ScreenSkeleton />;
  return <Screen {...props} />;
}
