import type { MachineEntry } from './catalog-types';
import { demoIssueThread } from './issue-thread.fixtures';
import { issueThreadMachine } from './issue-thread.machine';

const refusal = (status: number, message: string) => Object.assign(new Error(message), { status });

/** §3 Fault and issue, §7: the issue thread of a card. */
export const issueThreadEntry: MachineEntry = {
  id: 'issueThread',
  titleKey: 'statecharts.machines.issueThread',
  spec: '§3 Fault and issue',
  machine: issueThreadMachine,
  input: { productId: 12 },
  // The thread matters only as read or not: every answer is the same demo thread.
  serialize: ({ value, context }) => {
    const thread = context as { thread: unknown; error: string | null };
    return JSON.stringify([value, thread.thread !== null, thread.error]);
  },
  events: [
    {
      type: 'REPORT',
      issue: {
        type: 'qc',
        ns: 'card',
        identify: 'card',
        header: 'Certyfikat BIO',
        message: 'Brak certyfikatu.',
      },
    },
    { type: 'RESOLVE', id: 1, message: 'Gramatura dopisana.' },
    { type: 'ACCEPT', id: 2 },
    { type: 'REOPEN', id: 2, message: 'Tło nadal szare.' },
    { type: 'CANCEL', id: 1 },
    { type: 'RETRY' },
    { type: 'xstate.done.actor.loadThread', output: demoIssueThread },
    { type: 'xstate.error.actor.loadThread', error: refusal(500, 'Nie udało się wczytać zgłoszeń.') },
    { type: 'xstate.done.actor.sendRequest', output: demoIssueThread },
    {
      type: 'xstate.error.actor.sendRequest',
      error: refusal(409, 'Zgłoszenie zmieniło już status. Odśwież wątek i spróbuj ponownie.'),
    },
    {
      type: 'xstate.error.actor.sendRequest',
      error: refusal(403, 'Niestety nie masz dostępu do tego zasobu.'),
    },
  ],
};
