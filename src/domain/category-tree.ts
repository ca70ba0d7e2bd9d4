/** §2 Category picker: the search waits this long after the last keystroke before asking the server. */
export const CATEGORY_SEARCH_DELAY_MS = 250;

/** GPC levels: segment 1 → family 2 → class 3 → brick 4; only bricks are chosen for a card. */
export const GPC_LEVEL = { SEGMENT: 1, FAMILY: 2, CLASS: 3, BRICK: 4 } as const;

/** A node of a tree: the category tree of the picker has this shape (and more). */
export interface TreeNode {
  id: number;
  level: number;
  children: readonly TreeNode[];
}

/** A node as shown in the tree: with its parent and whether it is open. */
export interface VisibleItem<N extends TreeNode> {
  node: N;
  parentId: number | null;
  expanded: boolean;
  /** 1-based place among its siblings, and their number (aria-posinset, aria-setsize). */
  posInSet: number;
  setSize: number;
}

/** §2 Only bricks (level 4) can be chosen. */
export function isSelectable(node: TreeNode): boolean {
  return node.level === GPC_LEVEL.BRICK;
}

/** The nodes a user sees, top to bottom: roots, and the children of every expanded node. */
export function visibleItems<N extends TreeNode>(
  nodes: readonly N[],
  expanded: ReadonlySet<number>,
  parentId: number | null = null,
): VisibleItem<N>[] {
  return nodes.flatMap((node, index) => {
    const open = node.children.length > 0 && expanded.has(node.id);
    const item: VisibleItem<N> = {
      node,
      parentId,
      expanded: open,
      posInSet: index + 1,
      setSize: nodes.length,
    };
    return open ? [item, ...visibleItems(node.children as readonly N[], expanded, node.id)] : [item];
  });
}

/** Every node that has children: a search result is shown fully open, so its paths can be read. */
export function branchIds(nodes: readonly TreeNode[]): number[] {
  return nodes.flatMap((node) => (node.children.length > 0 ? [node.id, ...branchIds(node.children)] : []));
}

/** What a key does in the tree (WAI-ARIA tree view pattern). */
export type TreeKeyAction =
  | { type: 'focus'; id: number }
  | { type: 'expand'; id: number }
  | { type: 'collapse'; id: number }
  | { type: 'choose'; id: number };

/**
 * Keyboard of the category tree: Up/Down move, Home/End jump, Right opens a closed branch or steps into an
 * open one, Left closes an open branch or steps out to the parent, Enter/Space choose a brick or toggle a
 * branch. Null when the key means nothing here.
 */
export function treeKeyAction<N extends TreeNode>(
  items: readonly VisibleItem<N>[],
  focusedId: number | null,
  key: string,
): TreeKeyAction | null {
  if (items.length === 0) return null;
  const index = Math.max(
    0,
    items.findIndex((item) => item.node.id === focusedId),
  );
  const item = items[index]!;
  const hasChildren = item.node.children.length > 0;
  const focus = (at: number): TreeKeyAction | null => {
    const target = items[at];
    return target === undefined || (at === index && focusedId !== null)
      ? null
      : { type: 'focus', id: target.node.id };
  };
  switch (key) {
    case 'ArrowDown':
      return focus(focusedId === null ? 0 : index + 1);
    case 'ArrowUp':
      return focus(focusedId === null ? 0 : index - 1);
    case 'Home':
      return focus(0);
    case 'End':
      return focus(items.length - 1);
    case 'ArrowRight':
      if (!hasChildren) return null;
      return item.expanded ? focus(index + 1) : { type: 'expand', id: item.node.id };
    case 'ArrowLeft':
      if (item.expanded) return { type: 'collapse', id: item.node.id };
      return item.parentId === null ? null : { type: 'focus', id: item.parentId };
    case 'Enter':
    case ' ':
      if (isSelectable(item.node)) return { type: 'choose', id: item.node.id };
      if (!hasChildren) return null;
      return item.expanded ? { type: 'collapse', id: item.node.id } : { type: 'expand', id: item.node.id };
    default:
      return null;
  }
}
