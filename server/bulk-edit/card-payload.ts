import type { ProductShowAnswer } from '@contract/product-card';
import { applyEdits, type PendingEdits } from '@domain/bulk-edit';
import type { AttributeData } from '@domain/product';
import { cardDocuments, showAnswer, type CardDocuments, type CardRow } from '../products/card';

/** The stored pending edits of a bulk card; anything that is not a list of entries or null is left out. */
export function readEdits(value: unknown): Record<string, AttributeData[] | null> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const edits: Record<string, AttributeData[] | null> = {};
  for (const [key, data] of Object.entries(value as Record<string, unknown>)) {
    if (data === null) edits[key] = null;
    else if (Array.isArray(data)) edits[key] = data as AttributeData[];
  }
  return edits;
}

/** The save payload of a card (the shape of show, as the form sends it) with the pending edits applied. */
export type BulkPayload = Omit<ProductShowAnswer, 'general_info' | 'id'>;

/**
 * The card as a normal save would send it (§7 PUT /api/p1/product/{id}/edit): the stored card, read as
 * `show` answers it, with the session's edits on top (§4 Bulk edit: the edits, nothing else, change).
 */
export function editedPayload(
  row: CardRow,
  edits: PendingEdits,
  requirementSetIds: number[],
  documents: CardDocuments = cardDocuments(row),
): BulkPayload {
  const {
    general_info: _info,
    id: _id,
    ...payload
  } = showAnswer(row, documents, new Map(), requirementSetIds);
  const edited = applyEdits(
    {
      name: payload.product_profile.name,
      name_to_show: payload.product_profile.name_to_show,
      attributes: payload.attributes,
    },
    edits,
  );
  return {
    ...payload,
    product_profile: { ...payload.product_profile, name: edited.name, name_to_show: edited.name_to_show },
    attributes: edited.attributes.map((attribute) => ({
      uuid: attribute.uuid,
      code: attribute.code ?? null,
      data: attribute.data.map((entry) => ({
        value: entry.value,
        value_uuid: entry.value_uuid ?? null,
        unit_uuid: entry.unit_uuid ?? null,
        unit: null,
        value_name: null,
        filename: null,
        is_custom_value: false,
      })),
    })),
  };
}
