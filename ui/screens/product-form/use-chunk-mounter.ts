import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { createChunkMounter, type ChunkMounter, type MounterEnvironment } from './chunk-mounter';

/** Chunks this far above or below the viewport are near: one screen each way. */
const NEAR_MARGIN = '100% 0px';
type Where = 'near' | 'visible';

/** An IntersectionObserver telling `where` once per element, created on first use. */
function watcher(where: Where, rootMargin: string) {
  const callbacks = new Map<Element, (where: Where) => void>();
  let observer: IntersectionObserver | null = null;
  return {
    watch(element: Element, callback: (where: Where) => void) {
      observer ??= new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            const call = entry.isIntersecting ? callbacks.get(entry.target) : undefined;
            if (!call) continue;
            callbacks.delete(entry.target);
            observer?.unobserve(entry.target);
            call(where);
          }
        },
        { rootMargin },
      );
      callbacks.set(element, callback);
      observer.observe(element);
    },
    unwatch(element: Element) {
      callbacks.delete(element);
      observer?.unobserve(element);
    },
  };
}

/** The browser's idle callbacks and two shared IntersectionObservers; null parts where they are missing. */
function browserEnvironment(): MounterEnvironment {
  const hasObserver = typeof window.IntersectionObserver === 'function';
  const near = hasObserver ? watcher('near', NEAR_MARGIN) : null;
  const visible = hasObserver ? watcher('visible', '0px') : null;
  return {
    onIdle:
      typeof window.requestIdleCallback === 'function'
        ? (callback) => {
            const id = window.requestIdleCallback(callback);
            return () => window.cancelIdleCallback(id);
          }
        : null,
    observe:
      near && visible
        ? (element, on) => {
            near.watch(element, on);
            visible.watch(element, on);
            return () => {
              near.unwatch(element);
              visible.unwatch(element);
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
