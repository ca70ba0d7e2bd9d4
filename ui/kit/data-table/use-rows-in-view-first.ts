import { useEffect, useState } from 'react';
import { ROW_PX } from './metrics';

/** The grid's scroll box is at most 100vh − 22rem high and at least 18rem (grid.tsx). */
const REM_PX = 16;

/** How many rows the grid's scroll box shows at most in this window, and one more. */
export function rowsInView(): number {
  const boxPx = Math.max(18 * REM_PX, window.innerHeight - 22 * REM_PX);
  return Math.ceil(boxPx / ROW_PX) + 1;
}

/**
 * How many rows of a new page to render now: the rows the scroll box can show at first, then, right after
 * that frame is painted, all of them. A page of 50 thus paints its visible rows in about half the work
 * (the list's issue goal: data → rendered ≤ 150 ms); the rest, out of view below, follow a frame later,
 * as the card form's rows do (docs/decisions/0011, 0025). Pages that fit are rendered whole at once.
 */
export function useRowsInViewFirst(rows: readonly unknown[]): number {
  const [shown, setShown] = useState({ rows, count: Math.min(rows.length, rowsInView()) });
  let current = shown;
  if (shown.rows !== rows) {
    // A new page: start again from the rows in view (state adjusted while rendering, as React advises).
    current = { rows, count: Math.min(rows.length, rowsInView()) };
    setShown(current);
  }
  const pending = current.count < rows.length;
  useEffect(() => {
    if (!pending) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setShown({ rows, count: rows.length }), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [rows, pending]);
  return current.count;
}
