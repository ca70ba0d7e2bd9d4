import { eq, sql } from 'drizzle-orm';
import type { GlnImportMode } from '@contract/gln-import';
import { checkGlnRows, isGoodRow, rowsToWrite, type GlnCompany, type GlnSourceRow } from '@domain/gln-import';
import type { Db } from '../db/client';
import { companies, glnImports } from '../db/schema';
import type { Tx } from '../products/company-scope';

/** Every company a GLN file may name (suppliers and networks alike: both have GLNs). */
export async function glnCompanies(db: Db | Tx, lock = false): Promise<GlnCompany[]> {
  const query = db
    .select({ id: companies.id, name: companies.name, taxId: companies.taxId, gln: companies.gln })
    .from(companies)
    .orderBy(companies.id);
  return lock ? query.for('update') : query;
}

export type GlnApplyOutcome =
  { ok: true; applied: number; unchanged: number; skipped: number } | { ok: false; badRows: number };

/**
 * §6 Import GLN file (docs/decisions/0050): the rows checked again against the companies as they are now
 * (locked, so no edit slips in between), then written in the caller's one transaction. "all" writes
 * nothing when any row is bad; "good_rows" skips the bad ones. A row giving a company the GLN it already
 * has counts as unchanged; a written GLN is no longer declined (§5 opt-out).
 */
export async function applyGlnRows(
  tx: Tx,
  rows: readonly GlnSourceRow[],
  mode: GlnImportMode,
): Promise<GlnApplyOutcome> {
  const known = await glnCompanies(tx, true);
  const checked = checkGlnRows(rows, known);
  const bad = checked.filter((row) => !isGoodRow(row)).length;
  if (mode === 'all' && bad > 0) return { ok: false, badRows: bad };
  const good = mode === 'all' ? checked : rowsToWrite(rows, known);
  const changes = good.filter((row) => row.currentGln !== row.gln);
  if (changes.length > 0)
    await tx.execute(sql`
      update companies set gln = v.gln, gln_declined = false
      from (values ${sql.join(
        changes.map((row) => sql`(${row.companyId}::int, ${row.gln}::text)`),
        sql`, `,
      )}) as v(id, gln)
      where companies.id = v.id`);
  return {
    ok: true,
    applied: changes.length,
    unchanged: good.length - changes.length,
    skipped: rows.length - good.length,
  };
}

/** Marks the import as applied, once: false when it already was (or is being applied by a job). */
export async function claimImport(tx: Tx, id: number, jobId: number | null = null): Promise<boolean> {
  const rows = await tx
    .update(glnImports)
    .set({ appliedAt: new Date(), jobId })
    .where(sql`${glnImports.id} = ${id} and ${glnImports.appliedAt} is null`)
    .returning({ id: glnImports.id });
  return rows.length > 0;
}

/** The kept rows of an import. */
export async function importRows(db: Db | Tx, id: number) {
  const [row] = await db.select().from(glnImports).where(eq(glnImports.id, id));
  return row ?? null;
}
