import { assign, fromPromise, setup } from 'xstate';
import type { AuditEntryView, AuditFilters, AuditPageView, AuditScope } from '@domain/audit';

/** What the screen reads the trail within, as chosen by its route. */
export interface ChangeLogInput {
  scope: AuditScope;
  filters: AuditFilters;
}

export interface ChangeLogReadInput {
  scope: AuditScope;
  filters: AuditFilters;
  /** The last entry id of the pages shown; null for the first page. */
  before: number | null;
}

export interface ChangeLogContext extends ChangeLogInput {
  entries: AuditEntryView[];
  nextBefore: number | null;
  /** What the export request came to: queued as a background job, refused, or not asked. */
  notice: 'queued' | 'failed' | null;
}

export type ChangeLogEvent =
  { type: 'FILTER.APPLY'; filters: AuditFilters } | { type: 'MORE' } | { type: 'EXPORT' } | { type: 'RETRY' };

/**
 * The change-log report, a user's history and a company's history (docs/decisions/0052): the filters are
 * read into a first page of changes (or "no changes", or a failure to try again); older pages are added
 * below; the export of everything the filters select goes to the background jobs.
 */
export const changeLogMachine = setup({
  types: {
    context: {} as ChangeLogContext,
    events: {} as ChangeLogEvent,
    input: {} as ChangeLogInput,
  },
  actors: {
    load: fromPromise<AuditPageView, ChangeLogReadInput>(async () => {
      throw new Error('load is provided beside the change-log screen');
    }),
    exportTrail: fromPromise<void, ChangeLogInput>(async () => {
      throw new Error('exportTrail is provided beside the change-log screen');
    }),
  },
  actions: {
    assignFilters: assign({
      filters: ({ event }) => (event.type === 'FILTER.APPLY' ? event.filters : {}),
    }),
    forgetNotice: assign({ notice: null }),
  },
  guards: {
    hasEntries: (_, params: { output: AuditPageView }) => params.output.entries.length > 0,
    hasMore: ({ context }) => context.nextBefore !== null,
  },
}).createMachine({
  id: 'changeLog',
  context: ({ input }) => ({ ...input, entries: [], nextBefore: null, notice: null }),
  initial: 'loading',
  states: {
    loading: {
      // A new read starts a new report: what an earlier export came to is no longer said.
      entry: 'forgetNotice',
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ scope: context.scope, filters: context.filters, before: null }),
        onDone: [
          {
            guard: { type: 'hasEntries', params: ({ event }) => ({ output: event.output }) },
            target: 'page',
            actions: assign({
              entries: ({ event }) => event.output.entries,
              nextBefore: ({ event }) => event.output.next_before,
            }),
          },
          { target: 'empty', actions: assign({ entries: [], nextBefore: null }) },
        ],
        onError: 'failed',
      },
    },
    page: {
      initial: 'idle',
      on: { 'FILTER.APPLY': { target: 'loading', actions: 'assignFilters' } },
      states: {
        idle: {
          on: {
            MORE: { guard: 'hasMore', target: 'loadingMore' },
            EXPORT: 'exporting',
          },
        },
        loadingMore: {
          invoke: {
            id: 'load',
            src: 'load',
            input: ({ context }) => ({
              scope: context.scope,
              filters: context.filters,
              before: context.nextBefore,
            }),
            onDone: {
              target: 'idle',
              actions: assign({
                entries: ({ context, event }) => [...context.entries, ...event.output.entries],
                nextBefore: ({ event }) => event.output.next_before,
              }),
            },
            onError: '#changeLog.failed',
          },
        },
        exporting: {
          invoke: {
            id: 'exportTrail',
            src: 'exportTrail',
            input: ({ context }) => ({ scope: context.scope, filters: context.filters }),
            onDone: { target: 'idle', actions: assign({ notice: 'queued' }) },
            onError: { target: 'idle', actions: assign({ notice: 'failed' }) },
          },
        },
      },
    },
    empty: {
      on: { 'FILTER.APPLY': { target: 'loading', actions: 'assignFilters' } },
    },
    failed: {
      on: {
        RETRY: 'loading',
        'FILTER.APPLY': { target: 'loading', actions: 'assignFilters' },
      },
    },
  },
});
