import { eq } from 'drizzle-orm';
import type { AuditSource } from '@domain/audit';
import { BULK_EDIT_SAVE } from '../bulk-edit/save-job';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { PRODUCTS_IMPORT } from '../importer/import-job';
import type { JobRow } from '../jobs/queue';
import type { AuditActor } from './actor';

/** The trail names the importer and bulk edit by name; every other background job is "job". */
const SOURCE_OF_KIND: Readonly<Record<string, AuditSource>> = {
  [PRODUCTS_IMPORT]: 'importer',
  [BULK_EDIT_SAVE]: 'bulk_edit',
};

async function person(db: Db, id: number) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, companyId: users.companyId })
    .from(users)
    .where(eq(users.id, id));
  return row === undefined
    ? null
    : { name: `${row.firstName} ${row.lastName}`.trim(), companyId: row.companyId };
}

/**
 * A job writes as the user who queued it, from the source its kind names, and names who had switched into
 * that user when it was queued (migration 0046), as the request that queued it would.
 */
export async function jobActor(db: Db, job: JobRow): Promise<AuditActor> {
  const owner = await person(db, job.userId);
  const switchedBy = job.switchedById === null ? null : await person(db, job.switchedById);
  return {
    source: SOURCE_OF_KIND[job.kind] ?? 'job',
    userId: job.userId,
    userName: owner?.name ?? null,
    companyId: owner?.companyId ?? null,
    switchedById: switchedBy === null ? null : job.switchedById,
    switchedByName: switchedBy?.name ?? null,
    apiTokenId: null,
  };
}
