import type { AttributeData, ProductPayload, SavedAttribute } from './product';

/** One difference between the stored card and the user's: what, and how each side says it. */
export interface CardDifference {
  /** A product_profile field, `attribute:<uuid>`, `gallery` or `logistic`. */
  key: string;
  stored: string;
  mine: string;
}

const PROFILE_FIELDS = [
  'name',
  'name_to_show',
  'category_ids',
  'producer',
  'brand',
  'sub_brand',
  'company_address',
  'return_address',
  'is_shared',
] as const;

function show(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(show).join(', ');
  if (typeof value === 'object') return 'name' in value ? String(value.name) : JSON.stringify(value);
  return String(value);
}

/** An attribute's value as the user reads it: chosen names or values, with units. */
function showData(data: readonly AttributeData[]): string {
  return data
    .map((entry) => {
      const values = entry.value.filter((value) => value !== '').join(' – ');
      const chosen = entry.value_name ?? (entry.value_uuid && values === '' ? entry.value_uuid : '');
      const text = [chosen, values].filter(Boolean).join(' ');
      return entry.unit ? `${text} ${entry.unit}` : text;
    })
    .filter(Boolean)
    .join('; ');
}

function attributeMap(attributes: readonly SavedAttribute[]): Map<string, AttributeData[]> {
  return new Map(attributes.map((attribute) => [attribute.uuid, attribute.data]));
}

/**
 * §4 Saving, 409: what differs between the card as stored now and the card the user is saving, so the user
 * can decide whether to keep their version. Attributes are compared by what they hold, not by shape.
 */
export function cardDifferences(stored: ProductPayload, mine: ProductPayload): CardDifference[] {
  const out: CardDifference[] = [];
  for (const field of PROFILE_FIELDS) {
    const a = show(stored.product_profile[field]);
    const b = show(mine.product_profile[field]);
    if (a !== b) out.push({ key: field, stored: a, mine: b });
  }
  const theirs = attributeMap(stored.attributes);
  const ours = attributeMap(mine.attributes);
  for (const uuid of new Set([...theirs.keys(), ...ours.keys()])) {
    const a = showData(theirs.get(uuid) ?? []);
    const b = showData(ours.get(uuid) ?? []);
    if (a !== b) out.push({ key: `attribute:${uuid}`, stored: a, mine: b });
  }
  const gallery = (payload: ProductPayload) =>
    payload.gallery
      .map((entry) => `${entry.type}:${entry.id}`)
      .sort()
      .join(',');
  if (gallery(stored) !== gallery(mine))
    out.push({ key: 'gallery', stored: String(stored.gallery.length), mine: String(mine.gallery.length) });
  if (JSON.stringify(stored.logistic) !== JSON.stringify(mine.logistic))
    out.push({ key: 'logistic', stored: '', mine: '' });
  return out;
}
