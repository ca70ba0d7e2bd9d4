import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@kit/retry-alert';
import { Skeleton } from '@kit/skeleton';
import type { ModuleDefinition, ScreenProps } from './module-registry';
import { useChunkActor, useChunkState, type ChunkActor } from './use-chunk';

/** The loading look of any screen: blocks where its header and first card will be, no spinner. */
export function ScreenSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4" role="status" aria-busy="true" aria-label={t('app.loading')}>
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
  return <LazyScreenView chunk={useChunkActor(chunkId, definition.load)} props={props} />;
}

/**
 * The lazy screen on its chunk actor. While the chunk loads, and while the page reloads once after a first
 * failure, the skeleton shows; a second failure is passed on to the user as an error with a retry in place
 * (the page around it keeps working), which runs the §4 cycle again (decision 0033).
 */
export function LazyScreenView({ chunk, props }: { chunk: ChunkActor; props: ScreenProps }) {
  const { t } = useTranslation();
  const { failed, loaded, retry } = useChunkState<ComponentType<ScreenProps>>(chunk);
  if (failed)
    return <RetryAlert message={t('errors.chunkFailed')} retryLabel={t('errors.retry')} onRetry={retry} />;
  if (loaded === null) return <ScreenSkeleton />;
  const Screen = loaded;
  return <Screen {...props} />;
}
