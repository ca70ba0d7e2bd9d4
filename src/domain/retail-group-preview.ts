import { attributeValidity, VALIDITY, type ValidityInput } from './attribute-validity';
import { chainCompleteness } from './offers';

/** §6 What one retail group's requirements make of an attribute of the card. */
export const PREVIEW_STATUS = { REQUIRED: 'required', OPTIONAL: 'optional', HIDDEN: 'hidden' } as const;
export type PreviewStatus = (typeof PREVIEW_STATUS)[keyof typeof PREVIEW_STATUS];

export interface PreviewAttribute extends ValidityInput {
  uuid: string;
  name: string;
  section_code: string;
  is_required: boolean;
  is_visible: boolean;
  private_network_code: string | null;
}

export interface PreviewRow {
  uuid: string;
  name: string;
  section_code: string;
  status: PreviewStatus;
  filled: boolean;
}

export interface RetailGroupPreview {
  rows: PreviewRow[];
  filled: number;
  total: number;
  percent: number;
}

/**
 * §6 "Preview attributes for one retail group" (docs/decisions/0043): the card's attributes as `network`
 * sees them. Hidden: not visible in the card's category, or another chain's private attribute. Required:
 * visible and required by the category or by one of the group's requirement sets covering the card
 * (`groupRequired`). Optional: the rest. Completeness: the required ones holding a valid value (§5).
 */
export function previewForGroup(
  attributes: readonly PreviewAttribute[],
  network: string,
  groupRequired: ReadonlySet<string>,
): RetailGroupPreview {
  const rows = attributes.map((attribute): PreviewRow => {
    const foreign = attribute.private_network_code !== null && attribute.private_network_code !== network;
    const status: PreviewStatus =
      foreign || !attribute.is_visible
        ? PREVIEW_STATUS.HIDDEN
        : attribute.is_required || groupRequired.has(attribute.uuid)
          ? PREVIEW_STATUS.REQUIRED
          : PREVIEW_STATUS.OPTIONAL;
    return {
      uuid: attribute.uuid,
      name: attribute.name,
      section_code: attribute.section_code,
      status,
      filled: attributeValidity(attribute) === VALIDITY.VALID,
    };
  });
  const required = rows.filter((row) => row.status === PREVIEW_STATUS.REQUIRED);
  const filled = required.filter((row) => row.filled).length;
  return { rows, filled, total: required.length, percent: chainCompleteness(filled, required.length) };
}
