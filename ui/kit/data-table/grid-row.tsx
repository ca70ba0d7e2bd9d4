import type { CSSProperties, ReactNode } from 'react';
import { cn } from '../cn';
import { RowCheckbox } from './checkbox';
import { RowActions } from './row-actions';
import type { DataTableAction } from './types';

export interface GridRowProps {
  id: number;
  index: number;
  name: string;
  cells: ReactNode;
  selected: boolean;
  /** The list selects rows at all (it has mass actions); without, the row has no selection box. */
  selection: boolean;
  selectable: boolean;
  /** The one row in the tab order (roving tabindex). */
  active: boolean;
  actions: readonly DataTableAction[];
  menuOpen: boolean;
  busy: boolean;
  selectLabel: string;
  actionsLabel: string;
  style?: CSSProperties | undefined;
  onToggle: () => void;
  onAction: (actionId: string) => void;
  onMenuOpenChange: (open: boolean) => void;
  onFocus: () => void;
}

/** One row: its selection box, its cells and its actions menu; the row itself takes the keyboard focus. */
export function GridRow(props: GridRowProps) {
  const { id, index, name, cells, selected, selection, selectable, active, actions, menuOpen, busy, style } =
    props;
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-selected={selection && selectable ? selected : undefined}
      aria-disabled={selection && !selectable ? true : undefined}
      aria-label={name}
      data-row-index={index}
      data-row-id={id}
      tabIndex={active ? 0 : -1}
      onFocus={(event) => {
        if (event.target === event.currentTarget) props.onFocus();
      }}
      onClick={(event) => event.currentTarget.focus({ preventScroll: true })}
      style={style}
      className={cn(
        // Rows out of view skip style, layout and paint until scrolled to (a row is 36 px high). A row
        // focused by keyboard grows to show its cells' whole values, above the rows below it.
        'group/row grid h-9 scroll-mt-9 [grid-template-columns:var(--grid-tracks)] items-center border-b border-slate-100 text-sm text-slate-800 outline-none [contain-intrinsic-size:auto_36px] [content-visibility:auto] focus-visible:relative focus-visible:z-[1] focus-visible:h-auto focus-visible:min-h-9 focus-visible:bg-white',
        'hover:bg-slate-50 focus-visible:shadow-[inset_0_0_0_2px_#0d9488]',
        selected && 'bg-accent-50/70 hover:bg-accent-50',
      )}
    >
      {selection && (
        <div role="gridcell" className="flex items-center justify-center">
          <RowCheckbox
            label={props.selectLabel}
            checked={selected}
            disabled={!selectable || busy}
            onCheckedChange={props.onToggle}
          />
        </div>
      )}
      {cells}
      <div role="gridcell" className="flex items-center justify-center">
        <RowActions
          label={props.actionsLabel}
          actions={actions}
          onAction={props.onAction}
          open={menuOpen}
          onOpenChange={props.onMenuOpenChange}
          disabled={busy}
        />
      </div>
    </div>
  );
}
