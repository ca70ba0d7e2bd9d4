import { PRIVATE_UNIFIED_ID } from './attribute-rules';
import type { AttributeData, SavedAttribute } from './product';

/** The levels of the chain's classification, each with the levels below it (§4 Form behaviour). */
const LEVELS = [
  { id: PRIVATE_UNIFIED_ID.TRADE, below: [PRIVATE_UNIFIED_ID.GROUP, PRIVATE_UNIFIED_ID.SUB_GROUP] },
  { id: PRIVATE_UNIFIED_ID.GROUP, below: [PRIVATE_UNIFIED_ID.SUB_GROUP] },
] as const;

/** What a value means for the comparison: its chosen values and units, in order. */
function valueKey(data: readonly AttributeData[] | undefined): string {
  return JSON.stringify(
    (data ?? []).map((entry) => [entry.value, entry.value_uuid ?? null, entry.unit_uuid ?? null]),
  );
}

/**
 * §4 "Changing trade resets group and sub_group; changing group resets sub_group", applied by the save to
 * what it stores: when a level differs from the stored card while a level below it still holds the stored
 * value, that stale value is emptied (docs/decisions/0043). A level below that the save changed too is the
 * user's new choice and stays. `idOf` gives an attribute's unified id (its definition's code).
 */
export function resetStaleHierarchy(
  stored: readonly SavedAttribute[],
  next: readonly SavedAttribute[],
  idOf: (uuid: string) => string,
): SavedAttribute[] {
  const before = new Map(stored.map((attribute) => [idOf(attribute.uuid), attribute.data]));
  const after = new Map(next.map((attribute) => [idOf(attribute.uuid), attribute.data]));
  const cleared = new Set<string>();
  for (const level of LEVELS) {
    const changed = cleared.has(level.id) || valueKey(before.get(level.id)) !== valueKey(after.get(level.id));
    if (!changed) continue;
    for (const id of level.below) {
      const stale = valueKey(before.get(id)) === valueKey(after.get(id));
      if (stale && (after.get(id) ?? []).length > 0) cleared.add(id);
    }
  }
  if (cleared.size === 0) return [...next];
  return next.map((attribute) =>
    cleared.has(idOf(attribute.uuid)) ? { ...attribute, data: [] } : attribute,
  );
}
