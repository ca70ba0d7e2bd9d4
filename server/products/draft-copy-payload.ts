import type { CardDocuments, CardRow } from './card';
import { cardDocuments, showAnswer } from './card';

type Structures = CardDocuments['structures'];

/**
 * A clone leaves GTIN and EANs with its card (§5: one EAN, one product; docs/decisions/0012), so its
 * packages have none. Published over that card, each package without EANs takes those of the card's
 * package at the same place and of the same type; EANs the copy was given itself stay (0059).
 */
export function structuresWithOriginalEans(copy: Structures, original: Structures): Structures {
  return copy.map((structure, s) => ({
    ...structure,
    packages: structure.packages.map((pack, p) => {
      const before = original[s]?.packages[p];
      if (pack.eans.length > 0 || before === undefined || before.package_type !== pack.package_type)
        return pack;
      return { ...pack, has_ean: before.has_ean, eans: before.eans };
    }),
  }));
}

/**
 * The body a card-form save of the original would send with the copy's content: the copy as `show`
 * answers it, with the original's GTIN and EANs where the copy has none.
 */
export function publishPayload(copy: CardRow, original: CardRow, requirementSetIds: number[]) {
  const documents = cardDocuments(copy);
  const {
    general_info: _info,
    id: _id,
    ...payload
  } = showAnswer(copy, documents, new Map(), requirementSetIds);
  const structures = structuresWithOriginalEans(documents.structures, cardDocuments(original).structures);
  return {
    ...payload,
    product_profile: { ...payload.product_profile, gtin: original.gtin },
    logistic: { structures },
  };
}
