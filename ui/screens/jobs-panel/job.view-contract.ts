import type { JobContext } from '@machines/job.machine';
import type { Check, Target, ViewContract } from '@machines/view-contract';

const card: Target = { role: 'region', name: 'jobs.panel.title' };
const download: Target = { role: 'button', name: 'jobs.panel.download', within: card };
const removeOf = (context: JobContext): Target => ({
  role: 'button',
  name: { key: 'jobs.panel.remove', values: { title: context.job.title } },
  within: card,
});
const status = (name: JobContext['job']['status']): Check => ({
  see: { text: `jobs.panel.status.${name}`, within: card },
});

/** The row's progress line: "{current} z {total} {percentage}%" (§2 Jobs panel), or the percentage alone. */
function progress(context: JobContext): Check {
  const { current_item: current, total_items: total, percentage } = context.job.output;
  const counted = total > 0 ? `${current} z ${total}\\s+` : '\\s*';
  return { see: { text: { pattern: `^${counted}${percentage}%$` }, within: card } };
}

/** What the server said of the job's end, under its row. */
const result = (context: JobContext): Check[] =>
  context.job.result ? [{ see: { text: { literal: context.job.result.message }, within: card } }] : [];

/**
 * §4 Jobs, §2 Jobs panel: one job's row in the expanded panel, on every state of the job machine. Polling
 * is silent (§8: a failed poll is ignored), so waiting and polling look alike.
 */
export const jobViewContract: ViewContract<JobContext> = {
  machineId: 'job',
  screen: 'jobs-panel',
  route: null,
  states: {
    // Passed through at once on start: the row is drawn in the state the job goes on from.
    'job.restoring': [],
    'job.pending': (context) => [status('pending'), progress(context), { absent: download }],
    'job.pending.waiting': [],
    'job.pending.polling': [],
    'job.running': (context) => [status('running'), progress(context), { absent: download }],
    'job.running.waiting': [],
    'job.running.polling': [],
    'job.finished': (context) => [
      status('finished'),
      progress(context),
      ...result(context),
      context.job.result?.download === undefined ? { absent: download } : { see: download, disabled: false },
      { see: removeOf(context), disabled: false },
      context.downloadFailed
        ? { see: { text: 'jobs.panel.downloadFailed', within: { role: 'alert' } } }
        : { absent: { role: 'alert' } },
    ],
    // §4 A job whose file is downloading cannot be removed.
    'job.downloading': (context) => [
      status('finished'),
      { see: download, disabled: true },
      { see: removeOf(context), disabled: true },
      { absent: { role: 'alert' } },
    ],
    'job.failed': (context) => [
      status('failed'),
      progress(context),
      ...result(context),
      { absent: download },
    ],
  },
  events: {
    'xstate.after.POLL.job.pending.waiting': { timer: true },
    'xstate.after.POLL.job.running.waiting': { timer: true },
    'xstate.done.actor.getJob': (event) => ({
      server: `get-job answers ${(event['output'] as JobContext['job']).status}`,
    }),
    'xstate.error.actor.getJob': { server: 'get-job fails (offline): ignored, asked again later' },
    // A job without a file (or not finished) shows no download button: the machine's refusal of a stray
    // DOWNLOAD (its guard's "no") can only come from elsewhere, never from this row.
    DOWNLOAD: (_event, context, active) =>
      active.includes('job.finished') && context.job.result?.download !== undefined
        ? { user: 'click', target: download }
        : { app: 'a download asked for a job that has no file to give: refused' },
    'xstate.done.actor.download': { server: 'the file is saved' },
    'xstate.error.actor.download': { server: 'the download fails' },
  },
};
