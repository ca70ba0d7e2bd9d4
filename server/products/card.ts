import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod/mini';
import {
  availabilityEntrySchema,
  galleryEntrySchema,
  savedAttributeSchema,
  structureSchema,
  type ProductShowAnswer,
} from '@contract/product-card';
import type { CurrentUser } from '@domain/user';
import type { Db } from '../db/client';
import { products, users } from '../db/schema';
import { offeredTo } from '../offers/offer-send';
import {
  scopeKindOf,
  scopeValuesOf,
  visibleBy,
  visibleProducts,
  type ScopeKind,
  type ScopeValues,
} from './scope';

export type CardRow = typeof products.$inferSelect;

/** Ids above PostgreSQL's integer range cannot name a card (and would fail the query). */
const MAX_ID = 2_147_483_647;

/** The card when it exists and the user may see it (§6 via visibleProducts), else null. */
export async function findVisibleCard(db: Db, user: CurrentUser, id: number): Promise<CardRow | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) return null;
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), visibleProducts(user)))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * The cards a user may read: visible (§6), or, for a network user, offered to the user's chain (§2 Offers
 * list "card details", docs/decisions/0041). Every read of one card and its media uses it; writes and the
 * lists keep visibleProducts.
 */
export function readableProducts(user: CurrentUser): SQL | undefined {
  return readableBy(scopeKindOf(user), scopeValuesOf(user));
}

/** readableProducts by kind and values (placeholders in a prepared statement). */
export function readableBy(kind: ScopeKind, values: ScopeValues): SQL | undefined {
  if (kind !== 'network') return visibleBy(kind, values);
  return or(visibleBy(kind, values), offeredTo(values.networkCode));
}

/** The card when the user may read it (readableProducts), else null. Only reads use it. */
export async function findReadableCard(db: Db, user: CurrentUser, id: number): Promise<CardRow | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) return null;
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), readableProducts(user)))
    .limit(1);
  return rows[0] ?? null;
}

/** Entries of a stored jsonb list that match the contract; anything else is left out of the answer. */
function parseList<T>(schema: z.ZodMiniType<T>, value: unknown): T[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const result = schema.safeParse(entry);
    return result.success ? [result.data] : [];
  });
}

/** The jsonb documents of a card, parsed with the contract schemas. */
export function cardDocuments(row: CardRow) {
  const logistic = row.logistic as { structures?: unknown } | null;
  return {
    attributes: parseList(savedAttributeSchema, row.attributes),
    structures: parseList(structureSchema, logistic?.structures),
    availability: parseList(availabilityEntrySchema, row.availability),
    gallery: parseList(galleryEntrySchema, row.gallery),
  };
}
export type CardDocuments = ReturnType<typeof cardDocuments>;

/** First and last names of the users a card names (supplier and last editor), by id. */
export async function peopleNames(db: Db, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, `${row.firstName} ${row.lastName}`]));
}

function person(id: number | null, names: Map<number, string>) {
  const name = id === null ? undefined : names.get(id);
  return id === null || name === undefined ? null : { id, name };
}

/** §7 GET /api/p1/product/show/{id}: the card in the shape of the save payload plus general_info. */
export function showAnswer(
  row: CardRow,
  documents: CardDocuments,
  names: Map<number, string>,
  /** The card's requirement sets (docs/decisions/0019); callers that do not show them leave it out. */
  requirementSetIds: number[] = [],
): ProductShowAnswer {
  return {
    id: row.id,
    product_profile: {
      category_ids: row.categoryId === null ? [] : [row.categoryId],
      company_address: row.companyAddressId,
      return_address: row.returnAddressId,
      own_brand_type: row.ownBrandType,
      name: row.name,
      name_to_show: row.nameToShow,
      gtin: row.gtin,
      is_shared: row.isShared,
      is_basic: row.isBasic,
      producer: row.producerId,
      brand: row.brandId,
      sub_brand: row.subBrandId,
    },
    logistic: { structures: documents.structures },
    network_availability: {
      availability: documents.availability,
      own_brand_type: row.ownBrandType,
      own_brand_network_code: row.ownBrandNetworkCode,
    },
    product_requirement_sets: requirementSetIds,
    gallery: documents.gallery,
    attributes: documents.attributes,
    general_info: {
      updated_at: row.updatedAt.toISOString(),
      version: row.version,
      created_at: row.createdAt.toISOString(),
      supplier_user: person(row.supplierUserId, names),
      last_product_editor: person(row.lastEditorId, names),
      is_edit_required: row.isEditRequired,
      status: row.status,
      sales_status: row.salesStatus,
    },
  };
}
