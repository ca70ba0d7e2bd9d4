import type { ReactNode } from 'react';
import { Button } from '../button';
import { cn } from '../cn';
import type { DataTableAction, DataTableLabels } from './types';

/**
 * The row above the grid, always the same height so nothing below it moves: the mass-action bar while rows
 * are selected (count, actions, clear), and the column chooser and the screen's own buttons at the end.
 */
export function TableToolbar({
  labels,
  selectedCount,
  massActions,
  busy,
  onMassAction,
  onClearSelection,
  end,
}: {
  labels: DataTableLabels;
  selectedCount: number;
  massActions: readonly DataTableAction[];
  busy: boolean;
  onMassAction: (actionId: string) => void;
  onClearSelection: () => void;
  end: ReactNode;
}) {
  return (
    <div className="flex min-h-10 flex-wrap items-center justify-between gap-2">
      <div
        role="region"
        aria-label={labels.massActions}
        aria-live="polite"
        className="flex min-h-9 flex-wrap items-center gap-2"
      >
        {selectedCount > 0 && (
          <>
            <span className="rounded-md bg-accent-50 px-2 py-1 text-xs font-medium text-accent-900 tabular-nums">
              {labels.selected(selectedCount)}
            </span>
            {/* Danger last and quiet until hovered: a calm bar, and delete never the first thing reached. */}
            {[...massActions]
              .sort((a, b) => Number(a.danger) - Number(b.danger))
              .map((action) => (
                <button
                  key={action.id}
                  type="button"
                  disabled={busy}
                  aria-busy={busy || undefined}
                  onClick={() => onMassAction(action.id)}
                  className={cn(
                    'inline-flex h-8 items-center rounded-md border bg-white px-3 text-xs font-medium whitespace-nowrap shadow-xs focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600 disabled:opacity-60',
                    action.danger
                      ? 'border-red-200 text-red-700 hover:border-red-300 hover:bg-red-50'
                      : 'border-slate-300 text-slate-800 hover:bg-slate-50',
                  )}
                >
                  {action.label}
                </button>
              ))}
            <Button size="sm" variant="ghost" disabled={busy} onClick={onClearSelection}>
              {labels.clearSelection}
            </Button>
          </>
        )}
      </div>
      <div className="flex items-center gap-2">{end}</div>
    </div>
  );
}
