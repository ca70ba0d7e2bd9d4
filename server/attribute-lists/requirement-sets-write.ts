import { and, eq, inArray, ne } from 'drizzle-orm';
import type { RequirementSetSave } from '@contract/requirement-sets';
import type { Fault } from '@contract/fault';
import type { Language } from '@domain/constants';
import { translate } from '@i18n/translate';
import type { Db } from '../db/client';
import { attributes, categories, requirementSets } from '../db/schema';

const NAMESPACE = 'requirement_sets';

const fault = (language: Language, field: string, key: string): Fault => ({
  namespace: NAMESPACE,
  field,
  message: translate(language, key),
  type: 'validation',
});

/** The body without repeats, in the order given. */
export function normalizedSet(body: RequirementSetSave) {
  const attributeUuids = [...new Set(body.attribute_uuids)];
  return { name: body.name, categoryIds: [...new Set(body.category_ids)], attributeUuids };
}

/**
 * References a set makes must exist, and its name must be free in the network (another set of the same
 * network under the same name would be indistinguishable in the card form). Answers the faults.
 */
export async function setFaults(
  db: Db,
  language: Language,
  set: ReturnType<typeof normalizedSet>,
  networkCode: string,
  ownId: number | null,
): Promise<Fault[]> {
  // One after another: inside a transaction the three share one connection, which runs one query at a time.
  const knownCategories = await db
    .select({ id: categories.id })
    .from(categories)
    .where(inArray(categories.id, set.categoryIds));
  const knownAttributes = await db
    .select({ uuid: attributes.uuid })
    .from(attributes)
    .where(inArray(attributes.uuid, set.attributeUuids));
  const sameName = await db
    .select({ id: requirementSets.id })
    .from(requirementSets)
    .where(
      and(
        eq(requirementSets.networkCode, networkCode),
        eq(requirementSets.name, set.name),
        ownId === null ? undefined : ne(requirementSets.id, ownId),
      ),
    );
  const faults: Fault[] = [];
  if (sameName.length > 0) faults.push(fault(language, 'name', 'requirementSets.errors.nameTaken'));
  const categoryIds = new Set(knownCategories.map((row) => row.id));
  set.categoryIds.forEach((id, index) => {
    if (!categoryIds.has(id))
      faults.push(fault(language, `category_ids.${index}`, 'validation.unknownCategory'));
  });
  const attributeUuids = new Set(knownAttributes.map((row) => row.uuid));
  set.attributeUuids.forEach((uuid, index) => {
    if (!attributeUuids.has(uuid))
      faults.push(fault(language, `attribute_uuids.${index}`, 'validation.invalid'));
  });
  return faults;
}
