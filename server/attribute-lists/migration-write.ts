import { and, eq, inArray, sql } from 'drizzle-orm';
import type { MigrationSave } from '@contract/attribute-migrations';
import type { Fault } from '@contract/fault';
import type { Language } from '@domain/constants';
import { migrateCardAttributes } from '@domain/attribute-migration';
import { translate } from '@i18n/translate';
import type { Db } from '../db/client';
import { attributeMigrations, attributes, categoryAttributes, products } from '../db/schema';

const NAMESPACE = 'attribute_migrations';
const fault = (language: Language, field: string, key: string): Fault => ({
  namespace: NAMESPACE,
  field,
  message: translate(language, key),
  type: 'validation',
});

/**
 * The references of a migration: two different attributes that exist, of the same kind (both with a list
 * of values, or both without), every mapped value one of the attribute's own, no value mapped twice.
 */
export async function migrationFaults(db: Db, language: Language, body: MigrationSave): Promise<Fault[]> {
  const rows = await db
    .select({ uuid: attributes.uuid, values: attributes.availableValues })
    .from(attributes)
    .where(inArray(attributes.uuid, [body.source_attribute_uuid, body.target_attribute_uuid]));
  const source = rows.find((row) => row.uuid === body.source_attribute_uuid);
  const target = rows.find((row) => row.uuid === body.target_attribute_uuid);
  const faults: Fault[] = [];
  if (source === undefined) faults.push(fault(language, 'source_attribute_uuid', 'validation.invalid'));
  if (target === undefined) faults.push(fault(language, 'target_attribute_uuid', 'validation.invalid'));
  if (body.source_attribute_uuid === body.target_attribute_uuid)
    faults.push(fault(language, 'target_attribute_uuid', 'attributeMigrations.errors.sameAttribute'));
  if (source === undefined || target === undefined || faults.length > 0) return faults;
  if (source.values.length > 0 !== target.values.length > 0)
    return [fault(language, 'target_attribute_uuid', 'attributeMigrations.errors.kindsDiffer')];
  const sourceValues = new Set(source.values.map((value) => value.uuid));
  const targetValues = new Set(target.values.map((value) => value.uuid));
  const seen = new Set<string>();
  body.value_map.forEach((pair, index) => {
    if (seen.has(pair.from))
      faults.push(fault(language, `value_map.${index}.from`, 'attributeMigrations.errors.mappedTwice'));
    seen.add(pair.from);
    if (sourceValues.size > 0 && !sourceValues.has(pair.from))
      faults.push(fault(language, `value_map.${index}.from`, 'validation.invalid'));
    if (targetValues.size > 0 && !targetValues.has(pair.to))
      faults.push(fault(language, `value_map.${index}.to`, 'validation.invalid'));
  });
  return faults;
}

/**
 * Applies a migration in the caller's transaction: every card with the source attribute gets its values
 * moved to the target (mapped), and the categories carrying the source carry the target instead, with
 * the same flags. Answers the number of cards rewritten.
 */
export async function applyMigration(db: Db, migrationId: number, editorId: number): Promise<number> {
  const [migration] = await db
    .select()
    .from(attributeMigrations)
    .where(eq(attributeMigrations.id, migrationId))
    .for('update');
  if (migration === undefined) return 0;
  const [source] = await db
    .select({ values: attributes.availableValues })
    .from(attributes)
    .where(eq(attributes.uuid, migration.sourceAttributeUuid));
  const rule = {
    sourceUuid: migration.sourceAttributeUuid,
    targetUuid: migration.targetAttributeUuid,
    valueMap: migration.valueMap,
    mapsChoices: (source?.values.length ?? 0) > 0,
  };
  const cards = await db
    .select({ id: products.id, attributes: products.attributes })
    .from(products)
    .where(sql`${products.attributes} @> ${JSON.stringify([{ uuid: rule.sourceUuid }])}::jsonb`)
    .for('update');
  let rewritten = 0;
  const now = new Date();
  for (const card of cards) {
    const next = migrateCardAttributes(card.attributes, rule);
    if (next === null) continue;
    await db
      .update(products)
      .set({ attributes: next, updatedAt: now, lastEditorId: editorId })
      .where(eq(products.id, card.id));
    rewritten += 1;
  }
  const links = await db
    .select()
    .from(categoryAttributes)
    .where(eq(categoryAttributes.attributeUuid, rule.sourceUuid));
  if (links.length > 0) {
    await db
      .insert(categoryAttributes)
      .values(links.map((link) => ({ ...link, attributeUuid: rule.targetUuid })))
      .onConflictDoNothing();
    await db.delete(categoryAttributes).where(and(eq(categoryAttributes.attributeUuid, rule.sourceUuid)));
  }
  await db
    .update(attributeMigrations)
    .set({ status: 'applied', appliedCards: rewritten, appliedAt: now, updatedAt: now })
    .where(eq(attributeMigrations.id, migrationId));
  return rewritten;
}
