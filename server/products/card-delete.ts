import { and, inArray, sql } from 'drizzle-orm';
import type { Language } from '@domain/constants';
import type { CurrentUser } from '@domain/user';
import { translate } from '@i18n/translate';
import { products } from '../db/schema';
import type { Tx } from './company-scope';
import { isDeletable } from './list-actions';
import { visibleProducts } from './scope';

export interface DeleteResult {
  id: number;
  success: boolean;
  message?: string;
}

/**
 * §7 DELETE /api/p1/products: each distinct id, in the order given, is deleted when the user may see the
 * card (§6) and the card may go (list-actions.ts isDeletable); otherwise its result says why. The cards
 * are locked first, so the rule is checked against what is deleted. EANs, issues, remarks and the list
 * row go with the card (foreign keys); a draft copy of it keeps its values and loses the link.
 */
export async function deleteCards(
  tx: Tx,
  user: CurrentUser,
  language: Language,
  ids: readonly number[],
): Promise<DeleteResult[]> {
  const wanted = [...new Set(ids)];
  const found = await tx
    .select({
      id: products.id,
      status: products.status,
      inNetwork: sql<boolean>`cardinality(lists.visible_network_codes(${products.availability})) > 0`,
    })
    .from(products)
    .where(and(inArray(products.id, wanted), visibleProducts(user)))
    .for('update');
  const byId = new Map(found.map((card) => [card.id, card]));
  const deletable = found.filter((card) => isDeletable(card)).map((card) => card.id);
  if (deletable.length > 0) await tx.delete(products).where(inArray(products.id, deletable));
  const gone = new Set(deletable);
  return wanted.map((id): DeleteResult => {
    if (gone.has(id)) return { id, success: true };
    const key = byId.has(id) ? 'productList.errors.notDeletable' : 'errors.productNotFound';
    return { id, success: false, message: translate(language, key) };
  });
}
