import { and, asc, inArray, sql } from 'drizzle-orm';
import type { BulkNumbersCard, BulkNumbersLoadAnswer, BulkNumbersSave } from '@contract/bulk-products';
import { BULK_NAMESPACE, productNumberFaults, withProductNumbers } from '@domain/bulk-products';
import type { AttributeData, AvailabilityEntry } from '@domain/product';
import type { FieldFault } from '@domain/refusal';
import type { CurrentUser } from '@domain/user';
import type { Db } from '../db/client';
import { networks, products } from '../db/schema';
import { cardCompleteness, completenessDefinitions } from '../products/completeness';
import { visibleProducts } from '../products/scope';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The stored attributes jsonb as the completeness reads them (uuid and data); anything else is left out. */
function storedAttributes(stored: unknown): { uuid: string; data: AttributeData[] }[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { uuid, data } = entry as Record<string, unknown>;
    return typeof uuid === 'string'
      ? [{ uuid, data: Array.isArray(data) ? (data as AttributeData[]) : [] }]
      : [];
  });
}

/** The stored availability jsonb as entries; anything that is not an entry is left out, never a 500. */
export function availabilityOf(stored: unknown): AvailabilityEntry[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { code, visibility, product_number } = entry as Record<string, unknown>;
    if (typeof code !== 'string') return [];
    return [
      {
        ...(entry as AvailabilityEntry),
        code,
        visibility: visibility === true,
        product_number: typeof product_number === 'string' ? product_number : '',
      },
    ];
  });
}

const cardColumns = {
  id: products.id,
  name: products.nameToShow,
  gtin: products.gtin,
  ownBrandType: products.ownBrandType,
  ownBrandNetworkCode: products.ownBrandNetworkCode,
  availability: products.availability,
  attributes: products.attributes,
  categoryId: products.categoryId,
  version: products.version,
};

/** §2 Bulk numbers: the selected cards the user may see (§6 scope), with their numbers, and the networks. */
export async function loadBulkNumbers(
  db: Db,
  user: CurrentUser,
  ids: readonly number[],
): Promise<BulkNumbersLoadAnswer> {
  const [rows, networkRows] = await Promise.all([
    db
      .select(cardColumns)
      .from(products)
      .where(and(inArray(products.id, [...ids]), visibleProducts(user)))
      .orderBy(asc(products.nameToShow), asc(products.id)),
    db.select({ code: networks.code, name: networks.name }).from(networks).orderBy(asc(networks.name)),
  ]);
  const cards: BulkNumbersCard[] = rows.map((row) => ({
    id: row.id,
    version: row.version,
    name: row.name,
    gtin: row.gtin,
    own_brand_type: row.ownBrandType,
    own_brand_network_code: row.ownBrandNetworkCode,
    availability: availabilityOf(row.availability).map(({ code, visibility, product_number }) => ({
      code,
      visibility,
      product_number,
    })),
  }));
  return { cards, networks: networkRows };
}

export type BulkNumbersOutcome =
  | { ok: true; changed: number }
  | { ok: false; faults: FieldFault[] }
  /** A card was written by someone else after the dialog loaded it (docs/decisions/0027). */
  | { ok: false; conflict: true };

/**
 * §2 Bulk numbers in one transaction: every card must be one the user may see (locked while it is read),
 * every number pass the card's own rules (§4, §5); any fault and nothing is written. A card whose numbers
 * do not change is not written; the written ones get their completeness again (a network's number decides
 * whether its private attributes count, §5).
 */
export async function saveBulkNumbers(
  tx: Tx,
  user: CurrentUser,
  body: BulkNumbersSave,
): Promise<BulkNumbersOutcome> {
  const ids = body.cards.map((card) => card.id);
  const rows = await tx
    .select(cardColumns)
    .from(products)
    .where(and(inArray(products.id, ids), visibleProducts(user)))
    .for('update');
  const byId = new Map(rows.map((row) => [row.id, row]));
  // Locked above, so no write can come between this comparison and the update below.
  if (body.cards.some((card) => byId.has(card.id) && byId.get(card.id)!.version !== card.version))
    return { ok: false, conflict: true };
  const faults: FieldFault[] = [];
  const changes: { row: (typeof rows)[number]; availability: AvailabilityEntry[] }[] = [];
  body.cards.forEach((card, index) => {
    const row = byId.get(card.id);
    const at = (field: string) => ({ namespace: BULK_NAMESPACE, field: `cards.${index}.${field}` });
    if (row === undefined) {
      faults.push({ ...at('_'), message: 'errors.productNotFound', type: 'validation' });
      return;
    }
    const current = availabilityOf(row.availability);
    const problems = productNumberFaults(current, card.numbers);
    for (const [code, message] of Object.entries(problems))
      faults.push({ ...at(code), message, type: 'validation' });
    const next = withProductNumbers(current, card.numbers);
    if (next.some((entry, i) => entry.product_number !== current[i]?.product_number))
      changes.push({ row, availability: next });
  });
  if (faults.length > 0) return { ok: false, faults };
  if (body.check_only || changes.length === 0) return { ok: true, changed: changes.length };
  const categoryIds = [
    ...new Set(changes.flatMap(({ row }) => (row.categoryId === null ? [] : [row.categoryId]))),
  ];
  const definitions = await completenessDefinitions(tx, categoryIds);
  // One statement for every changed card (a VALUES list of parameters, never SQL from input): the row
  // triggers of the list tables still run per card, but the round trips do not.
  const values = changes.map(({ row, availability }) => {
    const completeness = cardCompleteness(
      row.categoryId === null ? undefined : definitions.get(row.categoryId),
      { attributes: storedAttributes(row.attributes), availability },
    );
    return sql`(${row.id}::integer, ${JSON.stringify(availability)}::jsonb, ${completeness}::smallint)`;
  });
  await tx.execute(sql`
    update ${products}
    set availability = v.availability, completeness = v.completeness, last_editor_id = ${user.id},
        updated_at = now()
    from (values ${sql.join(values, sql`, `)}) as v(id, availability, completeness)
    where ${products.id} = v.id`);
  return { ok: true, changed: changes.length };
}
