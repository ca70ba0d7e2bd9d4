import { useRef, type KeyboardEvent } from 'react';
import type { CategoryNode } from '@contract/categories';
import { isSelectable, treeKeyAction, visibleItems, type TreeKeyAction } from '@domain/category-tree';
import { cn } from '@kit/cn';

export interface CategoryTreeProps {
  label: string;
  nodes: CategoryNode[];
  expanded: ReadonlySet<number>;
  focusedId: number | null;
  multi: boolean;
  /** Chosen bricks (multi: checked; single: the card's current category). */
  chosen: ReadonlySet<number>;
  busy: boolean;
  onFocus(id: number): void;
  onToggle(id: number, open: boolean): void;
  onChoose(node: CategoryNode): void;
}

/**
 * §2 Category picker: the GPC tree segment → family → class → brick as a WAI-ARIA tree with a roving
 * tab stop; arrows move, right/left open and close, Enter/Space choose a brick (the only selectable level).
 */
export function CategoryTree(props: CategoryTreeProps) {
  const { nodes, expanded, focusedId, multi, chosen, busy } = props;
  const items = visibleItems(nodes, expanded);
  const refs = useRef(new Map<number, HTMLDivElement>());
  const tabStop = items.some((item) => item.node.id === focusedId) ? focusedId : (items[0]?.node.id ?? null);

  const apply = (action: TreeKeyAction) => {
    if (action.type === 'focus') {
      props.onFocus(action.id);
      refs.current.get(action.id)?.focus();
    } else if (action.type === 'expand' || action.type === 'collapse') {
      props.onToggle(action.id, action.type === 'expand');
    } else {
      const item = items.find((candidate) => candidate.node.id === action.id);
      if (item) props.onChoose(item.node);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const action = treeKeyAction(items, tabStop, event.key);
    if (action === null) return;
    event.preventDefault();
    apply(action);
  };

  return (
    <div
      role="tree"
      aria-label={props.label}
      aria-multiselectable={multi || undefined}
      aria-busy={busy || undefined}
      onKeyDown={onKeyDown}
      className="max-h-[50vh] overflow-auto rounded-md border border-slate-200 p-1"
    >
      {items.map(({ node, expanded: open, posInSet, setSize }) => {
        const brick = isSelectable(node);
        const branch = node.children.length > 0;
        const isChosen = chosen.has(node.id);
        return (
          <div
            key={node.id}
            ref={(element) => {
              if (element) refs.current.set(node.id, element);
              else refs.current.delete(node.id);
            }}
            role="treeitem"
            aria-level={node.level}
            aria-posinset={posInSet}
            aria-setsize={setSize}
            aria-expanded={branch ? open : undefined}
            aria-selected={brick && !multi ? isChosen : undefined}
            aria-checked={brick && multi ? isChosen : undefined}
            tabIndex={node.id === tabStop ? 0 : -1}
            onClick={() => {
              props.onFocus(node.id);
              if (brick) props.onChoose(node);
              else if (branch) props.onToggle(node.id, !open);
            }}
            style={{ paddingLeft: `${(node.level - 1) * 1.25 + 0.5}rem` }}
            className={cn(
              'flex cursor-default items-center gap-2 rounded py-1.5 pr-2 text-sm text-slate-800 outline-none select-none hover:bg-slate-50 focus-visible:bg-accent-50 focus-visible:ring-2 focus-visible:ring-accent-600',
              isChosen && 'font-semibold text-accent-900',
            )}
          >
            <span aria-hidden="true" className="w-3 text-slate-400">
              {branch ? (open ? '▾' : '▸') : ''}
            </span>
            {brick && multi && (
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-4 items-center justify-center rounded border text-[0.65rem] text-white',
                  isChosen ? 'border-accent-700 bg-accent-700' : 'border-slate-400 bg-white',
                )}
              >
                {isChosen ? '✓' : ''}
              </span>
            )}
            <span className="flex-1">{node.name}</span>
            <span className="text-xs text-slate-400 tabular-nums">{node.code}</span>
          </div>
        );
      })}
    </div>
  );
}
