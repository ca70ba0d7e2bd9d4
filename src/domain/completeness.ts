import { attributeValidity, VALIDITY, type ValidityInput } from './attribute-validity';

/** What completeness needs of one attribute of the card's category: its definition, flags and value. */
export interface CompletenessAttribute extends ValidityInput {
  is_required: boolean;
  is_visible: boolean;
  private_network_code?: string | null;
}

/**
 * §2 Products list, completeness: the share (0–100, rounded down, so 100 means everything) of the
 * attributes the ready validation checks (§5: required and visible; a network's private attribute only
 * when that network lists the product) that hold a valid value. Nothing to check is 100.
 *
 * @param numberedNetworks codes of the networks whose availability entry has a product number
 */
export function completenessPercent(
  attributes: readonly CompletenessAttribute[],
  numberedNetworks: ReadonlySet<string>,
): number {
  let checked = 0;
  let valid = 0;
  for (const attribute of attributes) {
    if (!attribute.is_required || !attribute.is_visible) continue;
    const network = attribute.private_network_code;
    if (network && !numberedNetworks.has(network)) continue;
    checked += 1;
    // An unknown stored type counts as not filled: the list must not fail where the form would alert.
    if (isValid(attribute)) valid += 1;
  }
  return checked === 0 ? 100 : Math.floor((valid * 100) / checked);
}

function isValid(attribute: ValidityInput): boolean {
  try {
    return attributeValidity(attribute) === VALIDITY.VALID;
  } catch {
    return false;
  }
}

/** §5 The networks that list the product: availability entries with a product number. */
export function numberedNetworks(
  availability: readonly { code: string; product_number?: string | null }[],
): Set<string> {
  const codes = new Set<string>();
  for (const entry of availability) {
    if (typeof entry.product_number === 'string' && entry.product_number.trim() !== '') codes.add(entry.code);
  }
  return codes;
}
