import type { IssueThreadContext } from '@machines/issue-thread.machine';
import type { Check, Target, ViewContract } from '@machines/view-contract';

// The demo thread the catalog's replay answers with (machines/issue-thread.fixtures.ts).
const waiting = { role: 'article', name: { literal: 'Nazwa handlowa' } };
const answered = { role: 'article', name: { literal: 'Zdjęcie frontu' } };
const button = (name: string, within?: Target): Target => ({
  role: 'button',
  name,
  ...(within ? { within } : {}),
});
const resolve = button('issueThread.resolve', waiting);

const refusal = (context: IssueThreadContext): Check =>
  context.error === null
    ? { absent: { role: 'alert' } }
    : { see: { text: { literal: context.error }, within: { role: 'alert' } } };

/**
 * §3 Fault and issue, §7: the issue thread in the card's details, on every state of its machine: the
 * reporter's form, each issue with its steps and the buttons of the steps the user may take, the refusal
 * of the last request in red.
 */
export const issueThreadViewContract: ViewContract<IssueThreadContext> = {
  machineId: 'issueThread',
  screen: 'product-details',
  route: '/product/12/details',
  states: {
    'issueThread.loading': (context) =>
      context.thread === null
        ? [{ see: { role: 'status', name: 'issueThread.loading' } }]
        : [{ see: waiting }, refusal(context)],
    'issueThread.failed': (context) => [
      { see: button('issueThread.retry') },
      { see: { text: { literal: context.error ?? '' } } },
    ],
    'issueThread.ready': (context) => [
      { see: { role: 'form', name: 'issueThread.report.title' } },
      { see: waiting },
      { see: resolve, disabled: false },
      { see: button('issueThread.accept', answered), disabled: false },
      refusal(context),
    ],
    'issueThread.sending': [{ see: resolve, disabled: true }, { absent: { role: 'alert' } }],
  },
  events: {
    REPORT: (event) => {
      const issue = event['issue'] as { header: string; message: string };
      return {
        user: 'steps',
        steps: [
          { user: 'type', target: { label: 'issueThread.report.header' }, text: issue.header },
          { user: 'type', target: { label: 'issueThread.report.message' }, text: issue.message },
          { user: 'click', target: button('issueThread.report.submit') },
        ],
      };
    },
    RESOLVE: (event) => ({
      user: 'steps',
      steps: [
        {
          user: 'type',
          target: { label: 'issueThread.answer', within: waiting },
          text: String(event['message']),
        },
        { user: 'click', target: resolve },
      ],
    }),
    ACCEPT: { user: 'click', target: button('issueThread.accept', answered) },
    REOPEN: (event) => ({
      user: 'steps',
      steps: [
        {
          user: 'type',
          target: { label: 'issueThread.note', within: answered },
          text: String(event['message']),
        },
        { user: 'click', target: button('issueThread.reopen', answered) },
      ],
    }),
    CANCEL: { user: 'click', target: button('issueThread.cancel', waiting) },
    RETRY: { user: 'click', target: button('issueThread.retry') },
    'xstate.done.actor.loadThread': { server: 'server answers the thread of the card' },
    'xstate.error.actor.loadThread': { server: 'server fails to read the thread' },
    'xstate.done.actor.sendRequest': { server: 'server takes the report or the step and answers the thread' },
    'xstate.error.actor.sendRequest': (event) => {
      const status = (event['error'] as { status?: number }).status;
      return {
        server:
          status === 409
            ? 'server answers 409: the issue changed status meanwhile'
            : 'server answers 403: the user is not on the side that takes this step',
      };
    },
  },
};
