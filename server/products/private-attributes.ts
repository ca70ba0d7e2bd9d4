import type { CurrentUser } from '@domain/user';

/**
 * Private (network) attributes a user may see: a network user only its own network's, everyone else all
 * of them, each with its network code (docs/decisions/0008).
 */
export function seesPrivateAttribute(user: CurrentUser, privateNetworkCode: string | null): boolean {
  if (privateNetworkCode === null) return true;
  return user.is_network ? privateNetworkCode === user.network_code : true;
}
