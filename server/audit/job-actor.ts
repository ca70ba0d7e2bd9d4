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

/** A job writes as the user who queued it, from the source its kind names. */
export async function jobActor(db: Db, job: JobRow): Promise<AuditActor> {
  const [owner] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, companyId: users.companyId })
    .from(users)
    .where(eq(users.id, job.userId));
  return {
    source: SOURCE_OF_KIND[job.kind] ?? 'job',
    userId: job.userId,
    userName: owner === undefined ? null : `${owner.firstName} ${owner.lastName}`.trim(),
    companyId: owner?.companyId ?? null,
    switchedById: null,
    switchedByName: null,
    apiTokenId: null,
  };
}
