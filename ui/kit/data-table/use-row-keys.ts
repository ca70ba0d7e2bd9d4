import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import type { TableRow } from '@domain/table-state';
import { ROW_PX } from './metrics';

export interface RowKeysOptions {
  rows: readonly TableRow[];
  scrollRef: RefObject<HTMLDivElement | null>;
  /** Virtual rows exist only once scrolled to; null when every row is rendered. */
  scrollToIndex: ((index: number) => void) | null;
  onToggle: (row: TableRow) => void;
  onOpen: (row: TableRow) => void;
  onMenu: (row: TableRow) => void;
}

/**
 * Keyboard navigation of the rows (roving tabindex): the rows are one tab stop; Up/Down, Home/End and
 * PageUp/PageDown move the focus, Space toggles the focused row's selection, Enter opens it, Shift+F10 or
 * the menu key opens its actions. Which row is focused is view state, kept here, not in the list machine.
 */
export function useRowKeys({ rows, scrollRef, scrollToIndex, onToggle, onOpen, onMenu }: RowKeysOptions) {
  const [activeId, setActive] = useState<number | null>(null);
  const pendingFocus = useRef<number | null>(null);

  const focusRow = (id: number): boolean => {
    const element = scrollRef.current?.querySelector<HTMLElement>(`[data-row-id="${id}"]`);
    if (!element) return false;
    element.focus({ preventScroll: scrollToIndex !== null });
    return true;
  };

  // A virtual row the keys moved to is rendered only after the scroll: focus it once it is there.
  useEffect(() => {
    const id = pendingFocus.current;
    if (id !== null && focusRow(id)) pendingFocus.current = null;
  });

  const move = (index: number) => {
    const target = Math.min(rows.length - 1, Math.max(0, index));
    const row = rows[target];
    if (row === undefined) return;
    setActive(row.id);
    if (scrollToIndex) {
      scrollToIndex(target);
      if (!focusRow(row.id)) pendingFocus.current = row.id;
    } else {
      focusRow(row.id);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const rowElement = target.closest<HTMLElement>('[data-row-index]');
    if (rowElement === null || !event.currentTarget.contains(rowElement)) return;
    const index = Number(rowElement.dataset.rowIndex);
    const row = rows[index];
    if (row === undefined) return;
    const onRow = target === rowElement;
    const page = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 10 * ROW_PX) / ROW_PX) - 2);
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      PageDown: index + page,
      PageUp: index - page,
    };
    if (onRow) Object.assign(moves, { Home: 0, End: rows.length - 1 });
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      move(next);
    } else if (onRow && event.key === ' ') {
      event.preventDefault();
      onToggle(row);
    } else if (onRow && event.key === 'Enter') {
      event.preventDefault();
      onOpen(row);
    } else if (event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10')) {
      event.preventDefault();
      onMenu(row);
    }
  };

  return { activeId, setActive, onKeyDown };
}
