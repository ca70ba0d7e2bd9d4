import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { and, eq } from 'drizzle-orm';
import {
  GLN_IMPORT_MAX_BYTES,
  GLN_IMPORT_MAX_ROWS,
  glnImportApplySchema,
  type GlnImportApplied,
  type GlnImportCheck,
} from '@contract/gln-import';
import { jobIdSchema, JOB_SOURCE } from '@contract/jobs';
import { checkGlnRows, isGoodRow } from '@domain/gln-import';
import { importFileName } from '@domain/importer-columns';
import { translate } from '@i18n/translate';
import type { AppEnv } from '../app-env';
import { requirePermission } from '../auth/require';
import { glnImports, jobs } from '../db/schema';
import { applyGlnRows, claimImport, glnCompanies } from '../gln-import/gln-apply';
import { readGlnFile } from '../gln-import/gln-file';
import { GLN_IMPORT, type GlnImportJobInput } from '../gln-import/gln-import-job';
import { errorAnswer, parseBody } from '../http/answers';
import { jobAnswer } from '../jobs/job-answer';
import { jobTitleColumns } from '../jobs/queue';

const BASE = '/api/company/gln-import';
const NAMESPACE = 'glnImport';
/** Multipart headers and boundaries around the file. */
const FORM_OVERHEAD = 64 * 1024;
const GONE = 'glnImport.errors.importGone';
const admin = requirePermission('gln.import');

/** Thrown inside a transaction to undo it: the import was applied already, or "all" met a bad row. */
class Undone extends Error {
  constructor(
    readonly reason: 'taken' | 'refused',
    readonly bad = 0,
  ) {
    super(reason);
  }
}

/** The transaction's value, or why it was undone; any other failure is passed on. */
async function unlessUndone<T>(work: Promise<T>): Promise<T | Undone> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof Undone) return error;
    throw error;
  }
}

const isFilePart = (value: unknown): value is File =>
  typeof value === 'object' && value !== null && 'arrayBuffer' in value && 'name' in value && 'size' in value;

async function readForm(c: Context<AppEnv>) {
  try {
    return await c.req.parseBody();
  } catch {
    return null;
  }
}

const tooLarge = (c: Context<AppEnv>) =>
  errorAnswer(c, 400, 'glnImport.errors.tooLarge', { max: GLN_IMPORT_MAX_BYTES / 1024 / 1024 });

/**
 * §6 Import GLN file (docs/decisions/0050), admins (`gln.import`). The upload reads and checks the file and
 * answers the per-row report, keeping the rows (nothing else is written). The apply writes them, all or
 * only the good ones as the admin chose, in one transaction: at once for a small file, as a background job
 * (202, watched in the jobs panel) for a large one.
 */
export const glnImportRoutes = new Hono<AppEnv>()
  .post(
    BASE,
    admin,
    async (c, next) =>
      bodyLimit({ maxSize: GLN_IMPORT_MAX_BYTES + FORM_OVERHEAD, onError: tooLarge })(c, next),
    async (c) => {
      const db = c.get('db');
      const language = c.get('language');
      const config = c.get('config');
      const form = await readForm(c);
      const file = form?.file;
      if (!isFilePart(file) || file.size === 0) return errorAnswer(c, 400, 'glnImport.errors.noFile');
      if (file.size > GLN_IMPORT_MAX_BYTES) return tooLarge(c);
      const read = await readGlnFile(new Uint8Array(await file.arrayBuffer()), {
        maxRows: GLN_IMPORT_MAX_ROWS,
        maxUncompressedBytes: 32 * 1024 * 1024,
      });
      if (!read.ok) return errorAnswer(c, 400, read.key, read.values);
      const checked = checkGlnRows(read.rows, await glnCompanies(db));
      const fileName = importFileName(file.name);
      const [stored] = await db
        .insert(glnImports)
        .values({ userId: c.get('user')!.id, fileName, rows: read.rows })
        .returning({ id: glnImports.id });
      const good = checked.filter(isGoodRow).length;
      const answer: GlnImportCheck = {
        import_id: stored!.id,
        file_name: fileName,
        total_rows: checked.length,
        good_rows: good,
        bad_rows: checked.length - good,
        as_job: checked.length > config.glnImportDirectRows,
        rows: checked.map((row) => ({
          row: row.row,
          company: row.company,
          gln: row.gln,
          company_name: row.companyName,
          current_gln: row.currentGln,
          problems: row.problems.map((problem) => translate(language, problem.key, problem.values ?? {})),
        })),
      };
      return c.json(answer);
    },
  )
  .post(`${BASE}/:id{[0-9]+}/apply`, admin, async (c) => {
    const db = c.get('db');
    const language = c.get('language');
    const config = c.get('config');
    const user = c.get('user')!;
    const id = jobIdSchema.safeParse(c.req.param('id'));
    if (!id.success) return errorAnswer(c, 404, GONE);
    const parsed = await parseBody(c, glnImportApplySchema, NAMESPACE);
    if (!parsed.ok) return parsed.response;
    const { mode } = parsed.data;
    const [stored] = await db
      .select()
      .from(glnImports)
      .where(and(eq(glnImports.id, id.data), eq(glnImports.userId, user.id)));
    if (stored === undefined) return errorAnswer(c, 404, GONE);
    if (stored.appliedAt !== null) return errorAnswer(c, 409, 'glnImport.errors.alreadyApplied');
    if (stored.rows.length > config.glnImportDirectRows) {
      const job = await unlessUndone(
        db.transaction(async (tx) => {
          const input: GlnImportJobInput = { import_id: stored.id, mode };
          const [row] = await tx
            .insert(jobs)
            .values({
              userId: user.id,
              kind: GLN_IMPORT,
              ...jobTitleColumns({ language, key: 'glnImport.jobTitle', values: { name: stored.fileName } }),
              jobsKey: JOB_SOURCE.MAIN,
              input,
              totalItems: stored.rows.length,
            })
            .returning();
          // The claim in the job's own transaction: a second apply sees it and is told (409).
          if (!(await claimImport(tx, stored.id, row!.id))) throw new Undone('taken');
          return row!;
        }),
      );
      if (job instanceof Undone) return errorAnswer(c, 409, 'glnImport.errors.alreadyApplied');
      return c.json(
        { job: jobAnswer(job, false, language), message: translate(language, 'glnImport.queued') },
        202,
      );
    }
    const outcome = await unlessUndone(
      db.transaction(async (tx) => {
        if (!(await claimImport(tx, stored.id))) throw new Undone('taken');
        const applied = await applyGlnRows(tx, stored.rows, mode);
        // All or nothing: a refusal writes nothing, the claim included, so the admin may choose again.
        if (!applied.ok) throw new Undone('refused', applied.badRows);
        return applied;
      }),
    );
    if (outcome instanceof Undone)
      return outcome.reason === 'taken'
        ? errorAnswer(c, 409, 'glnImport.errors.alreadyApplied')
        : errorAnswer(c, 400, 'glnImport.errors.hasBadRows', { bad: outcome.bad });
    const answer: GlnImportApplied = {
      applied: outcome.applied,
      unchanged: outcome.unchanged,
      skipped: outcome.skipped,
      message: translate(language, 'glnImport.result.applied', {
        applied: outcome.applied,
        unchanged: outcome.unchanged,
        skipped: outcome.skipped,
      }),
    };
    return c.json(answer);
  });
