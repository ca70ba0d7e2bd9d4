import { startTransition, useEffect, useState } from 'react';

/**
 * How many rows to render: `first` at once, then `step` more after every frame (as transitions React
 * renders in slices), so a card with thousands of attributes shows its top at once and the rest follows
 * without blocking input. `all` renders everything now (a jump to a section or an attribute further down).
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
