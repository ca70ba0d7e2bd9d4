import { mayUsePrivateAttribute } from '@domain/private-attributes';
import type { CurrentUser } from '@domain/user';

/**
 * Private (network) attributes a user may see and write, by the §6 rule in src/domain (the user's Selgros
 * flags; a network user only its own network's otherwise), docs/decisions/0008 and 0043.
 */
export function seesPrivateAttribute(
  user: CurrentUser,
  definition: { uuid: string; code: string | null; privateNetworkCode: string | null },
): boolean {
  return mayUsePrivateAttribute(user, {
    uuid: definition.uuid,
    code: definition.code,
    private_network_code: definition.privateNetworkCode,
  });
}
