import { randomUUID } from 'node:crypto';
import { PRODUCT_STATUS, SALES_STATUS } from '@domain/constants';
import { QC_STATUS } from '@domain/qc-status';
import type { CurrentUser } from '@domain/user';
import { products } from '../db/schema';
import { cardDocuments, type CardRow } from './card';
import { completenessOf } from './completeness';
import type { Tx } from './company-scope';

/**
 * Two ways to start a card from another (docs/decisions/0012), both a new draft of the same company:
 * - `copy` (POST /api/p1/copy-product/{id}): a new, independent product made from this one — its
 *   category, producer, brand, addresses, attribute values and package structure, but none of what names
 *   or shows the other product: no GTIN or EANs (unique to a product, §5), no photos, no networks'
 *   product numbers, not shared.
 * - `clone` (POST /product/{id}/clone): a draft copy ("Kopia robocza", §4) of the same product to rework
 *   while the card itself stays as it is: everything above plus the photos, the networks' product
 *   numbers and sharing, with `cloned_from_id` naming the card. GTIN and EANs stay with the card: one EAN
 *   belongs to one product (§5).
 * Neither carries QC results, issues, remarks or the sales status: the new card has not been checked.
 */
export type CopyKind = 'copy' | 'clone';

/** The package structure without EANs, every package and EAN with a fresh uuid (no shared identities). */
function structuresWithoutEans(structures: ReturnType<typeof cardDocuments>['structures']) {
  return structures.map((structure) => ({
    ...structure,
    packages: structure.packages.map((pack) => ({ ...pack, uuid: randomUUID(), eans: [] })),
  }));
}

/** Inserts the new card (the list row follows by trigger) and answers its id. */
export async function insertCopy(
  tx: Tx,
  source: CardRow,
  kind: CopyKind,
  user: CurrentUser,
): Promise<number> {
  const documents = cardDocuments(source);
  const availability =
    kind === 'clone'
      ? documents.availability
      : documents.availability.map((entry) => ({ ...entry, product_number: '' }));
  const completeness = await completenessOf(tx, source.categoryId, {
    attributes: documents.attributes,
    availability,
  });
  const [row] = await tx
    .insert(products)
    .values({
      companyId: source.companyId,
      gtin: null,
      name: source.name,
      nameToShow: source.nameToShow,
      status: PRODUCT_STATUS.DRAFT,
      salesStatus: SALES_STATUS.AVAILABLE,
      categoryId: source.categoryId,
      producerId: source.producerId,
      brandId: source.brandId,
      subBrandId: source.subBrandId,
      companyAddressId: source.companyAddressId,
      returnAddressId: source.returnAddressId,
      ownBrandType: source.ownBrandType,
      ownBrandNetworkCode: source.ownBrandNetworkCode,
      isShared: kind === 'clone' ? source.isShared : false,
      isBasic: true,
      isEditRequired: false,
      completeness,
      qcStatus: QC_STATUS.NOT_CHECKED,
      clonedFromId: kind === 'clone' ? source.id : null,
      clonedFromVersion: kind === 'clone' ? source.version : null,
      attributes: documents.attributes,
      logistic: { structures: structuresWithoutEans(documents.structures) },
      availability,
      gallery: kind === 'clone' ? documents.gallery : [],
      supplierUserId: user.is_supplier ? user.id : source.supplierUserId,
      lastEditorId: user.id,
    })
    .returning({ id: products.id });
  return row!.id;
}
