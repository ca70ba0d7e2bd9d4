import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { BulkAssignAnswer, CardVersion, RefusedCard, SupplierOption } from '@contract/bulk-products';
import { assignRefusal } from '@domain/bulk-products';
import type { CurrentUser } from '@domain/user';
import type { Db } from '../db/client';
import { companies, products, users } from '../db/schema';
import { visibleProducts } from '../products/scope';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Most suppliers the picker receives; it searches them in the browser. */
export const SUPPLIER_OPTIONS_MAX = 2000;

/** §2 Bulk assign: the active supplier companies, by name (the picker searches them by name or tax id). */
export async function supplierOptions(db: Db): Promise<SupplierOption[]> {
  return db
    .select({ id: companies.id, name: companies.name, tax_id: companies.taxId })
    .from(companies)
    .where(and(eq(companies.kind, 'supplier'), eq(companies.status, 'active')))
    .orderBy(asc(companies.name), asc(companies.id))
    .limit(SUPPLIER_OPTIONS_MAX);
}

/** An active supplier company by id, or null (the target of an assign must be one). */
export async function findSupplier(db: Db, companyId: number): Promise<SupplierOption | null> {
  const [row] = await db
    .select({ id: companies.id, name: companies.name, tax_id: companies.taxId })
    .from(companies)
    .where(and(eq(companies.id, companyId), eq(companies.kind, 'supplier'), eq(companies.status, 'active')));
  return row ?? null;
}

/**
 * §2 Bulk assign, §6 (docs/decisions/0024), in one transaction: each selected card is changed, already the
 * supplier's, or refused with the reason (not visible to the user, or not a network's own card) — refused
 * cards are reported, never silently skipped. A changed card moves to the supplier's company: its producer,
 * brands, addresses and gallery belonged to the former company and are cleared, the card is marked "needs
 * editing" (§1 is_edit_required), and the supplier's first user becomes its supplier user. A card written
 * since the version the user confirmed is refused as changed meanwhile (docs/decisions/0027).
 */
export async function assignSupplier(
  tx: Tx,
  user: CurrentUser,
  selection: { ids: readonly number[]; versions: readonly CardVersion[] | undefined },
  supplier: SupplierOption,
  checkOnly: boolean,
  translate: (key: string) => string,
): Promise<BulkAssignAnswer> {
  const { ids } = selection;
  const confirmed = new Map(selection.versions?.map((card) => [card.id, card.version]));
  const rows = await tx
    .select({
      id: products.id,
      version: products.version,
      name: products.nameToShow,
      companyId: products.companyId,
      ownBrandType: products.ownBrandType,
      ownBrandNetworkCode: products.ownBrandNetworkCode,
    })
    .from(products)
    .where(and(inArray(products.id, [...ids]), visibleProducts(user)))
    .for('update');
  const byId = new Map(rows.map((row) => [row.id, row]));
  const refused: RefusedCard[] = [];
  const changing: number[] = [];
  let unchanged = 0;
  for (const id of new Set(ids)) {
    const row = byId.get(id);
    const stale = !checkOnly && row !== undefined && confirmed.get(id) !== row.version;
    const reason =
      row === undefined ? 'errors.productNotFound' : stale ? 'errors.conflict' : assignRefusal(user, row);
    if (reason !== null) refused.push({ id, name: row?.name ?? `#${id}`, message: translate(reason) });
    else if (row!.companyId === supplier.id) unchanged += 1;
    else changing.push(id);
  }
  if (!checkOnly && changing.length > 0) {
    const [first] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companyId, supplier.id), eq(users.role, 'supplier'), eq(users.isActive, true)))
      .orderBy(asc(users.id))
      .limit(1);
    await tx
      .update(products)
      .set({
        companyId: supplier.id,
        supplierUserId: first?.id ?? null,
        producerId: null,
        brandId: null,
        subBrandId: null,
        companyAddressId: null,
        returnAddressId: null,
        gallery: [],
        isEditRequired: true,
        lastEditorId: user.id,
        updatedAt: sql`now()`,
      })
      .where(inArray(products.id, changing));
  }
  const versions = rows.map((row) => ({ id: row.id, version: row.version }));
  return { check_only: checkOnly, supplier, changed: changing.length, unchanged, refused, versions };
}
