import { useCallback, useRef } from 'react';

/** The CSS variable the dashboard template adds to the page's bottom padding (docs/decisions/0058). */
export const JOBS_PANEL_SPACE = '--jobs-panel-space';

/**
 * The jobs panel floats over the bottom right of the page. A callback ref that keeps the page's bottom
 * padding as tall as the panel (and its button and notice), so a list's pager, a bulk error list or any
 * last line can always be scrolled above it instead of hiding under it.
 */
export function useReservePageSpace(): (element: HTMLElement | null) => void {
  const observer = useRef<ResizeObserver | null>(null);
  return useCallback((element: HTMLElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    const root = document.documentElement;
    if (element === null) {
      root.style.removeProperty(JOBS_PANEL_SPACE);
      return;
    }
    const reserve = () => {
      // The panel sits 1 rem above the window's bottom edge; keep that gap too.
      root.style.setProperty(JOBS_PANEL_SPACE, `${element.offsetHeight + 16}px`);
    };
    reserve();
    if (typeof ResizeObserver === 'undefined') return;
    observer.current = new ResizeObserver(reserve);
    observer.current.observe(element);
  }, []);
}
