import type { CategoryNode } from '@contract/categories';
import type { Language } from '@domain/constants';
import type { LocalizedName } from '../db/schema';
import { nameIn } from './localize';

export interface CategoryRow {
  id: number;
  parentId: number | null;
  level: number;
  code: string;
  name: LocalizedName;
}

/** Lower case without diacritics, so "zywnosc" finds "Żywność" and "MLEKO" finds "Mleko". */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .toLocaleLowerCase();
}

/**
 * The GPC tree (segment → family → class → brick) with names in the request language, children sorted by
 * name. With a search text: the categories whose name contains it or whose code starts with it, each with
 * everything below it and the path above it (so a found family still offers its bricks).
 */
export function categoryTree(rows: readonly CategoryRow[], language: Language, q = ''): CategoryNode[] {
  const nodes = new Map<number, CategoryNode>();
  for (const row of rows) {
    nodes.set(row.id, {
      id: row.id,
      parent_id: row.parentId,
      level: row.level,
      code: row.code,
      name: nameIn(row.name, language),
      children: [],
    });
  }
  const children = new Map<number | null, CategoryNode[]>();
  for (const node of nodes.values()) {
    const parent = node.parent_id !== null && nodes.has(node.parent_id) ? node.parent_id : null;
    children.set(parent, [...(children.get(parent) ?? []), node]);
  }

  const needle = folded(q.trim());
  const keep = new Set<number>();
  if (needle !== '') {
    const keepBelow = (node: CategoryNode) => {
      keep.add(node.id);
      for (const child of children.get(node.id) ?? []) keepBelow(child);
    };
    for (const node of nodes.values()) {
      if (!folded(node.name).includes(needle) && !node.code.startsWith(needle)) continue;
      keepBelow(node);
      for (let up = node.parent_id; up !== null && nodes.has(up); up = nodes.get(up)!.parent_id) keep.add(up);
    }
  }

  const collator = new Intl.Collator(language);
  const build = (parent: number | null): CategoryNode[] =>
    (children.get(parent) ?? [])
      .filter((node) => needle === '' || keep.has(node.id))
      .sort((a, b) => collator.compare(a.name, b.name) || a.code.localeCompare(b.code))
      .map((node) => ({ ...node, children: build(node.id) }));
  return build(null);
}
