import type { ChangeLogContext } from '@machines/change-log.machine';
import type { Check, ViewContract } from '@machines/view-contract';

const apply = { role: 'button', name: 'auditTrail.filters.apply' };
const more = { role: 'button', name: 'auditTrail.more' };
const exportButton = { role: 'button', name: 'auditTrail.export' };
const retry = { role: 'button', name: 'auditTrail.retry' };
const table = { role: 'table' };

/** What the export request came to, above the changes. */
function noticeCheck(context: ChangeLogContext): Check {
  if (context.notice === 'queued')
    return { see: { text: 'auditTrail.exportQueued', within: { role: 'status' } } };
  if (context.notice === 'failed')
    return { see: { text: 'auditTrail.exportFailed', within: { role: 'alert' } } };
  return { absent: { role: 'alert' } };
}

/** The page of changes: each change's new value in the table, "older" while there are more, the export. */
function pageChecks(context: ChangeLogContext, busy: 'more' | 'export' | null): Check[] {
  const newest = context.entries[0]?.changes[0];
  return [
    { see: table },
    ...(typeof newest?.after === 'string'
      ? [{ see: { text: { literal: newest.after }, within: table } }]
      : []),
    context.nextBefore === null ? { absent: more } : { see: more, disabled: busy === 'more' },
    { see: exportButton, disabled: busy === 'export' },
    { see: apply, disabled: false },
    { absent: retry },
    noticeCheck(context),
  ];
}

/**
 * The change-log report, user history and company history (docs/decisions/0052) on every state of the
 * changeLog machine: filters over the changes, page by page, and the export as a background job.
 */
export const changeLogViewContract: ViewContract<ChangeLogContext> = {
  machineId: 'changeLog',
  screen: 'change-log-report',
  route: '/changelog-report/show',
  states: {
    // Skeletons while the page is read: the filters wait, nothing else is offered.
    'changeLog.loading': [
      { see: apply, disabled: true },
      { absent: table },
      { absent: retry },
      { absent: exportButton },
    ],
    'changeLog.page': [],
    'changeLog.page.idle': (context) => pageChecks(context, null),
    'changeLog.page.loadingMore': (context) => pageChecks(context, 'more'),
    'changeLog.page.exporting': (context) => pageChecks(context, 'export'),
    'changeLog.empty': [
      { see: { text: 'auditTrail.empty', within: { role: 'status' } } },
      { absent: table },
      { absent: exportButton },
      { see: apply, disabled: false },
    ],
    'changeLog.failed': [
      { see: { text: 'auditTrail.failed', within: { role: 'alert' } } },
      { see: retry },
      { absent: table },
      { see: apply, disabled: false },
    ],
  },
  events: {
    'FILTER.APPLY': {
      user: 'steps',
      steps: [
        { user: 'choose', target: { label: 'auditTrail.filters.source' }, option: 'auditTrail.sources.ui' },
        { user: 'click', target: apply },
      ],
    },
    MORE: (_event, context) =>
      context.nextBefore === null
        ? { app: 'the older-changes button is not shown when the page was the last' }
        : { user: 'click', target: more },
    EXPORT: { user: 'click', target: exportButton },
    RETRY: { user: 'click', target: retry },
    'xstate.done.actor.load': { server: 'server answers a page of changes' },
    'xstate.error.actor.load': { server: 'server answers 500 to the read' },
    'xstate.done.actor.exportTrail': { server: 'server queues the export job' },
    'xstate.error.actor.exportTrail': { server: 'server refuses the export' },
  },
};
