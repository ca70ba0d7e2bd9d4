import { unifiedId, type SavedAttribute } from '@domain/product';
import { resetStaleHierarchy } from '@domain/private-hierarchy';
import type { CurrentUser } from '@domain/user';
import type { Db } from '../db/client';
import { attributes } from '../db/schema';
import { inUuids } from '../db/uuid-list';
import type { Tx } from './company-scope';
import { seesPrivateAttribute } from './private-attributes';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The attributes a save stores (docs/decisions/0043):
 * - §6 a private attribute the user may not use is neither read nor written: a value sent for it is
 *   ignored and the stored one kept, so a save from a form that never showed it loses nothing;
 * - §4 trade → group → sub_group: a level the save changed empties the stale stored value below it.
 */
export async function attributesToStore(
  db: Db | Tx,
  user: CurrentUser,
  sent: readonly SavedAttribute[],
  stored: readonly SavedAttribute[],
): Promise<SavedAttribute[]> {
  const uuids = [...new Set([...sent, ...stored].map((attribute) => attribute.uuid))].filter((uuid) =>
    UUID.test(uuid),
  );
  const definitions = new Map(
    uuids.length === 0
      ? []
      : (
          await db
            .select({
              uuid: attributes.uuid,
              code: attributes.code,
              privateNetworkCode: attributes.privateNetworkCode,
            })
            .from(attributes)
            .where(inUuids(attributes.uuid, uuids))
        ).map((definition) => [definition.uuid, definition]),
  );
  const usable = (uuid: string) => {
    const definition = definitions.get(uuid);
    return definition === undefined || seesPrivateAttribute(user, definition);
  };
  const next = [
    ...sent.filter((attribute) => usable(attribute.uuid)),
    ...stored.filter((attribute) => !usable(attribute.uuid)),
  ];
  const idOf = (uuid: string) => unifiedId({ uuid, code: definitions.get(uuid)?.code ?? null });
  return resetStaleHierarchy(stored, next, idOf);
}
