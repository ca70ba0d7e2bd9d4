import { startTransition, useEffect, useState } from 'react';

/**
 * How many rows to render: `first` at once, then `step` more after every frame until all are there, so a
 * card with thousands of attributes answers the user at once instead of after one long render. The later
 * steps are transitions: React renders them in slices and lets input and frames through in between, so
 * no step blocks the main thread (§9). `all` renders everything now (a jump to a section further down).
 */
export function useProgressiveCount(total: number, first: number, step: number, all: boolean): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (all || count >= total) return;
    const frame = requestAnimationFrame(() => startTransition(() => setCount((current) => current + step)));
    return () => cancelAnimationFrame(frame);
  }, [all, count, total, step]);
  return all ? total : Math.min(count, total);
}
