import { asc, eq } from 'drizzle-orm';
import type { CurrentUser } from '@domain/user';
import type { Db } from '../db/client';
import { networks } from '../db/schema';

export interface AssortmentNetwork {
  code: string;
  name: string;
}

export type NetworkChoice =
  | { ok: true; network: AssortmentNetwork; choices: AssortmentNetwork[] }
  | { ok: false; status: 403 | 404; key: string };

/**
 * §2 shop-management (docs/decisions/0051): whose assortment a request reads. A network's people read their
 * own network's (a `network` parameter does not move them: the network is never theirs to choose); an
 * administrator picks any network, the first by name when none is named.
 */
export async function assortmentNetworkOf(
  db: Db,
  user: CurrentUser,
  requested: string | undefined,
): Promise<NetworkChoice> {
  if (!user.is_admin) {
    if (user.network_code === null) return { ok: false, status: 403, key: 'session.forbidden' };
    const [own] = await db
      .select({ code: networks.code, name: networks.name })
      .from(networks)
      .where(eq(networks.code, user.network_code));
    return own === undefined
      ? { ok: false, status: 403, key: 'session.forbidden' }
      : { ok: true, network: own, choices: [] };
  }
  const all = await db
    .select({ code: networks.code, name: networks.name })
    .from(networks)
    .orderBy(asc(networks.name));
  const network = requested === undefined ? all[0] : all.find((candidate) => candidate.code === requested);
  if (network === undefined) return { ok: false, status: 404, key: 'shopAssortment.networkNotFound' };
  return { ok: true, network, choices: all };
}

/**
 * Writes are the network's own people's: an administrator reads any assortment but changes none, so that
 * every number and status is a network's own decision.
 */
export function writesAssortment(user: CurrentUser): user is CurrentUser & { network_code: string } {
  return !user.is_admin && user.network_code !== null;
}
