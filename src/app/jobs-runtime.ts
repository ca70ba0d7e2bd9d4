import { createActor, fromPromise, type Actor } from 'xstate';
import type { JobAnswer } from '@contract/jobs';
import { hasJobsCookie, jobsCookie, readJobsCookie } from '@domain/jobs-cookie';
import { jobMachine } from '@machines/job.machine';
import { jobsPanelMachine } from '@machines/jobs-panel.machine';
import { downloadJobFile, getJob, listJobs } from '@api/jobs';
import { downloadQueuedZip } from '@api/media-gallery';
import { JOB_SOURCE } from '@domain/jobs';
import { saveDownload } from './data-table-actors';

export type JobsPanelActor = Actor<typeof jobsPanelMachine>;
export type JobActor = Actor<typeof jobMachine>;

/**
 * The logged-in user's background jobs (§4 Jobs): the panel's actor and one `job` actor per job it lists,
 * each polling while its job is open. Job actors report to the panel; the panel saves the list to the
 * user's cookie. One runtime at a time: it belongs to whoever is logged in.
 */
export class JobsRuntime {
  readonly panel: JobsPanelActor;
  private readonly actors = new Map<number, JobActor>();

  /** This browser has never kept the user's jobs: the panel starts from the server's list of them. */
  private readonly fromServer: boolean;

  constructor(readonly userId: number) {
    const cookies = typeof document === 'undefined' ? '' : document.cookie;
    this.fromServer = typeof document !== 'undefined' && !hasJobsCookie(cookies, userId);
    this.panel = createActor(
      jobsPanelMachine.provide({
        actions: {
          saveJobs: ({ context }) => {
            if (typeof document !== 'undefined')
              document.cookie = jobsCookie(
                this.userId,
                context.jobs.map((entry) => entry.job),
              );
          },
        },
      }),
      { input: { jobs: readJobsCookie(cookies, userId) } },
    );
    this.panel.subscribe(() => this.follow());
  }

  start(): this {
    this.panel.start();
    this.follow();
    if (this.fromServer) void this.restoreFromServer();
    return this;
  }

  /**
   * A new browser or device shows the jobs the user ran elsewhere (docs/decisions/0060), oldest added first
   * so the newest ends on top. Without the list the panel is just empty, as before: no error to show.
   */
  private async restoreFromServer() {
    const jobs = await listJobs().catch(() => []);
    if (this.panel.getSnapshot().status !== 'active') return;
    for (const job of [...jobs].reverse()) this.panel.send({ type: 'JOB.ADD', job });
  }

  /** A job actor for every listed job, none for a removed one. */
  private follow() {
    const listed = new Set<number>();
    for (const { job } of this.panel.getSnapshot().context.jobs) {
      listed.add(job.id);
      if (!this.actors.has(job.id)) this.actors.set(job.id, this.jobActor(job).start());
    }
    for (const [id, actor] of this.actors)
      if (!listed.has(id)) {
        actor.stop();
        this.actors.delete(id);
      }
  }

  private jobActor(job: JobAnswer): JobActor {
    const panel = this.panel;
    return createActor(
      jobMachine.provide({
        actors: {
          getJob: fromPromise(({ input, signal }) => getJob(input.id, signal)),
          // §7 A media-gallery zip comes from the gallery's queued-download address with the user's token.
          download: fromPromise(async ({ input }) =>
            saveDownload(
              job.jobs_key === JOB_SOURCE.MEDIA_GALLERY_DOWNLOAD
                ? await downloadQueuedZip(job.id)
                : await downloadJobFile(input.url),
            ),
          ),
        },
        actions: {
          reportProgress: ({ context }) => panel.send({ type: 'JOB.PROGRESS', job: context.job }),
          reportEnded: ({ context }) => panel.send({ type: 'JOB.ENDED', job: context.job }),
          reportDownload: ({ context }, downloading) =>
            panel.send({ type: 'JOB.DOWNLOAD', id: context.job.id, downloading }),
        },
      }),
      { input: { job } },
    );
  }

  job(id: number): JobActor | undefined {
    return this.actors.get(id);
  }

  add(job: JobAnswer) {
    this.panel.send({ type: 'JOB.ADD', job });
  }

  stop() {
    for (const actor of this.actors.values()) actor.stop();
    this.actors.clear();
    this.panel.stop();
  }
}

let current: JobsRuntime | null = null;

/** The runtime of the user now logged in: made on first use, replaced when another user logs in. */
export function jobsRuntimeFor(userId: number): JobsRuntime {
  if (current !== null && current.userId === userId) return current;
  current?.stop();
  current = new JobsRuntime(userId).start();
  return current;
}

/** Logged out: polling stops; the cookie stays for the user's next login (§4). */
export function stopJobsRuntime() {
  current?.stop();
  current = null;
}

/** A job some screen started (an export): the panel lists and watches it. */
export function watchJob(job: JobAnswer) {
  current?.add(job);
}
