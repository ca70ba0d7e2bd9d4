import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { createChunkMounter, type ChunkMounter, type MounterEnvironment } from './chunk-mounter';

/** Chunks this far above or below the viewport count as near: one screen each way. */
const NEAR_MARGIN = '100% 0px';

/** The browser's idle callbacks and one shared IntersectionObserver; null parts where they are missing. */
function browserEnvironment(): MounterEnvironment {
  const callbacks = new Map<Element, () => void>();
  let observer: IntersectionObserver | null = null;
  const near = (entries: IntersectionObserverEntry[]) => {
    for (const entry of entries) {
      const callback = entry.isIntersecting ? callbacks.get(entry.target) : undefined;
      if (!callback) continue;
      callbacks.delete(entry.target);
      observer?.unobserve(entry.target);
      callback();
    }
  };
  return {
    onIdle:
      typeof window.requestIdleCallback === 'function'
        ? (callback) => {
            const id = window.requestIdleCallback(callback);
            return () => window.cancelIdleCallback(id);
          }
        : null,
    observe:
      typeof window.IntersectionObserver === 'function'
        ? (element, onNear) => {
            observer ??= new IntersectionObserver(near, { rootMargin: NEAR_MARGIN });
            callbacks.set(element, onNear);
            observer.observe(element);
            return () => {
              callbacks.delete(element);
              observer?.unobserve(element);
            };
          }
        : null,
    flush: (update) => flushSync(update),
  };
}

/** One mounter for the card's lifetime (a schema reload keeps what is mounted). */
export function useChunkMounter(): ChunkMounter {
  const [mounter] = useState(() => createChunkMounter(browserEnvironment()));
  useEffect(() => () => mounter.dispose(), [mounter]);
  return mounter;
}
