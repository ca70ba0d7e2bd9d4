import type { Job as JobAnswer } from '@domain/jobs';
import { JOB_STATUSES } from '@domain/jobs';

/** §4 Jobs: the jobs and their sources are kept per user for 7 days. */
export const JOBS_COOKIE_DAYS = 7;
/** At most this many jobs are kept: a cookie holds about 4 KB. */
export const JOBS_KEPT = 12;

export const jobsCookieName = (userId: number) => `jobs_${userId}`;

/** What the cookie keeps of a job: what get-job said, without any client-only marker (§4). */
type Kept = Pick<JobAnswer, 'id' | 'title' | 'jobs_key' | 'status' | 'output' | 'result'>;

function isKept(value: unknown): value is Kept {
  if (typeof value !== 'object' || value === null) return false;
  const job = value as Record<string, unknown>;
  const output = job.output as Record<string, unknown> | undefined;
  return (
    Number.isInteger(job.id) &&
    typeof job.title === 'string' &&
    typeof job.jobs_key === 'string' &&
    (JOB_STATUSES as readonly unknown[]).includes(job.status) &&
    typeof output === 'object' &&
    output !== null &&
    typeof output.current_item === 'number' &&
    typeof output.total_items === 'number' &&
    typeof output.percentage === 'number' &&
    (job.result === null ||
      (typeof job.result === 'object' && typeof (job.result as { message?: unknown }).message === 'string'))
  );
}

/** The cookie's value: the newest jobs first, as JSON, URI-encoded. */
export function encodeJobs(jobs: readonly JobAnswer[]): string {
  const kept: Kept[] = [...jobs]
    .sort((a, b) => b.id - a.id)
    .slice(0, JOBS_KEPT)
    .map(({ id, title, jobs_key, status, output, result }) => ({
      id,
      title,
      jobs_key,
      status,
      output,
      result,
    }));
  return encodeURIComponent(JSON.stringify(kept));
}

/** The jobs a cookie holds; whatever cannot be read is dropped rather than trusted. */
export function decodeJobs(value: string): JobAnswer[] {
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(value));
    return Array.isArray(parsed) ? parsed.filter(isKept) : [];
  } catch {
    return [];
  }
}

/** Whether this browser keeps a list of the user's jobs at all (an empty one too). */
export function hasJobsCookie(cookies: string, userId: number): boolean {
  const name = `${jobsCookieName(userId)}=`;
  return cookies.split('; ').some((part) => part.startsWith(name));
}

/** The user's jobs from a `document.cookie` string. */
export function readJobsCookie(cookies: string, userId: number): JobAnswer[] {
  const name = `${jobsCookieName(userId)}=`;
  const entry = cookies.split('; ').find((part) => part.startsWith(name));
  return entry === undefined ? [] : decodeJobs(entry.slice(name.length));
}

/**
 * The `document.cookie` assignment that saves the user's jobs. An empty list is kept too: it says the user
 * removed them, so the panel does not fetch them from the server again (docs/decisions/0060).
 */
export function jobsCookie(userId: number, jobs: readonly JobAnswer[]): string {
  const name = jobsCookieName(userId);
  return `${name}=${encodeJobs(jobs)}; path=/; max-age=${JOBS_COOKIE_DAYS * 86_400}; samesite=lax`;
}
