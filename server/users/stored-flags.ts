import { eq } from 'drizzle-orm';
import type { UserFlag } from '@domain/user';
import type { Db } from '../db/client';
import { users } from '../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type StoredFlags = Partial<Record<UserFlag, boolean>>;

/** The account's per-user flags as stored (an unknown account has none). */
export async function storedFlags(tx: Tx, id: number): Promise<StoredFlags> {
  const [row] = await tx.select({ flags: users.extraFlags }).from(users).where(eq(users.id, id));
  return row?.flags ?? {};
}

/** The flags a body names, without the ones it leaves out (exactOptionalPropertyTypes keeps them apart). */
export function definedFlags(flags: Partial<Record<UserFlag, boolean | undefined>>): StoredFlags {
  return Object.fromEntries(Object.entries(flags).filter(([, value]) => value !== undefined)) as StoredFlags;
}
