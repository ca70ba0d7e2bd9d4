import { and, eq, inArray } from 'drizzle-orm';
import { gtin14 } from '@domain/gs1';
import { IMPORT_COLUMN } from '@domain/importer-columns';
import {
  ROW_PROBLEM,
  applyCategory,
  checkRow,
  hasErrors,
  markRepeatedGtins,
  type CheckedRow,
} from '@domain/importer-rows';
import type { AttributeData } from '@domain/product';
import type { Db } from '../db/client';
import { productEans, products } from '../db/schema';
import { gtinForms } from '../products/ean-owners';
import type { ImportCatalog } from './lookups';
import type { ReadSheet } from './read-sheet';

/** A card an update row found by its GTIN (the user's company's own cards only). */
export interface FoundCard {
  id: number;
  categoryId: number | null;
  attributes: { uuid: string; code?: string | null; data: AttributeData[] }[];
  /** §3 availability entries: completeness counts a network's private attributes only where it is listed. */
  availability: { code: string; product_number?: string | null }[];
  /** The card's version when it was read: the write is refused if another came in between (0027). */
  version: number;
}

export interface CheckedImport {
  rows: CheckedRow[];
  /** By source row: the card the row updates. */
  cards: Map<number, FoundCard>;
}

/** Lookups are chunked so that no statement carries more parameters than a database accepts. */
const CHUNK = 2_000;

/** GTIN (14-digit form) → the product carrying it and its company. */
async function gtinOwners(db: Db, gtins: readonly string[]) {
  const owners = new Map<string, { productId: number; companyId: number }>();
  for (let at = 0; at < gtins.length; at += CHUNK) {
    const forms = [...new Set(gtins.slice(at, at + CHUNK).flatMap(gtinForms))];
    if (forms.length === 0) continue;
    const rows = await db
      .select({ ean: productEans.ean, productId: productEans.productId, companyId: products.companyId })
      .from(productEans)
      .innerJoin(products, eq(products.id, productEans.productId))
      .where(inArray(productEans.ean, forms));
    for (const row of rows) if (!owners.has(gtin14(row.ean))) owners.set(gtin14(row.ean), row);
  }
  return owners;
}

async function loadCards(db: Db, ids: readonly number[], companyId: number) {
  const cards = new Map<number, FoundCard>();
  for (let at = 0; at < ids.length; at += CHUNK) {
    const rows = await db
      .select({
        id: products.id,
        categoryId: products.categoryId,
        attributes: products.attributes,
        availability: products.availability,
        version: products.version,
      })
      .from(products)
      .where(and(inArray(products.id, ids.slice(at, at + CHUNK)), eq(products.companyId, companyId)));
    for (const row of rows)
      cards.set(row.id, {
        id: row.id,
        categoryId: row.categoryId,
        attributes: row.attributes as FoundCard['attributes'],
        availability: row.availability as FoundCard['availability'],
        version: row.version,
      });
  }
  return cards;
}

const filledUuids = (card: FoundCard | undefined) =>
  new Set(
    (card?.attributes ?? [])
      .filter((attribute) =>
        attribute.data.some(
          (entry) => entry.value.some((value) => value.trim() !== '') || !!entry.value_uuid,
        ),
      )
      .map((attribute) => attribute.uuid),
  );

/**
 * §2 Every row of a read sheet checked: its cells (the card's rules), repeated GTINs, GTINs that belong
 * to another card (new cards) or to no card of the company (updates), and its values against its
 * category. The same check answers the preview and runs again when the job starts.
 */
export async function checkImportRows(
  db: Db,
  catalog: ImportCatalog,
  sheet: ReadSheet,
  forUpdate: boolean,
  companyId: number,
): Promise<CheckedImport> {
  const lookups = { ...catalog.lookups, forUpdate };
  const rows = sheet.rows.map((row) => checkRow(row, sheet.mapping.recognised, lookups));
  markRepeatedGtins(rows);
  const candidates = rows.filter((row) => row.gtin !== null && !hasErrors(row));
  const owners = await gtinOwners(
    db,
    candidates.map((row) => row.gtin!),
  );
  const byRow = new Map<number, number>();
  for (const row of candidates) {
    const owner = owners.get(gtin14(row.gtin!));
    if (forUpdate) {
      // Another company's card is as unknown as a missing one: a GTIN reveals nothing.
      if (owner === undefined || owner.companyId !== companyId)
        row.problems.push({
          column: IMPORT_COLUMN.GTIN,
          message: ROW_PROBLEM.CARD_NOT_FOUND,
          level: 'error',
        });
      else byRow.set(row.row, owner.productId);
    } else if (owner !== undefined)
      row.problems.push({ column: IMPORT_COLUMN.GTIN, message: ROW_PROBLEM.GTIN_TAKEN, level: 'error' });
  }
  const found = await loadCards(db, [...new Set(byRow.values())], companyId);
  const cards = new Map<number, FoundCard>();
  const checked = rows.map((row) => {
    if (hasErrors(row)) return row;
    const card = found.get(byRow.get(row.row) ?? -1);
    if (card !== undefined) cards.set(row.row, card);
    const categoryId = row.profile.categoryId ?? card?.categoryId ?? null;
    return applyCategory(
      row,
      categoryId === null ? null : catalog.categoryAttributes(categoryId),
      filledUuids(card),
    );
  });
  return { rows: checked, cards };
}
