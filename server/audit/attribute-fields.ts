import { inArray } from 'drizzle-orm';
import type { AuditPage } from '@contract/audit-trail';
import type { Language } from '@domain/constants';
import type { Db } from '../db/client';
import { attributes, units } from '../db/schema';
import { nameIn } from '../products/localize';

/** How the trail names a card's attribute field (migration 0033): `attributes.<uuid>`. */
const ATTRIBUTE_FIELD = 'attributes.';

interface AttributeNames {
  name: string;
  /** The attribute's own values by uuid (a select's choices), in the reader's language. */
  values: Map<string, string>;
}

/** One stored data entry of an attribute (§3): its values, the chosen value's uuid and the unit's. */
interface DataEntry {
  value?: unknown;
  value_uuid?: unknown;
  unit_uuid?: unknown;
}

const isEntry = (item: unknown): item is DataEntry => typeof item === 'object' && item !== null;

/**
 * An attribute's stored data as a reader reads it: each entry's values (a chosen value by its name) and
 * its unit's name, entries joined by "; ". Null for no data.
 */
function shownData(
  data: unknown,
  attribute: AttributeNames | undefined,
  unitNames: ReadonlyMap<string, string>,
): string | null {
  if (!Array.isArray(data)) return data === null || data === undefined ? null : JSON.stringify(data);
  const parts = data.filter(isEntry).map((entry) => {
    const chosen = typeof entry.value_uuid === 'string' ? attribute?.values.get(entry.value_uuid) : undefined;
    const values = Array.isArray(entry.value) ? entry.value.map(String).filter((text) => text !== '') : [];
    const text = chosen ?? values.join(' – ');
    const unit = typeof entry.unit_uuid === 'string' ? unitNames.get(entry.unit_uuid) : undefined;
    return unit === undefined || text === '' ? text : `${text} ${unit}`;
  });
  const shown = parts.filter((part) => part !== '').join('; ');
  return shown === '' ? null : shown;
}

function unitUuidsOf(data: unknown): string[] {
  if (!Array.isArray(data)) return [];
  return data
    .filter(isEntry)
    .flatMap((entry) => (typeof entry.unit_uuid === 'string' ? [entry.unit_uuid] : []));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const distinctUuids = (texts: readonly string[]) => [...new Set(texts.filter((text) => UUID.test(text)))];

/**
 * Names a page's attribute fields for its reader (docs/decisions/0052): the trail keeps `attributes.<uuid>`
 * and the stored data; the reader sees the attribute's name in their language and the values with their
 * units. An attribute removed since keeps its key. Reads only the attributes and units the page names.
 */
export async function withAttributeNames(db: Db, page: AuditPage, language: Language): Promise<AuditPage> {
  const changes = page.entries.flatMap((entry) => entry.changes);
  const attributeChanges = changes.filter((change) => change.field.startsWith(ATTRIBUTE_FIELD));
  // Only well-formed uuids are looked up: a uuid column refuses any other text.
  const uuids = distinctUuids(attributeChanges.map((change) => change.field.slice(ATTRIBUTE_FIELD.length)));
  if (uuids.length === 0) return page;
  const unitUuids = distinctUuids(
    attributeChanges.flatMap((change) => [...unitUuidsOf(change.before), ...unitUuidsOf(change.after)]),
  );
  const [attributeRows, unitRows] = await Promise.all([
    db
      .select({ uuid: attributes.uuid, name: attributes.name, values: attributes.availableValues })
      .from(attributes)
      .where(inArray(attributes.uuid, uuids)),
    unitUuids.length === 0
      ? Promise.resolve([])
      : db.select({ uuid: units.uuid, name: units.name }).from(units).where(inArray(units.uuid, unitUuids)),
  ]);
  const named = new Map<string, AttributeNames>(
    attributeRows.map((row) => [
      row.uuid,
      {
        name: nameIn(row.name, language),
        values: new Map(row.values.map((value) => [value.uuid, nameIn(value.name, language)])),
      },
    ]),
  );
  const unitNames = new Map(unitRows.map((row) => [row.uuid, nameIn(row.name, language)]));
  return {
    ...page,
    entries: page.entries.map((entry) => ({
      ...entry,
      changes: entry.changes.map((change) => {
        if (!change.field.startsWith(ATTRIBUTE_FIELD)) return change;
        const attribute = named.get(change.field.slice(ATTRIBUTE_FIELD.length));
        if (attribute === undefined) return change;
        return {
          ...change,
          label: attribute.name,
          shown: {
            before: shownData(change.before, attribute, unitNames),
            after: shownData(change.after, attribute, unitNames),
          },
        };
      }),
    })),
  };
}
