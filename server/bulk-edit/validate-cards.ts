import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ProductSchemaAnswer, SchemaAttribute } from '@contract/product-schema';
import { faultColumn } from '@domain/bulk-edit';
import { BULK_STATUS } from '@domain/constants';
import { FEATURE } from '@domain/feature-flags';
import type { Attribute, MediaFile, ProductPayload } from '@domain/product';
import { readyValidationContext } from '@domain/product-form';
import { validateReady } from '@domain/product-validation';
import type { FieldFault } from '@domain/refusal';
import { bulkEditCards, bulkEdits, products } from '../db/schema';
import { companyFiles } from '../media/files';
import { cardDocuments, type CardDocuments } from '../products/card';
import { categoryKey, featureOn, schemasByCategory, type BulkContext } from './card-schemas';
import { editedPayload, readEdits, type BulkPayload } from './card-payload';

/** A fault as the session stores it: the grid column, and the fault with its message key. */
export interface StoredFault {
  column: string;
  namespace: string;
  field: string;
  message: string;
}

/**
 * §5 The ready validation of one card exactly as the save route runs it (server/routes/product-save.ts,
 * readyFaults): the schema of the card's category, the payload's values on its attributes, the stored
 * files of its gallery, and the same validation context the form builds — the rules are the domain's.
 */
export function readyFaultsOf(
  payload: BulkPayload,
  schema: ProductSchemaAnswer,
  media: MediaFile[],
  productFormValidation: boolean,
  definitions: readonly SchemaAttribute[] = Object.values(schema.attributes).flat(),
): FieldFault[] {
  const values = new Map(payload.attributes.map((attribute) => [attribute.uuid, attribute.data]));
  const attributes: Attribute[] = definitions.map((definition) => ({
    ...definition,
    data: values.get(definition.uuid) ?? [],
  }));
  return validateReady(
    payload as unknown as ProductPayload,
    attributes,
    media,
    readyValidationContext(schema, payload.logistic.structures, {
      productFormValidation,
      returnAddressValidation: false,
    }),
  );
}

/** The gallery as its stored files say (§3): entries naming a file of the company with that type, once by name. */
function mediaOf(
  documents: CardDocuments,
  files: Map<number, { id: number; type: number; filename: string }>,
): MediaFile[] {
  const names = new Set<string>();
  return documents.gallery.flatMap((entry) => {
    const file = files.get(entry.id);
    if (file === undefined || file.type !== entry.type || names.has(file.filename)) return [];
    names.add(file.filename);
    return [{ id: file.id, type: file.type, filename: file.filename }];
  });
}

/**
 * §4 Bulk edit, validating 3 → validated 4: every card of the session, with its pending edits, through
 * the card's own ready validation; the faults are stored per card in one statement. A handful of queries
 * whatever the number of cards (bench/bulk-validation.bench.ts: 1,000 cards ≤ 2 s).
 */
export async function validateSession(context: BulkContext, bulkEditId: number): Promise<number> {
  const { db } = context;
  const rows = await db
    .select({ card: bulkEditCards, product: products })
    .from(bulkEditCards)
    .innerJoin(products, eq(products.id, bulkEditCards.productId))
    .where(eq(bulkEditCards.bulkEditId, bulkEditId))
    .orderBy(asc(bulkEditCards.position));
  const documentsOf = rows.map((row) => cardDocuments(row.product));
  const [schemas, files] = await Promise.all([
    schemasByCategory(
      context,
      rows.map((row) => row.product.categoryId),
    ),
    companyFiles(
      db,
      documentsOf.flatMap((documents) => documents.gallery.map((entry) => entry.id)),
      context.companyId,
    ),
  ]);
  const productFormValidation = featureOn(context.config, FEATURE.PRODUCT_FORM_VALIDATION);
  // The attribute definitions of each schema, listed once for all its cards.
  const definitions = new Map(
    [...schemas].map(([key, schema]) => [key, Object.values(schema.attributes).flat()]),
  );
  let faulty = 0;
  const results = rows.map(({ card, product }, index) => {
    const documents = documentsOf[index]!;
    // Requirement sets do not change what the ready rules check; the save sends the stored ones.
    const payload = editedPayload(product, readEdits(card.edits), [], documents);
    const key = categoryKey(product.categoryId);
    const faults: StoredFault[] = readyFaultsOf(
      payload,
      schemas.get(key)!,
      mediaOf(documents, files),
      productFormValidation,
      definitions.get(key),
    ).map((fault) => ({
      column: faultColumn(fault),
      namespace: fault.namespace,
      field: fault.field,
      message: fault.message,
    }));
    if (faults.length > 0) faulty += 1;
    return { id: card.id, faults };
  });
  await db.transaction(async (tx) => {
    if (results.length > 0)
      await tx.execute(sql`
        update bulk_edit_cards as c set faults = x.faults
        from jsonb_to_recordset(${JSON.stringify(results)}::jsonb) as x(id integer, faults jsonb)
        where c.id = x.id and c.bulk_edit_id = ${bulkEditId}`);
    await tx
      .update(bulkEdits)
      .set({ status: BULK_STATUS.VALIDATED, updatedAt: sql`now()` })
      .where(and(eq(bulkEdits.id, bulkEditId), inArray(bulkEdits.status, [BULK_STATUS.VALIDATING])));
  });
  return faulty;
}
