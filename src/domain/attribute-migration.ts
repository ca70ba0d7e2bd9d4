/**
 * §2 Attribute migration (docs/decisions/0019): moving a card's values of an old attribute to a new one.
 * Pure, so the rule the server applies is the one its tests (and any preview) use.
 */

export interface ValueMapping {
  from: string;
  to: string;
}

export interface MigrationRule {
  sourceUuid: string;
  targetUuid: string;
  /** Value uuids (select-like attributes) or values (text-like) and what they become. */
  valueMap: readonly ValueMapping[];
  /** True when the source offers a list of values: then a value without a mapping is dropped. */
  mapsChoices: boolean;
}

type Item = Record<string, unknown>;

const isItem = (value: unknown): value is Item => typeof value === 'object' && value !== null;

function mapItem(item: Item, mapping: ReadonlyMap<string, string>, mapsChoices: boolean): Item | null {
  const next: Item = { ...item };
  if (typeof item.value_uuid === 'string') {
    const mapped = mapping.get(item.value_uuid);
    if (mapped === undefined && mapsChoices) return null;
    next.value_uuid = mapped ?? item.value_uuid;
  }
  if (Array.isArray(item.value)) {
    next.value = item.value.flatMap((value: unknown) => {
      if (typeof value !== 'string') return [value];
      const mapped = mapping.get(value);
      if (mapped !== undefined) return [mapped];
      return mapsChoices && typeof item.value_uuid !== 'string' ? [] : [value];
    });
  }
  return next;
}

/**
 * The card's attribute entries with the source's values moved to the target (mapped), the source entry
 * gone; a target entry already there gives way (the source is what the suppliers maintained). `null`
 * when the card holds no source entry (nothing to rewrite).
 */
export function migrateCardAttributes(entries: readonly unknown[], rule: MigrationRule): unknown[] | null {
  const source = entries.find((entry) => isItem(entry) && entry.uuid === rule.sourceUuid);
  if (!isItem(source)) return null;
  const mapping = new Map(rule.valueMap.map((pair) => [pair.from, pair.to]));
  const data = (Array.isArray(source.data) ? source.data : [])
    .filter(isItem)
    .map((item) => mapItem(item, mapping, rule.mapsChoices))
    .filter((item): item is Item => item !== null);
  const rest = entries.filter(
    (entry) => !(isItem(entry) && (entry.uuid === rule.sourceUuid || entry.uuid === rule.targetUuid)),
  );
  return [...rest, { uuid: rule.targetUuid, data }];
}
