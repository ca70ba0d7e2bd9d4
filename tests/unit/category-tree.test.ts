import { describe, expect, it } from 'vitest';
import { branchIds, isSelectable, treeKeyAction, visibleItems, type TreeNode } from '@domain/category-tree';

const node = (id: number, level: number, children: TreeNode[] = []): TreeNode => ({ id, level, children });
// segment 1 → family 2 → class 3 → bricks 4, 5; segment 6 → family 7 (no children loaded)
const TREE = [node(1, 1, [node(2, 2, [node(3, 3, [node(4, 4), node(5, 4)])])]), node(6, 1, [node(7, 2)])];
const ids = (expanded: number[]) => visibleItems(TREE, new Set(expanded)).map((item) => item.node.id);

describe('visibleItems', () => {
  it('shows roots, and the children of expanded nodes only', () => {
    expect(ids([])).toEqual([1, 6]);
    expect(ids([1])).toEqual([1, 2, 6]);
    expect(ids([1, 2, 3])).toEqual([1, 2, 3, 4, 5, 6]);
    expect(ids([2, 3])).toEqual([1, 6]); // a closed parent hides everything below
    const items = visibleItems(TREE, new Set([1, 2]));
    expect(items.find((item) => item.node.id === 3)).toMatchObject({
      parentId: 2,
      expanded: false,
      posInSet: 1,
      setSize: 1,
    });
    expect(items.find((item) => item.node.id === 6)).toMatchObject({ posInSet: 2, setSize: 2 });
  });

  it('branchIds are every node with children (a search result is shown open)', () => {
    expect(branchIds(TREE)).toEqual([1, 2, 3, 6]);
    expect(ids(branchIds(TREE))).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('only bricks (level 4) are selectable', () => {
    expect([1, 2, 3, 4].map((level) => isSelectable(node(0, level)))).toEqual([false, false, false, true]);
  });
});

describe('treeKeyAction (WAI-ARIA tree view)', () => {
  const open = visibleItems(TREE, new Set([1, 2, 3]));
  it.each([
    [null, 'ArrowDown', { type: 'focus', id: 1 }],
    [1, 'ArrowDown', { type: 'focus', id: 2 }],
    [2, 'ArrowUp', { type: 'focus', id: 1 }],
    [1, 'ArrowUp', null],
    [6, 'ArrowDown', null],
    [4, 'Home', { type: 'focus', id: 1 }],
    [1, 'End', { type: 'focus', id: 6 }],
    [6, 'ArrowRight', { type: 'expand', id: 6 }],
    [3, 'ArrowRight', { type: 'focus', id: 4 }],
    [4, 'ArrowRight', null],
    [3, 'ArrowLeft', { type: 'collapse', id: 3 }],
    [4, 'ArrowLeft', { type: 'focus', id: 3 }],
    [6, 'ArrowLeft', null],
    [4, 'Enter', { type: 'choose', id: 4 }],
    [5, ' ', { type: 'choose', id: 5 }],
    [6, 'Enter', { type: 'expand', id: 6 }],
    [2, ' ', { type: 'collapse', id: 2 }],
    [2, 'x', null],
  ] as const)('focused %s, key %j → %j', (focused, key, action) => {
    expect(treeKeyAction(open, focused, key)).toEqual(action);
  });

  it('does nothing in an empty tree', () => {
    expect(treeKeyAction([], null, 'ArrowDown')).toBeNull();
  });
});
