import type { JobsPanelContext } from '@machines/jobs-panel.machine';
import type { Cause, Check, Target, ViewContract } from '@machines/view-contract';

/** The panel's button: its name is the title and, while jobs are open, their count after it. */
const panelButton: Target = { role: 'button', name: { pattern: '^Zadania w tle' } };
const card: Target = { role: 'region', name: 'jobs.panel.title' };
const removeButton = (title: string): Target => ({
  role: 'button',
  name: { key: 'jobs.panel.remove', values: { title } },
  within: card,
});
const dismiss: Target = { role: 'button', name: 'jobs.panel.dismiss' };
const STATUSES = ['pending', 'running', 'finished', 'failed'] as const;

const expanded = (active: readonly string[] | undefined) =>
  active?.includes('jobsPanel.panel.expanded') ?? true;

/**
 * The machine takes some events in states where the screen offers no control for them (no jobs left, so
 * no button; a collapsed panel, so no remove button). There they are delivered as the app would send
 * them, so the replay still walks the chart; everywhere else the user's click causes them.
 */
const notOffered = (what: string): Cause => ({ app: `the screen offers no ${what} here; sent as is` });

/** Every listed job in the card: its remove button (disabled while its file downloads) and its status. */
function rows(context: JobsPanelContext): Check[] {
  return [
    ...context.jobs.map(({ job, downloading }): Check => ({
      see: removeButton(job.title),
      disabled: downloading,
    })),
    ...STATUSES.map((status): Check => {
      const count = context.jobs.filter(({ job }) => job.status === status).length;
      const tag: Target = { text: `jobs.panel.status.${status}`, within: card };
      return count ? { see: tag, count } : { absent: tag };
    }),
  ];
}

/** §2 Jobs panel, §4 Jobs: the panel over every page, on every state of the jobsPanel machine. */
export const jobsPanelViewContract: ViewContract<JobsPanelContext> = {
  machineId: 'jobsPanel',
  screen: 'jobs-panel',
  route: null,
  states: {
    // §2 Nothing is rendered while the user has no jobs.
    'jobsPanel.panel': (context) => [context.jobs.length ? { see: panelButton } : { absent: panelButton }],
    'jobsPanel.panel.collapsed': [{ absent: card }],
    'jobsPanel.panel.expanded': (context) =>
      context.jobs.length ? [{ see: card }, ...rows(context)] : [{ absent: card }],
    'jobsPanel.notice': [],
    // By its close button: the page under the panel may have status regions of its own.
    'jobsPanel.notice.quiet': [{ absent: dismiss }],
    'jobsPanel.notice.showing': (context) => [
      {
        see: {
          text: {
            key: context.notice?.kind === 'error' ? 'jobs.panel.failed' : 'jobs.panel.completed',
            values: { title: context.notice?.title ?? '' },
          },
        },
      },
      { see: dismiss },
    ],
  },
  events: {
    TOGGLE: (_event, context) =>
      context.jobs.length ? { user: 'click', target: panelButton } : notOffered('panel button (no jobs)'),
    CLOSE: (_event, context) =>
      context.jobs.length
        ? { user: 'click', target: { role: 'button', name: 'jobs.panel.collapse', within: card } }
        : notOffered('collapse button (no jobs)'),
    'JOB.ADD': { app: 'a screen starts a background job (a large export, an import)' },
    'JOB.PROGRESS': { app: "the job's poll answers pending or running" },
    'JOB.ENDED': { app: "the job's poll answers finished or failed" },
    'JOB.DOWNLOAD': { app: "the job row's download of the file starts or ends" },
    'JOB.REMOVE': (event, context, active) => {
      const job = context.jobs.find((entry) => entry.job.id === event['id']);
      return job && expanded(active)
        ? { user: 'click', target: removeButton(job.job.title) }
        : notOffered('remove button (the panel is collapsed)');
    },
    'NOTICE.DISMISS': { user: 'click', target: dismiss },
    'xstate.after.NOTICE.jobsPanel.notice.showing': { timer: true },
  },
};
