import type { Job as JobAnswer } from '@domain/jobs';
import { JOB_STATUSES } from '@domain/jobs';

/** §4 Jobs: the jobs and their sources are kept per user for 7 days. */
export const JOBS_COOKIE_DAYS = 7;
/** At most this many jobs are kept: a cookie holds about 4 KB. */
export const JOBS_KEPT = 12;
/**
 * The longest value written: a browser drops a cookie of more than 4,096 bytes whole, with every job in
 * it, so the oldest jobs give way first; the rest leaves room for the name and attributes.
 */
export const JOBS_COOKIE_BYTES = 3_800;

export const jobsCookieName = (userId: number) => `jobs_${userId}`;

/** What the cookie keeps of a job: what get-job said, without any client-only marker (§4). */
type Kept = Pick<JobAnswer, 'id' | 'title' | 'title_text' | 'jobs_key' | 'status' | 'output' | 'result'>;

/** A catalogue text as the cookie may hold it: absent, or a key with plain values. */
function isText(value: unknown): boolean {
  if (value === undefined) return true;
  if (typeof value !== 'object' || value === null) return false;
  const { key, values } = value as { key?: unknown; values?: unknown };
  return (
    typeof key === 'string' &&
    (values === undefined ||
      (typeof values === 'object' &&
        values !== null &&
        Object.values(values).every((v) => typeof v === 'string' || typeof v === 'number')))
  );
}

function isKept(value: unknown): value is Stored {
  if (typeof value !== 'object' || value === null) return false;
  const job = value as Record<string, unknown>;
  const output = job.output as Record<string, unknown> | undefined;
  return (
    Number.isInteger(job.id) &&
    typeof job.title === 'string' &&
    isText(job.title_text) &&
    typeof job.jobs_key === 'string' &&
    (JOB_STATUSES as readonly unknown[]).includes(job.status) &&
    typeof output === 'object' &&
    output !== null &&
    typeof output.current_item === 'number' &&
    typeof output.total_items === 'number' &&
    typeof output.percentage === 'number' &&
    (job.result === null || isKeptResult(job.result))
  );
}

/** A result keeps its message as a catalogue text where it has one, else as the words get-job gave. */
function isKeptResult(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { message, message_text } = value as { message?: unknown; message_text?: unknown };
  return message_text === undefined ? typeof message === 'string' : isText(message_text);
}

type Result = NonNullable<JobAnswer['result']>;
/** A job as written in the cookie: its result's message may be a catalogue text alone. */
type Stored = Omit<Kept, 'result'> & { result: Result | Omit<Result, 'message'> | null };

/** The result as the cookie keeps it: the catalogue text alone where there is one (the words are longer). */
function keptResult(result: Result): Result | Omit<Result, 'message'> {
  if (result.message_text === undefined) return result;
  const { message: _words, ...kept } = result;
  return kept;
}

/** The cookie's value: the newest jobs first, as JSON, URI-encoded. */
export function encodeJobs(jobs: readonly JobAnswer[]): string {
  const kept: Stored[] = [...jobs]
    .sort((a, b) => b.id - a.id)
    .slice(0, JOBS_KEPT)
    .map(({ id, title, title_text, jobs_key, status, output, result }) => ({
      id,
      title,
      ...(title_text === undefined ? {} : { title_text }),
      jobs_key,
      status,
      output,
      result: result === null ? null : keptResult(result),
    }));
  let value = encodeURIComponent(JSON.stringify(kept));
  while (value.length > JOBS_COOKIE_BYTES && kept.length > 0) {
    kept.pop();
    value = encodeURIComponent(JSON.stringify(kept));
  }
  return value;
}

/** The jobs a cookie holds; whatever cannot be read is dropped rather than trusted. */
export function decodeJobs(value: string): JobAnswer[] {
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(value));
    if (!Array.isArray(parsed)) return [];
    // A result kept as a catalogue text alone gets its words back from the screen (jobMessage).
    return parsed.filter(isKept).map((job): JobAnswer => ({
      ...job,
      result: job.result === null ? null : { message: '', ...job.result },
    }));
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
