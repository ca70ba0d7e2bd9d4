import { assign, fromPromise, setup } from 'xstate';
import type { Job as JobAnswer } from '@domain/jobs';

export interface JobContext {
  job: JobAnswer;
  /** The last download failed (§8: a generic fetch error message). */
  downloadFailed: boolean;
}

export type JobEvent = { type: 'DOWNLOAD' };

/** §4 Jobs, §9: the poll interval given in the spec. */
export const JOB_POLL_MS = 2000;

type Answered = { event: { output: JobAnswer } };
const answer = ({ event }: Answered) => event.output;

/**
 * Pending and running poll alike: wait, ask, and go where the answer says (an unchanged status waits
 * again); a failed poll waits again (§8: ignored silently).
 */
const polling = {
  initial: 'waiting',
  states: {
    waiting: { after: { POLL: 'polling' } },
    polling: {
      invoke: {
        id: 'getJob',
        src: 'getJob',
        input: ({ context }: { context: JobContext }) => ({ id: context.job.id }),
        onDone: [
          {
            guard: { type: 'answerFinished', params: answer },
            target: '#job.finished',
            actions: [{ type: 'take', params: answer }, 'complete', 'reportEnded'],
          },
          {
            guard: { type: 'answerFailed', params: answer },
            target: '#job.failed',
            actions: [{ type: 'take', params: answer }, 'complete', 'reportEnded'],
          },
          {
            guard: { type: 'answerRunning', params: answer },
            target: '#job.running',
            actions: [{ type: 'take', params: answer }, 'reportProgress'],
          },
          { target: '#job.pending', actions: [{ type: 'take', params: answer }, 'reportProgress'] },
        ],
        onError: 'waiting',
      },
    },
  },
} as const;

/**
 * §4 Jobs: one background job as the client watches it. While pending or running it asks the server
 * every 2000 ms (§7 get-job); a failed poll is ignored and asked again later (§8). On finished or failed
 * polling stops, the percentage is set to 100 and the panel is told (`reportEnded`: it opens and says
 * so). A finished job with a file can be downloaded; while that runs the panel keeps it (`reportDownload`).
 */
export const jobMachine = setup({
  types: {
    context: {} as JobContext,
    events: {} as JobEvent,
    input: {} as { job: JobAnswer },
  },
  delays: { POLL: JOB_POLL_MS },
  actors: {
    getJob: fromPromise<JobAnswer, { id: number }>(async () => {
      throw new Error('getJob is provided by the app');
    }),
    download: fromPromise<void, { url: string }>(async () => {
      throw new Error('download is provided by the app');
    }),
  },
  guards: {
    startsPending: ({ context }) => context.job.status === 'pending',
    startsRunning: ({ context }) => context.job.status === 'running',
    startsFinished: ({ context }) => context.job.status === 'finished',
    answerFinished: (_, answer: JobAnswer) => answer.status === 'finished',
    answerFailed: (_, answer: JobAnswer) => answer.status === 'failed',
    answerRunning: (_, answer: JobAnswer) => answer.status === 'running',
    hasFile: ({ context }) => context.job.result?.download !== undefined,
  },
  actions: {
    take: assign({ job: (_, answer: JobAnswer) => answer }),
    complete: assign({
      job: ({ context }) => ({ ...context.job, output: { ...context.job.output, percentage: 100 } }),
    }),
    /** Provided by the app: the jobs panel hears of the change (progress, end, a download). */
    reportProgress: () => {},
    reportEnded: () => {},
    reportDownload: (_, _downloading: boolean) => {},
    markDownloadFailed: assign({ downloadFailed: true }),
    clearDownloadFailed: assign({ downloadFailed: false }),
  },
}).createMachine({
  id: 'job',
  context: ({ input }) => ({ job: input.job, downloadFailed: false }),
  initial: 'restoring',
  states: {
    // A job restored from the cookie (§4) or just started: it goes on from the status it had.
    restoring: {
      always: [
        { guard: 'startsPending', target: 'pending' },
        { guard: 'startsRunning', target: 'running' },
        { guard: 'startsFinished', target: 'finished' },
        { target: 'failed' },
      ],
    },
    pending: polling,
    running: polling,
    finished: {
      on: {
        DOWNLOAD: {
          guard: 'hasFile',
          target: 'downloading',
          actions: ['clearDownloadFailed', { type: 'reportDownload', params: true }],
        },
      },
    },
    downloading: {
      invoke: {
        id: 'download',
        src: 'download',
        input: ({ context }) => ({ url: context.job.result?.download ?? '' }),
        onDone: { target: 'finished', actions: { type: 'reportDownload', params: false } },
        onError: {
          target: 'finished',
          actions: ['markDownloadFailed', { type: 'reportDownload', params: false }],
        },
      },
    },
    failed: {},
  },
});
