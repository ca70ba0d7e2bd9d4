import { and, inArray, ne } from 'drizzle-orm';
import { gtin14 } from '@domain/gs1';
import type { CurrentUser } from '@domain/user';
import type { Db } from '../db/client';
import { productEans, products } from '../db/schema';
import { visibleProducts } from './scope';

/**
 * A product that already carries a code: its id and name when the user may see the card (§6 scope: a
 * supplier its own company's), nothing at all otherwise (docs/decisions/0028).
 */
export type EanOwner = { id: number; name: string } | { id: null; name: null };

/** At most this many other products are named per code. */
const MAX_OWNERS = 10;

/**
 * Every way one GTIN may have been stored: GS1 compares codes in their 14-digit form, so a GTIN-12 typed
 * as 13 digits with a leading zero is the same code (8, 12, 13 and 14 digits, leading zeros only).
 */
export function gtinForms(code: string): string[] {
  const full = gtin14(code);
  return [14, 13, 12, 8]
    .filter((length) => /^0*$/.test(full.slice(0, 14 - length)))
    .map((length) => full.slice(14 - length));
}

/**
 * The other products carrying each code (keyed by the code's 14-digit form), excluding the card being
 * edited. Cards the user may see (§6 scope, as search-product-by-ean answers them) come with id and name;
 * of any other card the user learns only that it exists, never its id (docs/decisions/0028).
 */
export async function eanOwners(
  db: Db,
  user: CurrentUser,
  codes: readonly string[],
  exceptProductId: number | null,
): Promise<Map<string, EanOwner[]>> {
  const owners = new Map<string, EanOwner[]>();
  if (codes.length === 0) return owners;
  const forms = [...new Set(codes.flatMap(gtinForms))];
  const rows = await db
    .selectDistinct({ ean: productEans.ean, id: productEans.productId })
    .from(productEans)
    .where(
      and(
        inArray(productEans.ean, forms),
        exceptProductId === null ? undefined : ne(productEans.productId, exceptProductId),
      ),
    )
    .orderBy(productEans.productId);
  if (rows.length === 0) return owners;
  const ids = [...new Set(rows.map((row) => row.id))];
  const named = await db
    .select({ id: products.id, name: products.nameToShow })
    .from(products)
    .where(and(inArray(products.id, ids), visibleProducts(user)));
  const names = new Map(named.map((row) => [row.id, row.name]));
  for (const row of rows) {
    const key = gtin14(row.ean);
    const list = owners.get(key) ?? [];
    const name = names.get(row.id);
    const owner: EanOwner = name === undefined ? { id: null, name: null } : { id: row.id, name };
    // Visible cards first, so the message names one when there is one; hidden ones count once.
    const seen = list.some((known) => (owner.id === null ? known.id === null : known.id === row.id));
    if (list.length < MAX_OWNERS && !seen) {
      const visible = list.filter((known) => known.id !== null).length;
      if (owner.id === null) list.push(owner);
      else list.splice(visible, 0, owner);
    }
    owners.set(key, list);
  }
  return owners;
}
