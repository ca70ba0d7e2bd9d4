import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { CreateMany, CreateManyAnswer } from '@contract/bulk-products';
import { BULK_NAMESPACE, createManyRowFaults } from '@domain/bulk-products';
import { AVAILABILITY, PACKAGE_TYPE, PRODUCT_STATUS } from '@domain/constants';
import { gtin14 } from '@domain/gs1';
import { defaultBasicStructure } from '@domain/logistics-structure';
import type { FieldFault } from '@domain/refusal';
import type { CurrentUser } from '@domain/user';
import type { Db } from '../db/client';
import { categories, networks, productEans, products } from '../db/schema';
import { cardCompleteness, completenessDefinitions } from '../products/completeness';
import { lockCompany } from '../products/company-scope';
import { gtinForms } from '../products/ean-owners';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type CreateManyOutcome = { ok: true; answer: CreateManyAnswer } | { ok: false; faults: FieldFault[] };

const rowFault = (index: number, field: string, message: string): FieldFault => ({
  namespace: BULK_NAMESPACE,
  field: `rows.${index}.${field}`,
  message,
  type: 'validation',
});

/**
 * §2 Create many products (docs/decisions/0024), all or nothing in one transaction: the rows' own rules
 * (§5 draft, GS1, no GTIN twice in the batch), then the database's — a known category code, a GTIN no
 * card carries yet (GS1, as the card's EANs; the company is locked so two batches cannot both take one).
 * Any fault and nothing is written. Each row becomes a draft (§4 status 5) of the supplier's company,
 * generally available in every network like a new card of the form, with the GTIN on its consumer package.
 */
export async function createMany(
  tx: Tx,
  user: CurrentUser,
  companyId: number,
  body: CreateMany,
): Promise<CreateManyOutcome> {
  const rows = body.rows;
  const faults = createManyRowFaults(rows);
  const faulted = new Set(faults.map((fault) => fault.field));
  await lockCompany(tx, companyId);
  const codes = [...new Set(rows.map((row) => row.category.trim()).filter((code) => code !== ''))];
  const gtins = rows
    .map((row) => row.gtin.trim())
    .filter((gtin, index) => gtin !== '' && !faulted.has(`rows.${index}.gtin`));
  const [categoryRows, takenRows, networkRows] = await Promise.all([
    codes.length === 0
      ? []
      : tx
          .select({ id: categories.id, code: categories.code })
          .from(categories)
          .where(inArray(categories.code, codes)),
    gtins.length === 0
      ? []
      : tx
          .selectDistinct({ ean: productEans.ean })
          .from(productEans)
          .where(inArray(productEans.ean, [...new Set(gtins.flatMap(gtinForms))])),
    tx.select({ code: networks.code }).from(networks),
  ]);
  const categoryOf = new Map(categoryRows.map((row) => [row.code, row.id]));
  const taken = new Set(takenRows.map((row) => gtin14(row.ean)));
  rows.forEach((row, index) => {
    const code = row.category.trim();
    if (code !== '' && !categoryOf.has(code))
      faults.push(rowFault(index, 'category', 'validation.unknownCategory'));
    const gtin = row.gtin.trim();
    if (!faulted.has(`rows.${index}.gtin`) && taken.has(gtin14(gtin)))
      faults.push(rowFault(index, 'gtin', 'bulkProducts.createMany.errors.gtinTaken'));
  });
  if (faults.length > 0) return { ok: false, faults };
  if (body.check_only) return { ok: true, answer: { check_only: true, count: rows.length, created: [] } };

  const availability = networkRows.map((network) => ({
    code: network.code,
    visibility: true,
    product_number: '',
    is_supplier_number: false,
  }));
  const definitions = await completenessDefinitions(tx, [...new Set(categoryOf.values())]);
  const values = rows.map((row) => {
    const gtin = row.gtin.trim();
    const categoryId = categoryOf.get(row.category.trim())!;
    const structure = defaultBasicStructure(randomUUID);
    const pack = structure.packages[0]!;
    const logistic = {
      structures: [
        { ...structure, packages: [{ ...pack, eans: pack.eans.map((ean) => ({ ...ean, ean: gtin })) }] },
      ],
    };
    return {
      companyId,
      gtin,
      name: '',
      nameToShow: row.name.trim(),
      status: PRODUCT_STATUS.DRAFT,
      categoryId,
      ownBrandType: AVAILABILITY.GENERALLY_AVAILABLE,
      availability,
      logistic,
      completeness: cardCompleteness(definitions.get(categoryId), { attributes: [], availability }),
      supplierUserId: user.id,
      lastEditorId: user.id,
    };
  });
  const created = await tx
    .insert(products)
    .values(values)
    .returning({ id: products.id, gtin: products.gtin, name: products.nameToShow });
  await tx
    .insert(productEans)
    .values(
      created.map((card) => ({ ean: card.gtin!, productId: card.id, packageType: PACKAGE_TYPE.CONSUMER })),
    );
  return {
    ok: true,
    answer: {
      check_only: false,
      count: created.length,
      created: created.map((card) => ({ id: card.id, gtin: card.gtin ?? '', name: card.name })),
    },
  };
}
