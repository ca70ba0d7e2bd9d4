import { Hono, type Context } from 'hono';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { JOBS_COOKIE_DAYS, JOBS_KEPT } from '@domain/jobs-cookie';
import { jobIdSchema } from '@contract/jobs';
import type { AppEnv } from '../app-env';
import { requireUser } from '../auth/require';
import { jobFiles, jobs } from '../db/schema';
import { errorAnswer } from '../http/answers';
import { jobAnswer } from '../jobs/job-answer';
import { openJobFile } from '../jobs/job-files';

/** The `{id}` of the path, or null when it is not a job id. */
function jobIdOf(c: Context<AppEnv>): number | null {
  const parsed = jobIdSchema.safeParse(c.req.param('id'));
  return parsed.success ? parsed.data : null;
}

/** The job if it is the user's own; another user's job is as unknown as a missing one (404). */
async function ownJob(c: Context<AppEnv>, id: number) {
  const [row] = await c
    .get('db')
    .select({
      job: jobs,
      hasFile: sql<boolean>`exists (select 1 from ${jobFiles} where ${jobFiles.jobId} = ${jobs.id})`,
    })
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.userId, c.get('user')!.id)));
  return row ?? null;
}

/**
 * §7 Jobs: `POST /{app}/api/get-job/{id}` answers title, jobs_key, status and output (the app segment is
 * empty, docs/decisions/0001); `GET /api/jobs/{id}/file` is the file a finished job made (an export).
 */
export const jobRoutes = new Hono<AppEnv>()
  // The user's own jobs of the days the panel keeps them (§4: 7 days), newest first: what a browser
  // without the user's jobs cookie restores the panel from (docs/decisions/0060).
  .get('/api/jobs', requireUser(), async (c) => {
    const rows = await c
      .get('db')
      .select({
        job: jobs,
        hasFile: sql<boolean>`exists (select 1 from ${jobFiles} where ${jobFiles.jobId} = ${jobs.id})`,
      })
      .from(jobs)
      .where(
        and(
          eq(jobs.userId, c.get('user')!.id),
          gt(jobs.createdAt, sql`now() - make_interval(days => ${JOBS_COOKIE_DAYS})`),
        ),
      )
      .orderBy(desc(jobs.id))
      .limit(JOBS_KEPT);
    c.header('cache-control', 'no-store');
    return c.json({ jobs: rows.map((row) => jobAnswer(row.job, row.hasFile, c.get('language'))) });
  })
  .post('/api/get-job/:id', requireUser(), async (c) => {
    const id = jobIdOf(c);
    if (id === null) return errorAnswer(c, 404, 'jobs.errors.notFound');
    const found = await ownJob(c, id);
    if (found === null) return errorAnswer(c, 404, 'jobs.errors.notFound');
    c.header('cache-control', 'no-store');
    return c.json(jobAnswer(found.job, found.hasFile, c.get('language')));
  })
  .get('/api/jobs/:id/file', requireUser(), async (c) => {
    const id = jobIdOf(c);
    if (id === null) return errorAnswer(c, 404, 'jobs.errors.notFound');
    const found = await ownJob(c, id);
    if (found === null || found.job.status !== 'finished' || !found.hasFile)
      return errorAnswer(c, 404, 'jobs.errors.noFile');
    // Streamed from the file storage with its length: an export is never held whole in memory here.
    const file = await openJobFile(c.get('db'), c.get('media'), id);
    if (file === null) return errorAnswer(c, 404, 'jobs.errors.noFile');
    return c.body(file.stream.body, 200, {
      'content-type': file.contentType,
      'content-disposition': `attachment; filename="${file.filename.replaceAll('"', '')}"`,
      'content-length': String(file.stream.size),
      'cache-control': 'no-store',
    });
  });
