import { assign, fromPromise, setup } from 'xstate';
import type { IssueThread, IssueType } from '@domain/issues';

/** A new issue as the reporter writes it (§3 Issue). */
export interface IssueDraft {
  type: IssueType;
  ns: string;
  identify: string;
  header: string;
  message: string;
}

/** What the machine asks the server for: a report, or a step on one issue with optional words. */
export type IssueRequest =
  | { kind: 'report'; issue: IssueDraft }
  | { kind: 'resolve' | 'accept' | 'reopen' | 'cancel'; id: number; message?: string };

/** A refusal as the screen shows it: the HTTP status (null without an answer) and the words. */
export interface IssueRefusal {
  status: number | null;
  message: string;
}

export interface IssueThreadContext {
  productId: number;
  thread: IssueThread | null;
  /** The last refusal (403, 409, 400) or failure, shown until the next request. */
  error: string | null;
}

type Step = { id: number; message?: string };
export type IssueThreadEvent =
  | { type: 'REPORT'; issue: IssueDraft }
  | ({ type: 'RESOLVE' } & Step)
  | ({ type: 'ACCEPT' } & Step)
  | ({ type: 'REOPEN' } & Step)
  | ({ type: 'CANCEL' } & Step)
  | { type: 'RETRY' };

const KIND = { RESOLVE: 'resolve', ACCEPT: 'accept', REOPEN: 'reopen', CANCEL: 'cancel' } as const;

/** The request an event stands for. */
function requestOf(event: IssueThreadEvent): IssueRequest | null {
  if (event.type === 'REPORT') return { kind: 'report', issue: event.issue };
  if (event.type === 'RETRY') return null;
  return {
    kind: KIND[event.type],
    id: event.id,
    ...(event.message === undefined ? {} : { message: event.message }),
  };
}

function refusalOf(error: unknown): IssueRefusal {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const status = 'status' in error && typeof error.status === 'number' ? error.status : null;
    return { status, message: String(error.message) };
  }
  return { status: null, message: '' };
}

/**
 * §3 Fault and issue, §7 report-issues / resolve-issue / cancel-issue: the issue thread of a card. It
 * reads the thread, then each report or step (answer and resolve, accept, reopen, cancel) goes to the
 * server and its answer is the thread as it now is. A refusal (403, 400) or a failure stays on screen
 * until the next request; a 409 (someone took a step meanwhile) reads the thread again.
 */
export const issueThreadMachine = setup({
  types: {
    context: {} as IssueThreadContext,
    events: {} as IssueThreadEvent,
    input: {} as { productId: number },
  },
  actors: {
    loadThread: fromPromise<IssueThread, number>(async () => {
      throw new Error('loadThread is provided beside the issue thread panel');
    }),
    sendRequest: fromPromise<IssueThread, { productId: number; request: IssueRequest }>(async () => {
      throw new Error('sendRequest is provided beside the issue thread panel');
    }),
  },
  guards: {
    isConflict: ({ event }) => refusalOf((event as { error?: unknown }).error).status === 409,
  },
  actions: {
    assignError: assign({
      error: ({ event }) => refusalOf((event as { error?: unknown }).error).message,
    }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'issueThread',
  context: ({ input }) => ({ productId: input.productId, thread: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadThread',
        src: 'loadThread',
        input: ({ context }) => context.productId,
        onDone: { target: 'ready', actions: assign({ thread: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: 'assignError' },
      },
    },
    failed: { on: { RETRY: { target: 'loading', actions: 'clearError' } } },
    ready: {
      on: {
        REPORT: 'sending',
        RESOLVE: 'sending',
        ACCEPT: 'sending',
        REOPEN: 'sending',
        CANCEL: 'sending',
      },
    },
    sending: {
      entry: 'clearError',
      invoke: {
        id: 'sendRequest',
        src: 'sendRequest',
        input: ({ context, event }) => ({ productId: context.productId, request: requestOf(event)! }),
        onDone: { target: 'ready', actions: assign({ thread: ({ event }) => event.output }) },
        onError: [
          { guard: 'isConflict', target: 'loading', actions: 'assignError' },
          { target: 'ready', actions: 'assignError' },
        ],
      },
    },
  },
});
