import { assign, fromPromise, setup } from 'xstate';
import type { BulkCellEdit, BulkChange, BulkGrid, BulkSaveMode, BulkSaveStarted } from '@domain/bulk-edit';
import { BULK_STATUS } from '@domain/constants';

/** What the grid asks the server to change: cell edits, a bulk product change, or the columns shown. */
export type BulkRequest =
  | { kind: 'edits'; edits: BulkCellEdit[] }
  | { kind: 'change'; change: BulkChange }
  | { kind: 'columns'; columns: string[] };

export interface BulkEditContext {
  /** The session; null while it is being created from the list's selection. */
  sessionId: number | null;
  /** The cards selected on the products list (route bulk-edit/new?ids=…). */
  ids: number[];
  grid: BulkGrid | null;
  /** The last failure's message (already translated by the server, or empty for a generic one). */
  error: string | null;
}

export type BulkEditEvent =
  | { type: 'CELL.EDIT'; edits: BulkCellEdit[] }
  | { type: 'BULK.CHANGE'; change: BulkChange }
  | { type: 'COLUMNS'; columns: string[] }
  | { type: 'VALIDATE' }
  | { type: 'SAVE'; mode: BulkSaveMode }
  | { type: 'RETRY' };

/** §4 Jobs, §9: the session is asked again at the job's poll interval while the save job runs. */
export const BULK_POLL_MS = 2000;

type Answered<T> = { event: { output: T } };
type Failed = { event: { error: unknown } };
const grid = ({ event }: Answered<BulkGrid>) => event.output;
const messageOf = (error: unknown) => (error instanceof Error ? error.message : '');

const editing = {
  'CELL.EDIT': { target: 'applying', actions: 'clearError' },
  'BULK.CHANGE': { target: 'applying', actions: 'clearError' },
  COLUMNS: { target: 'applying', actions: 'clearError' },
  VALIDATE: { target: 'validating', actions: 'clearError' },
} as const;

/**
 * §4 Bulk edit statuses: created 1, edited 2, validating 3, validated 4, saving 6, saved 7 — one state
 * each, plus creating (from the list's selection), loading and their failure. Every answer of the
 * server carries the whole grid; `routing` goes to the state of the status it says. Saving queues the
 * job (the jobs panel shows it) and follows the session until the job has saved it.
 */
