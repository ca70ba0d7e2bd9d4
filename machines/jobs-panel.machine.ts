import { assign, setup } from 'xstate';
import type { Job as JobAnswer } from '@domain/jobs';

/** A job as the panel lists it: what the server said last, and whether its file is being downloaded. */
export interface PanelJob {
  job: JobAnswer;
  downloading: boolean;
}

export interface Notice {
  kind: 'success' | 'error';
  title: string;
}

export interface JobsPanelContext {
  /** Newest first (§2 Jobs panel). */
  jobs: PanelJob[];
  notice: Notice | null;
}

export type JobsPanelEvent =
  | { type: 'TOGGLE' }
  | { type: 'CLOSE' }
  | { type: 'JOB.ADD'; job: JobAnswer }
  | { type: 'JOB.PROGRESS'; job: JobAnswer }
  | { type: 'JOB.ENDED'; job: JobAnswer }
  | { type: 'JOB.DOWNLOAD'; id: number; downloading: boolean }
  | { type: 'JOB.REMOVE'; id: number }
  | { type: 'NOTICE.DISMISS' };

/** §9 Notification duration. */
export const NOTICE_MS = 4500;

const replace = (jobs: readonly PanelJob[], job: JobAnswer) =>
  jobs.map((entry) => (entry.job.id === job.id ? { ...entry, job } : entry));

/**
 * §2 Jobs panel, §4 Jobs: the user's background jobs. Collapsed it is a button, expanded a card listing
 * the jobs newest first. A job that ends opens the panel and shows a notice for 4.5 s ('job completed:
 * {title}' or 'job failed: {title}'). A job can be removed, except while its file is downloading. The
 * jobs are saved per user (`saveJobs`, provided by the app: a 7-day cookie) whenever the list changes.
 */
export const jobsPanelMachine = setup({
  types: {
    context: {} as JobsPanelContext,
    events: {} as JobsPanelEvent,
    input: {} as { jobs: readonly JobAnswer[] },
  },
  delays: { NOTICE: NOTICE_MS },
  guards: {
    removable: ({ context, event }) =>
      event.type === 'JOB.REMOVE' &&
      context.jobs.some((entry) => entry.job.id === event.id && !entry.downloading),
    known: ({ context, event }) =>
      'job' in event && context.jobs.some((entry) => entry.job.id === event.job.id),
  },
  actions: {
    add: assign({
      jobs: ({ context, event }) =>
        event.type === 'JOB.ADD'
          ? [
              { job: event.job, downloading: false },
              ...context.jobs.filter((entry) => entry.job.id !== event.job.id),
            ]
          : context.jobs,
    }),
    update: assign({
      jobs: ({ context, event }) => ('job' in event ? replace(context.jobs, event.job) : context.jobs),
    }),
    markDownload: assign({
      jobs: ({ context, event }) =>
        event.type === 'JOB.DOWNLOAD'
          ? context.jobs.map((entry) =>
              entry.job.id === event.id ? { ...entry, downloading: event.downloading } : entry,
            )
          : context.jobs,
    }),
    remove: assign({
      jobs: ({ context, event }) =>
        event.type === 'JOB.REMOVE'
          ? context.jobs.filter((entry) => entry.job.id !== event.id)
          : context.jobs,
    }),
    announce: assign({
      notice: ({ event }) =>
        event.type === 'JOB.ENDED'
          ? {
              kind: event.job.status === 'failed' ? ('error' as const) : ('success' as const),
              title: event.job.title,
            }
          : null,
    }),
    clearNotice: assign({ notice: null }),
    /** Provided by the app: the jobs and their sources go to the user's cookie (§4). */
    saveJobs: () => {},
  },
}).createMachine({
  id: 'jobsPanel',
  type: 'parallel',
  context: ({ input }) => ({
    jobs: [...input.jobs].sort((a, b) => b.id - a.id).map((job) => ({ job, downloading: false })),
    notice: null,
  }),
  on: {
    'JOB.ADD': { actions: ['add', 'saveJobs'] },
    'JOB.PROGRESS': { guard: 'known', actions: 'update' },
    'JOB.DOWNLOAD': { actions: 'markDownload' },
    'JOB.REMOVE': { guard: 'removable', actions: ['remove', 'saveJobs'] },
  },
  states: {
    panel: {
      initial: 'collapsed',
      states: {
        collapsed: {
          on: {
            TOGGLE: 'expanded',
            'JOB.ENDED': { guard: 'known', target: 'expanded', actions: ['update', 'saveJobs'] },
          },
        },
        expanded: {
          on: {
            TOGGLE: 'collapsed',
            CLOSE: 'collapsed',
            'JOB.ENDED': { guard: 'known', actions: ['update', 'saveJobs'] },
          },
        },
      },
    },
    notice: {
      initial: 'quiet',
      states: {
        quiet: { on: { 'JOB.ENDED': { guard: 'known', target: 'showing', actions: 'announce' } } },
        showing: {
          after: { NOTICE: { target: 'quiet', actions: 'clearNotice' } },
          on: {
            // Another job ended meanwhile: its notice replaces this one, with its own 4.5 s.
            'JOB.ENDED': { guard: 'known', target: 'showing', reenter: true, actions: 'announce' },
            'NOTICE.DISMISS': { target: 'quiet', actions: 'clearNotice' },
          },
        },
      },
    },
  },
});
