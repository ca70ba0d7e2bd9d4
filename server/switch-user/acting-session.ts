import { eq } from 'drizzle-orm';
import { switchRefusal } from '@domain/switch-user';
import type { CurrentUser } from '@domain/user';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import { loadCurrentUser } from '../users/current-user';
import { livePermission, partyOfUser } from './parties';
import { logSwitch } from './switch-log';

/**
 * §6 The account a switched session acts as, checked on every request: when the permission has expired
 * or was taken back, or either account can no longer act, the switch ends there and then (it is logged)
 * and the session is the real user's own again. Null when the session is no longer switched.
 */
export async function actingTarget(
  db: Db,
  session: { tokenHash: string; actingAsUserId: number },
  real: CurrentUser,
): Promise<CurrentUser | null> {
  const target = await loadCurrentUser(db, session.actingAsUserId);
  const allowed =
    target !== null &&
    switchRefusal(partyOfUser(real), partyOfUser(target)) === null &&
    (await livePermission(db, target.id, real.id)) !== null;
  if (allowed) return target;
  await db.transaction(async (tx) => {
    await tx.update(sessions).set({ actingAsUserId: null }).where(eq(sessions.tokenHash, session.tokenHash));
    await logSwitch(tx, { targetUserId: session.actingAsUserId, realUserId: real.id, kind: 'end' });
  });
  return null;
}
