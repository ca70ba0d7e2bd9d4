import { useEffect, useState } from 'react';

/**
 * How many rows to render: a first screenful at once, then more after every frame until all are there, so a
 * card with thousands of attributes answers the user at once instead of after one long render. `all`
 * renders everything now (a jump to a section further down).
 */
export function useProgressiveCount(total: number, step: number, all: boolean): number {
  const [count, setCount] = useState(step);
  useEffect(() => {
    if (all || count >= total) return;
    const frame = requestAnimationFrame(() => setCount((current) => current + step));
    return () => cancelAnimationFrame(frame);
  }, [all, count, total, step]);
  return all ? total : Math.min(count, total);
}
