import { eq, sql } from 'drizzle-orm';
import { isProfileField, sameData } from '@domain/bulk-edit';
import { BULK_STATUS } from '@domain/constants';
import type { AttributeData } from '@domain/product';
import { bulkEditCards, bulkEdits, products } from '../db/schema';
import { cardDocuments } from '../products/card';
import { readEdits } from './card-payload';
import { categoryKey, schemasByCategory, type BulkContext } from './card-schemas';

/** One requested change of one card's field; null data clears it. */
export interface FieldChange {
  productId: number;
  field: string;
  data: AttributeData[] | null;
}

/** A change the session cannot take: its index in the request and why (a message key). */
export interface ChangeRefusal {
  index: number;
  message: string;
}

/** The cards of a session with what an edit needs: stored values, category, pending edits. */
async function sessionCards(context: BulkContext, bulkEditId: number) {
  return context.db
    .select({
      id: bulkEditCards.id,
      productId: bulkEditCards.productId,
      edits: bulkEditCards.edits,
      categoryId: products.categoryId,
      name: products.name,
      nameToShow: products.nameToShow,
      product: products,
    })
    .from(bulkEditCards)
    .innerJoin(products, eq(products.id, bulkEditCards.productId))
    .where(eq(bulkEditCards.bulkEditId, bulkEditId));
}

/**
 * §4 Bulk edit → edited 2: the changes become pending edits of their cards (nothing is written to a card
 * before the save). A change of a card outside the session, of a field its category does not have, or
 * of a read-only attribute is refused, and then nothing is written. An edit that puts back the stored
 * value drops the pending edit. Edited cards lose their faults (they must be validated again).
 */
export async function applyChanges(
  context: BulkContext,
  bulkEditId: number,
  changes: readonly FieldChange[],
): Promise<{ ok: true } | { ok: false; refusals: ChangeRefusal[] }> {
  const cards = await sessionCards(context, bulkEditId);
  const schemas = await schemasByCategory(
    context,
    cards.map((card) => card.categoryId),
  );
  const byProduct = new Map(cards.map((card) => [card.productId, card]));
  const refusals: ChangeRefusal[] = [];
  const next = new Map<number, Record<string, AttributeData[] | null>>();
  changes.forEach((change, index) => {
    const card = byProduct.get(change.productId);
    if (card === undefined) return refusals.push({ index, message: 'bulkEdit.errors.notInSession' });
    let stored: AttributeData[] | null;
    if (isProfileField(change.field)) {
      const text = change.field === 'name' ? card.name : card.nameToShow;
      stored = text === '' ? [] : [{ value: [text], value_uuid: null, unit_uuid: null }];
    } else {
      const definition = Object.values(schemas.get(categoryKey(card.categoryId))?.attributes ?? {})
        .flat()
        .find((attribute) => attribute.uuid === change.field);
      if (definition === undefined) return refusals.push({ index, message: 'bulkEdit.errors.unknownField' });
      if (definition.is_read_only) return refusals.push({ index, message: 'bulkEdit.errors.readOnly' });
      stored = cardDocuments(card.product).attributes.find((a) => a.uuid === change.field)?.data ?? [];
    }
    const edits = next.get(card.id) ?? { ...readEdits(card.edits) };
    if (sameData(change.data, stored)) delete edits[change.field];
    else edits[change.field] = change.data;
    next.set(card.id, edits);
    return undefined;
  });
  if (refusals.length > 0) return { ok: false, refusals };
  const rows = [...next].map(([id, edits]) => ({ id, edits }));
  await context.db.transaction(async (tx) => {
    if (rows.length > 0)
      await tx.execute(sql`
        update bulk_edit_cards as c set edits = x.edits, faults = null, save_state = 'pending', save_message = null
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(id integer, edits jsonb)
        where c.id = x.id and c.bulk_edit_id = ${bulkEditId}`);
    await tx
      .update(bulkEdits)
      .set({ status: BULK_STATUS.EDITED, updatedAt: sql`now()` })
      .where(eq(bulkEdits.id, bulkEditId));
  });
  return { ok: true };
}

/** §2 bulk product changes: the same change for every card of the session whose category has the field. */
export async function changeForAll(
  context: BulkContext,
  bulkEditId: number,
  field: string,
  data: AttributeData[] | null,
): Promise<{ ok: true; cards: number } | { ok: false; message: string }> {
  const cards = await sessionCards(context, bulkEditId);
  const schemas = await schemasByCategory(
    context,
    cards.map((card) => card.categoryId),
  );
  const having = cards.filter(
    (card) =>
      isProfileField(field) ||
      Object.values(schemas.get(categoryKey(card.categoryId))?.attributes ?? {})
        .flat()
        .some((attribute) => attribute.uuid === field && !attribute.is_read_only),
  );
  if (having.length === 0) return { ok: false, message: 'bulkEdit.errors.unknownField' };
  const result = await applyChanges(
    context,
    bulkEditId,
    having.map((card) => ({ productId: card.productId, field, data })),
  );
  return result.ok
    ? { ok: true, cards: having.length }
    : { ok: false, message: 'bulkEdit.errors.unknownField' };
}