export const bulkEditMachine = setup({
  types: {
    context: {} as BulkEditContext,
    events: {} as BulkEditEvent,
    input: {} as { sessionId: number | null; ids: number[] },
  },
  delays: { POLL: BULK_POLL_MS },
  actors: {
    createSession: fromPromise<number, { ids: number[] }>(async () => {
      throw new Error('createSession is provided by the app');
    }),
    loadGrid: fromPromise<BulkGrid, { id: number }>(async () => {
      throw new Error('loadGrid is provided by the app');
    }),
    apply: fromPromise<BulkGrid, { id: number; request: BulkRequest }>(async () => {
      throw new Error('apply is provided by the app');
    }),
    validate: fromPromise<BulkGrid, { id: number }>(async () => {
      throw new Error('validate is provided by the app');
    }),
    startSave: fromPromise<BulkSaveStarted, { id: number; mode: BulkSaveMode }>(async () => {
      throw new Error('startSave is provided by the app');
    }),
  },
  guards: {
    hasSession: ({ context }) => context.sessionId !== null,
    isCreated: ({ context }) => context.grid?.status === BULK_STATUS.CREATED,
    isValidated: ({ context }) => context.grid?.status === BULK_STATUS.VALIDATED,
    isSaving: ({ context }) => context.grid?.status === BULK_STATUS.SAVING,
    isSaved: ({ context }) => context.grid?.status === BULK_STATUS.SAVED,
    answerSaved: (_, answer: BulkGrid) => answer.status === BULK_STATUS.SAVED,
    answerNotSaving: (_, answer: BulkGrid) => answer.status !== BULK_STATUS.SAVING,
  },
  actions: {
    takeSession: assign({ sessionId: (_, id: number) => id }),
    takeGrid: assign({ grid: (_, answer: BulkGrid) => answer }),
    takeError: assign({ error: (_, error: unknown) => messageOf(error) }),
    clearError: assign({ error: null }),
    /** Provided by the app: the address becomes bulk-edit/{id} (a reload opens the same session). */
    sessionCreated: (_, _id: number) => {},
    /** Provided by the app: the jobs panel lists and watches the save job (§2 Jobs panel). */
    watchJob: (_, _started: BulkSaveStarted) => {},
  },
}).createMachine({
  id: 'bulkEdit',
  context: ({ input }) => ({ sessionId: input.sessionId, ids: input.ids, grid: null, error: null }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'hasSession', target: 'loading' }, { target: 'creating' }] },
    creating: {
      invoke: {
        id: 'createSession',
        src: 'createSession',
        input: ({ context }) => ({ ids: context.ids }),
        onDone: {
          target: 'loading',
          actions: [
            { type: 'takeSession', params: ({ event }: Answered<number>) => event.output },
            { type: 'sessionCreated', params: ({ event }: Answered<number>) => event.output },
          ],
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'takeError', params: ({ event }: Failed) => event.error },
        },
      },
    },
    loading: {
      invoke: {
        id: 'loadGrid',
        src: 'loadGrid',
        input: ({ context }) => ({ id: context.sessionId! }),
        onDone: { target: 'routing', actions: [{ type: 'takeGrid', params: grid }, 'clearError'] },
        onError: {
          target: 'loadFailed',
          actions: { type: 'takeError', params: ({ event }: Failed) => event.error },
        },
      },
    },
    loadFailed: { on: { RETRY: { target: 'start', actions: 'clearError' } } },
    // The state of the status the server answered (validating 3 found on load: the rules did not finish).
    routing: {
      always: [
        { guard: 'isCreated', target: 'created' },
        { guard: 'isValidated', target: 'validated' },
        { guard: 'isSaving', target: '#bulkEdit.saving.waiting' },
        { guard: 'isSaved', target: 'saved' },
        { target: 'edited' },
      ],
    },
    created: { on: editing },
    edited: { on: editing },
    validated: { on: { ...editing, SAVE: '#bulkEdit.saving.starting' } },
    applying: {
      invoke: {
        id: 'apply',
        src: 'apply',
        input: ({ context, event }) => ({ id: context.sessionId!, request: requestOf(event) }),
        onDone: { target: 'routing', actions: { type: 'takeGrid', params: grid } },
        onError: {
          target: 'routing',
          actions: { type: 'takeError', params: ({ event }: Failed) => event.error },
        },
      },
    },
    validating: {
      invoke: {
        id: 'validate',
        src: 'validate',
        input: ({ context }) => ({ id: context.sessionId! }),
        onDone: { target: 'routing', actions: { type: 'takeGrid', params: grid } },
        onError: {
          target: 'routing',
          actions: { type: 'takeError', params: ({ event }: Failed) => event.error },
        },
      },
    },
    saving: {
      initial: 'starting',
      states: {
        starting: {
          invoke: {
            id: 'startSave',
            src: 'startSave',
            input: ({ context, event }) => ({
              id: context.sessionId!,
              mode: event.type === 'SAVE' ? event.mode : 'ready',
            }),
            onDone: {
              target: 'waiting',
              actions: { type: 'watchJob', params: ({ event }: Answered<BulkSaveStarted>) => event.output },
            },
            onError: {
              target: '#bulkEdit.routing',
              actions: { type: 'takeError', params: ({ event }: Failed) => event.error },
            },
          },
        },
        waiting: { after: { POLL: 'checking' } },
        checking: {
          invoke: {
            id: 'checkSaved',
            src: 'loadGrid',
            input: ({ context }) => ({ id: context.sessionId! }),
            onDone: [
              {
                guard: { type: 'answerSaved', params: grid },
                target: '#bulkEdit.saved',
                actions: { type: 'takeGrid', params: grid },
              },
              // The save job failed: the server gave the session back (validated 4) to be saved again.
              {
                guard: { type: 'answerNotSaving', params: grid },
                target: '#bulkEdit.routing',
                actions: { type: 'takeGrid', params: grid },
              },
              { target: 'waiting', actions: { type: 'takeGrid', params: grid } },
            ],
            // §8 A failed poll is ignored: asked again after the interval.
            onError: 'waiting',
          },
        },
      },
    },
    saved: { type: 'final' },
  },
});

function requestOf(event: BulkEditEvent): BulkRequest {
  if (event.type === 'CELL.EDIT') return { kind: 'edits', edits: event.edits };
  if (event.type === 'BULK.CHANGE') return { kind: 'change', change: event.change };
  if (event.type === 'COLUMNS') return { kind: 'columns', columns: event.columns };
  return { kind: 'columns', columns: [] };
}
