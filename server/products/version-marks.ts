import { sql } from 'drizzle-orm';
import type { VersionSource } from '@domain/card-history';
import type { Db } from '../db/client';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Who wrote a card version and from where (docs/decisions/0053). */
export interface VersionMark {
  userId: number;
  /** The person who switched to `userId` (switch user), or null. */
  switchedById: number | null;
  source: VersionSource;
  /** The version a restore brings back; null for every other write. */
  restoredFrom?: number | null;
}

/**
 * Names, for the rest of the transaction, who writes the card versions the trigger of migration 0034
 * records, and from where. Call it inside the transaction, before the write.
 */
export async function markVersions(tx: Tx, mark: VersionMark): Promise<void> {
  const restored = mark.restoredFrom == null ? '' : String(mark.restoredFrom);
  const switched = mark.switchedById === null ? '' : String(mark.switchedById);
  await tx.execute(
    sql`select set_config('pim.version_user', ${String(mark.userId)}, true),
      set_config('pim.version_switched_by', ${switched}, true),
      set_config('pim.version_source', ${mark.source}, true),
      set_config('pim.version_restored_from', ${restored}, true)`,
  );
}
