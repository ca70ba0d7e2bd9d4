import { PRIVATE_UNIFIED_ID } from './attribute-rules';
import { unifiedId } from './product';
import type { CurrentUser } from './user';

/** The retail chain whose private attributes the two user flags of §3 govern. */
export const SELGROS_NETWORK_CODE = 'selgros';

/**
 * §3 The Selgros private attributes a limited user may use: the trade → group → sub_group classification
 * (unified ids 26, 27, 28). Everything else the chain keeps private (is_offer, is_approved and the rest)
 * needs the full flag (docs/decisions/0043).
 */
export const LIMITED_PRIVATE_IDS: readonly string[] = [
  PRIVATE_UNIFIED_ID.TRADE,
  PRIVATE_UNIFIED_ID.GROUP,
  PRIVATE_UNIFIED_ID.SUB_GROUP,
];

/** An attribute as far as its privacy goes. */
export interface PrivateAttributeRef {
  uuid: string;
  code?: string | null;
  private_network_code?: string | null;
}

type Reader = Pick<
  CurrentUser,
  | 'is_network'
  | 'network_code'
  | 'can_use_selgros_private_attributes'
  | 'can_use_only_limited_selgros_private_attributes'
>;

/**
 * §6 Retail-chain private attributes follow the user's flags: Selgros's with the full flag all of them,
 * with the limited flag only trade, group and sub_group, without either none, whatever the role. Another
 * chain's are its own users' only among network users, and open to the other roles (docs/decisions/0008).
 * What a user may not use it neither reads (schema, show, details, exports) nor writes (the save keeps
 * the stored value), docs/decisions/0043.
 */
export function mayUsePrivateAttribute(user: Reader, attribute: PrivateAttributeRef): boolean {
  const network = attribute.private_network_code ?? null;
  if (network === null) return true;
  if (network === SELGROS_NETWORK_CODE) {
    if (user.can_use_selgros_private_attributes) return true;
    return (
      user.can_use_only_limited_selgros_private_attributes &&
      LIMITED_PRIVATE_IDS.includes(unifiedId(attribute))
    );
  }
  return user.is_network ? network === user.network_code : true;
}
