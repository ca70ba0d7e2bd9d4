import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { NetworkAttribute, NetworkAttributesAnswer, SaveNetworkAttributes } from '@contract/offers';
import { attributeValidity, VALIDITY } from '@domain/attribute-validity';
import { isAttributeType } from '@domain/attribute-types';
import type { Language } from '@domain/constants';
import { chainCompleteness, OFFER_STATUS } from '@domain/offers';
import type { AttributeData } from '@domain/product';
import type { Db } from '../db/client';
import { attributes, offers, products, units } from '../db/schema';
import { completenessDefinitions, completenessOf } from '../products/completeness';
import { nameIn } from '../products/localize';
import type { Refused } from './offer-writes';

type Definition = typeof attributes.$inferSelect;
type CardAttribute = { uuid: string; code?: string | null; data: AttributeData[] };

/** The chain's own attributes (§3 private_network_code), in the card form's order. */
export async function chainDefinitions(db: Db, chain: string): Promise<Definition[]> {
  return db
    .select()
    .from(attributes)
    .where(eq(attributes.privateNetworkCode, chain))
    .orderBy(asc(attributes.position));
}

/** Whether one value of a chain attribute is valid (§5 validity), for the panel's completeness. */
function isValid(definition: Definition, data: readonly AttributeData[]): boolean {
  if (!isAttributeType(definition.type)) return false;
  return (
    attributeValidity({
      type: definition.type,
      data: [...data],
      available_units: definition.unitUuids.map((uuid) => ({ uuid, name: '' })),
      available_validation_values: definition.validationValues.map((name) => ({ name })),
      custom_values_count: definition.customValuesCount,
    }) === VALIDITY.VALID
  );
}

/**
 * The panel's completeness of the chain's attributes per card of the page: how many of the chain's
 * attributes hold a valid value, out of all of them (docs/decisions/0017). One query for the page.
 */
export async function chainFill(
  db: Db,
  chain: string,
  productIds: readonly number[],
): Promise<Map<number, { filled: number; total: number; percent: number }>> {
  const result = new Map<number, { filled: number; total: number; percent: number }>();
  if (productIds.length === 0) return result;
  const definitions = await chainDefinitions(db, chain);
  const cards = await db
    .select({ id: products.id, attributes: products.attributes })
    .from(products)
    .where(inArray(products.id, [...productIds]));
  for (const card of cards) {
    const values = new Map((card.attributes as CardAttribute[]).map((entry) => [entry.uuid, entry.data]));
    const filled = definitions.filter((definition) =>
      isValid(definition, values.get(definition.uuid) ?? []),
    ).length;
    result.set(card.id, {
      filled,
      total: definitions.length,
      percent: chainCompleteness(filled, definitions.length),
    });
  }
  return result;
}

/** The card's approved offer to the chain: the master-data manager works on approved cards only. */
async function approvedCard(db: Db, chain: string, productId: number) {
  const [card] = await db
    .select({
      id: products.id,
      categoryId: products.categoryId,
      attributes: products.attributes,
      availability: products.availability,
      version: products.version,
    })
    .from(offers)
    .innerJoin(products, eq(products.id, offers.productId))
    .where(
      and(
        eq(offers.networkCode, chain),
        eq(offers.productId, productId),
        eq(offers.status, OFFER_STATUS.APPROVED),
      ),
    )
    .limit(1);
  return card;
}

