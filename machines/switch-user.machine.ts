import { assign, emit, fromPromise, setup } from 'xstate';
import type { SwitchAnswer } from './session.machine';

/** An account one may act as, as the dialog lists it. */
export interface SwitchTargetOption {
  user_id: number;
  name: string;
  email: string;
  company_name: string | null;
  expires_on: string;
}

export interface SwitchUserContext {
  targets: SwitchTargetOption[];
  chosen: number | null;
  /** The server's words when a switch was refused. */
  error: string | null;
}

export type SwitchUserEvent =
  { type: 'CHOOSE'; userId: number | null } | { type: 'SUBMIT' } | { type: 'RETRY' };

export type SwitchUserEmitted = { type: 'switched'; answer: SwitchAnswer };

const errorText = ({ event }: { event: unknown }) => {
  const error = (event as { error?: unknown }).error;
  return error instanceof Error ? error.message : '';
};

/**
 * §6 Switch user, the "act as…" dialog (docs/decisions/0048): the accounts one may act as are loaded, one
 * is chosen, the switch is asked for; once switched the session takes the answer (`switched`) and the
 * banner takes over. A refusal stays in the dialog until another choice.
 */
export const switchUserMachine = setup({
  types: {
    context: {} as SwitchUserContext,
    events: {} as SwitchUserEvent,
    emitted: {} as SwitchUserEmitted,
  },
  actors: {
    loadTargets: fromPromise<SwitchTargetOption[]>(async () => {
      throw new Error('loadTargets is provided beside the dialog');
    }),
    switchTo: fromPromise<SwitchAnswer, { userId: number }>(async () => {
      throw new Error('switchTo is provided beside the dialog');
    }),
  },
  guards: {
    hasChoice: ({ context }) => context.chosen !== null,
  },
  actions: {
    assignChoice: assign({
      chosen: ({ event }) => (event.type === 'CHOOSE' ? event.userId : null),
      error: null,
    }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'switchUser',
  context: { targets: [], chosen: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadTargets',
        src: 'loadTargets',
        onDone: { target: 'choosing', actions: assign({ targets: ({ event }) => event.output }) },
        onError: 'loadFailed',
      },
    },
    loadFailed: {
      on: { RETRY: 'loading' },
    },
    choosing: {
      on: {
        CHOOSE: { actions: 'assignChoice' },
        SUBMIT: { guard: 'hasChoice', target: 'switching' },
      },
    },
    switching: {
      invoke: {
        id: 'switchTo',
        src: 'switchTo',
        input: ({ context }) => ({ userId: context.chosen ?? 0 }),
        onDone: {
          target: 'switched',
          actions: emit(({ event }) => ({ type: 'switched', answer: event.output })),
        },
        onError: { target: 'failed', actions: assign({ error: errorText }) },
      },
    },
    /** Refused (the permission ended meanwhile, or another tab switched): the reason shows. */
    failed: {
      on: {
        CHOOSE: { target: 'choosing', actions: 'assignChoice' },
        // A refusal comes only after a choice, and choosing again leaves this state: the choice is there.
        SUBMIT: { target: 'switching', actions: 'clearError' },
      },
    },
    // The session takes over; the dialog closes.
    switched: { type: 'final' },
  },
});
