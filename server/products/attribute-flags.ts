/** One row of category_attributes. */
export interface Assignment {
  categoryId: number;
  attributeUuid: string;
  isRequired: boolean;
  isVisible: boolean;
}

export interface AttributeFlags {
  isRequired: boolean;
  isVisible: boolean;
}

/**
 * Required and visible flags of every attribute that applies to the chosen categories. An assignment
 * applies to its category and everything below it; along one category's chain the nearest assignment
 * wins (a brick can make a segment's attribute required or hide it). Across several chosen categories an
 * attribute is required (visible) when it is so for any of them (docs/decisions/0008).
 *
 * @param chains one list per chosen category: the category itself first, then its ancestors.
 */
export function resolveAttributeFlags(
  chains: readonly (readonly number[])[],
  assignments: readonly Assignment[],
): Map<string, AttributeFlags> {
  const byCategory = new Map<number, Assignment[]>();
  for (const assignment of assignments) {
    const list = byCategory.get(assignment.categoryId) ?? [];
    list.push(assignment);
    byCategory.set(assignment.categoryId, list);
  }
  const result = new Map<string, AttributeFlags>();
  for (const chain of chains) {
    const nearest = new Map<string, Assignment>();
    for (const categoryId of chain) {
      for (const assignment of byCategory.get(categoryId) ?? []) {
        if (!nearest.has(assignment.attributeUuid)) nearest.set(assignment.attributeUuid, assignment);
      }
    }
    for (const [uuid, assignment] of nearest) {
      const before = result.get(uuid);
      result.set(uuid, {
        isRequired: (before?.isRequired ?? false) || assignment.isRequired,
        isVisible: (before?.isVisible ?? false) || assignment.isVisible,
      });
    }
  }
  return result;
}
