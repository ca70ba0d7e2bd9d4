import { assign, fromPromise, setup } from 'xstate';
import type { VersionComparison, VersionEntry, VersionPage } from '@domain/card-history';

/** A refusal as the history shows it: the HTTP status (null without an answer) and the words. */
export interface CardHistoryRefusal {
  status: number | null;
  message: string;
}

export interface CardHistoryInput {
  productId: number;
}

export interface CardHistoryContext extends CardHistoryInput {
  /** The versions read so far, newest first. */
  versions: readonly VersionEntry[];
  /** The `before` of the next page, or null at the first version. */
  next: number | null;
  /** The page being read: null for the first. */
  before: number | null;
  /** The card's version when the history was read: a restore is saved against it. */
  currentVersion: number;
  canRestore: boolean;
  /** The older and the newer version to compare. */
  from: number | null;
  to: number | null;
  comparison: VersionComparison | null;
  /** Restore keys of the differences the user chose. */
  chosen: readonly string[];
  /** Whether the restore brings back the whole older version (else the chosen fields). */
  whole: boolean;
  /** The last restore: the new version it saved and the version it brought back, shown over the timeline. */
  restored: { version: number; from: number } | null;
  error: string | null;
}

export type CardHistoryEvent =
  | { type: 'PICK'; side: 'from' | 'to'; version: number }
  | { type: 'MORE' }
  | { type: 'COMPARE' }
  | { type: 'CHOOSE'; key: string }
  | { type: 'RESTORE.CHOSEN' }
  | { type: 'RESTORE.WHOLE' }
  | { type: 'BACK' }
  | { type: 'RELOAD' };

export interface RestoreInput {
  productId: number;
  currentVersion: number;
  /** Null only before a comparison is read, which the chart never restores from. */
  comparison: VersionComparison | null;
  /** The chosen restore keys, or null for the whole version. */
  keys: readonly string[] | null;
}

function refusalOf(event: unknown): CardHistoryRefusal {
  const error = typeof event === 'object' && event !== null && 'error' in event ? event.error : null;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const status = 'status' in error && typeof error.status === 'number' ? error.status : null;
    return { status, message: String(error.message) };
  }
  return { status: null, message: '' };
}

const FIRST_PAGE = { versions: [], next: null, before: null, comparison: null, chosen: [], error: null };

/**
 * Card history (docs/decisions/0053, §4 Saving): the timeline of a card's versions, newest first and paged
 * on; two versions compared field by field; a restore of the whole older version or of chosen fields,
 * saved as a new version through the normal save against the version read — a card changed meanwhile is
 * the usual 409 and nothing is written.
 */
export const cardHistoryMachine = setup({
  types: {
    context: {} as CardHistoryContext,
    events: {} as CardHistoryEvent,
    input: {} as CardHistoryInput,
  },
  actors: {
    loadHistory: fromPromise<VersionPage, { productId: number; before: number | null }>(async () => {
      throw new Error('loadHistory is provided beside the card history');
    }),
    loadComparison: fromPromise<VersionComparison, { productId: number; from: number; to: number }>(
      async () => {
        throw new Error('loadComparison is provided beside the card history');
      },
    ),
    restore: fromPromise<{ version: number }, RestoreInput>(async () => {
      throw new Error('restore is provided beside the card history');
    }),
  },
  guards: {
    isConflict: ({ event }) => refusalOf(event).status === 409,
  },
  actions: {
    assignPick: assign(({ event }) => {
      if (event.type !== 'PICK') return {};
      return event.side === 'from' ? { from: event.version } : { to: event.version };
    }),
    toggleChoice: assign({
      chosen: ({ context, event }) => {
        if (event.type !== 'CHOOSE') return context.chosen;
        return context.chosen.includes(event.key)
          ? context.chosen.filter((key) => key !== event.key)
          : [...context.chosen, event.key];
      },
    }),
    assignError: assign({ error: ({ event }) => refusalOf(event).message }),
    startOver: assign({ ...FIRST_PAGE, from: null, to: null, restored: null }),
  },
}).createMachine({
  id: 'cardHistory',
  context: ({ input }) => ({
    ...input,
    ...FIRST_PAGE,
    currentVersion: 0,
    canRestore: false,
    from: null,
    to: null,
    whole: false,
    restored: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadHistory',
        src: 'loadHistory',
        input: ({ context }) => ({ productId: context.productId, before: context.before }),
        onDone: {
          target: 'timeline',
          actions: assign(({ context, event }) => {
            const versions = [...context.versions, ...event.output.versions];
            // The newest two are compared unless the user picks others.
            return {
              versions,
              next: event.output.next,
              currentVersion: context.before === null ? event.output.current_version : context.currentVersion,
              canRestore: event.output.can_restore,
              from: context.from ?? versions[1]?.version ?? versions[0]?.version ?? null,
              to: context.to ?? versions[0]?.version ?? null,
            };
          }),
        },
        onError: { target: 'failed', actions: 'assignError' },
      },
    },
    timeline: {
      on: {
        PICK: { actions: 'assignPick' },
        MORE: { target: 'loading', actions: assign({ before: ({ context }) => context.next }) },
        COMPARE: { target: 'comparing', actions: assign({ comparison: null, chosen: [], restored: null }) },
      },
    },
    comparing: {
      initial: 'reading',
      on: { BACK: 'timeline' },
      states: {
        reading: {
          invoke: {
            id: 'loadComparison',
            src: 'loadComparison',
            // Whichever way round the user picked them, the older is compared with the newer.
            input: ({ context }) => ({
              productId: context.productId,
              from: Math.min(context.from ?? 0, context.to ?? 0),
              to: Math.max(context.from ?? 0, context.to ?? 0),
            }),
            onDone: { target: 'shown', actions: assign({ comparison: ({ event }) => event.output }) },
            onError: { target: '#cardHistory.failed', actions: 'assignError' },
          },
        },
        shown: {
          on: {
            CHOOSE: { actions: 'toggleChoice' },
            'RESTORE.CHOSEN': { target: '#cardHistory.restoring', actions: assign({ whole: false }) },
            'RESTORE.WHOLE': { target: '#cardHistory.restoring', actions: assign({ whole: true }) },
          },
        },
      },
    },
    restoring: {
      invoke: {
        id: 'restore',
        src: 'restore',
        input: ({ context }) => ({
          productId: context.productId,
          currentVersion: context.currentVersion,
          comparison: context.comparison,
          keys: context.whole ? null : context.chosen,
        }),
        // The timeline is read again from the top so the restore shows as its newest version.
        onDone: {
          target: 'loading',
          actions: assign(({ context, event }) => ({
            ...FIRST_PAGE,
            from: null,
            to: null,
            restored: { version: event.output.version, from: context.comparison?.from.version ?? 0 },
          })),
        },
        onError: [
          { guard: 'isConflict', target: 'conflict', actions: 'assignError' },
          { target: 'failed', actions: 'assignError' },
        ],
      },
    },
    conflict: { on: { RELOAD: { target: 'loading', actions: 'startOver' } } },
    failed: { on: { RELOAD: { target: 'loading', actions: 'startOver' } } },
  },
});