/** §7 GET /api/p1/network-attribute/{network}/{id}: the chain's attributes of the card with their values. */
export async function readNetworkAttributes(
  db: Db,
  chain: string,
  productId: number,
  language: Language,
): Promise<NetworkAttributesAnswer | null> {
  const card = await approvedCard(db, chain, productId);
  if (card === undefined) return null;
  const definitions = await chainDefinitions(db, chain);
  const required = new Set<string>();
  if (card.categoryId !== null)
    for (const definition of (await completenessDefinitions(db, [card.categoryId])).get(card.categoryId) ??
      [])
      required.add(definition.uuid);
  const unitUuids = [...new Set(definitions.flatMap((definition) => definition.unitUuids))];
  const unitNames = new Map(
    unitUuids.length === 0
      ? []
      : (await db.select().from(units).where(inArray(units.uuid, unitUuids))).map((unit) => [
          unit.uuid,
          nameIn(unit.name, language),
        ]),
  );
  const values = new Map((card.attributes as CardAttribute[]).map((entry) => [entry.uuid, entry.data]));
  const list: NetworkAttribute[] = definitions.map((definition) => ({
    uuid: definition.uuid,
    code: definition.code,
    name: nameIn(definition.name, language),
    type: definition.type,
    is_required: required.has(definition.uuid),
    available_values: definition.availableValues.map((value) => ({
      uuid: value.uuid,
      name: nameIn(value.name, language),
    })),
    available_units: definition.unitUuids.map((uuid) => ({ uuid, name: unitNames.get(uuid) ?? uuid })),
    data: (values.get(definition.uuid) ?? []).map((entry) => ({
      value: entry.value,
      value_uuid: entry.value_uuid ?? null,
      unit_uuid: entry.unit_uuid ?? null,
    })),
  }));
  return {
    product_id: card.id,
    version: card.version,
    network: chain,
    is_offer: true,
    is_approved: true,
    attributes: list,
  };
}

/** A value of a choice type names one of the attribute's values; a unit one of its units. */
function checkValues(definition: Definition, data: readonly AttributeData[]): string | null {
  const valueUuids = new Set(definition.availableValues.map((value) => value.uuid));
  for (const entry of data) {
    if (entry.value_uuid && valueUuids.size > 0 && !valueUuids.has(entry.value_uuid))
      return 'validation.invalid';
    if (entry.unit_uuid && !definition.unitUuids.includes(entry.unit_uuid)) return 'validation.unit';
  }
  return null;
}

/**
 * §7 POST /api/p1/network-attribute/{network}/{id}: writes the chain's attributes of the card, and only
 * those (any other uuid is refused), then the card's completeness and change time as a save would. The
 * write is based on the card the panel loaded: any other version is a 409 (docs/decisions/0027).
 */
export async function writeNetworkAttributes(
  tx: Db,
  chain: string,
  productId: number,
  userId: number,
  body: SaveNetworkAttributes,
): Promise<Refused | { product_id: number }> {
  const card = await approvedCard(tx, chain, productId);
  if (card === undefined) return { refused: 'not_found' };
  if (card.version !== body.version) return { refused: 'conflict' };
  const definitions = new Map(
    (await chainDefinitions(tx, chain)).map((definition) => [definition.uuid, definition]),
  );
  const written = new Map<string, AttributeData[]>();
  for (const [index, entry] of body.attributes.entries()) {
    const definition = definitions.get(entry.uuid);
    if (definition === undefined)
      return { refused: 'fault', field: `attributes.${index}.uuid`, key: 'offers.errors.notChainAttribute' };
    const data: AttributeData[] = entry.data.map((value) => ({
      value: value.value,
      value_uuid: value.value_uuid ?? null,
      unit_uuid: value.unit_uuid ?? null,
    }));
    const problem = checkValues(definition, data);
    if (problem !== null) return { refused: 'fault', field: `attributes.${index}.data`, key: problem };
    written.set(entry.uuid, data);
  }
  const kept = (card.attributes as CardAttribute[]).filter((attribute) => !written.has(attribute.uuid));
  const next: CardAttribute[] = [
    ...kept,
    ...[...written]
      .filter(([, data]) => data.length > 0)
      .map(([uuid, data]) => ({ uuid, code: definitions.get(uuid)?.code ?? null, data })),
  ];
  const completeness = await completenessOf(tx, card.categoryId, {
    attributes: next,
    availability: card.availability as { code: string; product_number?: string | null }[],
  });
  // The card's other attributes were merged as read: the write holds only if no other came in between.
  const stored = await tx
    .update(products)
    .set({ attributes: next, completeness, lastEditorId: userId, updatedAt: sql`now()` })
    .where(and(eq(products.id, card.id), eq(products.version, body.version)))
    .returning({ id: products.id });
  if (stored.length === 0) return { refused: 'conflict' };
  return { product_id: card.id };
}
