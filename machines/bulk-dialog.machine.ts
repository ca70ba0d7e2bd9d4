import { assign, fromPromise, setup } from 'xstate';
import { Refusal, type FieldFault } from '@domain/refusal';

/**
 * What the dialog loaded, sent, was told by the dry run and by the write. The three modals give them their
 * own shapes (src/contract/bulk-products.ts); the flow does not look inside.
 */
export interface BulkDialogContext {
  loaded: unknown;
  draft: unknown;
  preview: unknown;
  result: unknown;
  /** The server's faults per row and field (§3 fault shape), shown in the dialog. */
  faults: FieldFault[];
  /** A failure that belongs to no row (offline, session ended), in the user's language. */
  message: string | null;
}

export type BulkDialogEvent =
  | { type: 'SUBMIT'; draft: unknown }
  | { type: 'CONFIRM' }
  | { type: 'BACK' }
  | { type: 'EDIT' }
  | { type: 'RETRY' };

/** The error of an actor's failure event (`xstate.error.actor.*`); null for any other event. */
const errorOf = (event: { type: string }): unknown =>
  'error' in event ? (event as { error: unknown }).error : null;
const faultsOf = (event: { type: string }) => {
  const error = errorOf(event);
  return error instanceof Refusal ? error.faults : [];
};
const messageOf = (event: { type: string }) => {
  const error = errorOf(event);
  return error instanceof Error ? error.message : '';
};

const unprovided = (name: string) =>
  fromPromise<unknown, { draft: unknown }>(async () => {
    throw new Error(`${name} is provided by the dialog`);
  });

/**
 * §2 Modals bulk numbers, bulk assign and create many products (docs/decisions/0024): load what the dialog
 * needs, let the user edit, ask the server for a dry run (per-row faults, or the counts to confirm), then
 * write once on confirmation. Faults from the dry run or the write go back to the grid; a failure that is
 * no fault keeps the user's input and says so.
 */
export const bulkDialogMachine = setup({
  types: { context: {} as BulkDialogContext, events: {} as BulkDialogEvent },
  actors: { load: unprovided('load'), check: unprovided('check'), submit: unprovided('submit') },
  actions: {
    takeDraft: assign({
      draft: ({ event }) => (event.type === 'SUBMIT' ? event.draft : null),
      faults: () => [],
      message: () => null,
    }),
    clearMessage: assign({ message: () => null }),
    takeFaults: assign({ faults: ({ event }) => faultsOf(event), message: () => null }),
    takeMessage: assign({ message: ({ event }) => messageOf(event) }),
  },
  guards: {
    hasFaults: ({ event }) => faultsOf(event).length > 0,
  },
}).createMachine({
  id: 'bulkDialog',
  context: { loaded: null, draft: null, preview: null, result: null, faults: [], message: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ draft: context.draft }),
        onDone: { target: 'editing', actions: assign({ loaded: ({ event }) => event.output }) },
        onError: { target: 'loadFailed', actions: 'takeMessage' },
      },
    },
    loadFailed: { on: { RETRY: { target: 'loading', actions: 'clearMessage' } } },
    editing: { on: { SUBMIT: { target: 'checking', actions: 'takeDraft' } } },
    checking: {
      invoke: {
        id: 'check',
        src: 'check',
        input: ({ context }) => ({ draft: context.draft }),
        onDone: { target: 'confirming', actions: assign({ preview: ({ event }) => event.output }) },
        onError: [
          { guard: 'hasFaults', target: 'invalid', actions: 'takeFaults' },
          { target: 'editing', actions: 'takeMessage' },
        ],
      },
    },
    invalid: {
      on: {
        SUBMIT: { target: 'checking', actions: 'takeDraft' },
        EDIT: 'editing',
      },
    },
    confirming: {
      on: {
        CONFIRM: { target: 'submitting', actions: 'clearMessage' },
        BACK: { target: 'editing', actions: 'clearMessage' },
      },
    },
    submitting: {
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => ({ draft: context.draft }),
        onDone: { target: 'done', actions: assign({ result: ({ event }) => event.output }) },
        onError: [
          { guard: 'hasFaults', target: 'invalid', actions: 'takeFaults' },
          { target: 'confirming', actions: 'takeMessage' },
        ],
      },
    },
    done: { type: 'final' },
  },
});
