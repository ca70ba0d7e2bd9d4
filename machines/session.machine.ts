import { assign, fromPromise, setup } from 'xstate';
import { DELAYS, NO_MESSAGE } from '@domain/constants';
import type { ErrorMessage } from '@domain/session-messages';
import type { CurrentUser } from '@domain/user';

/** §6 Switch user: the one who logged in, while the session acts as `user` (docs/decisions/0048). */
export interface SwitchedBy {
  id: number;
  name: string;
  email: string;
}

export interface SessionContext {
  /** The user the page works as: while switched, the account acted as (its rights apply). */
  user: CurrentUser | null;
  permissions: string[];
  csrfToken: string;
  sessionLengthMs: number;
  message: ErrorMessage;
  switchedBy: SwitchedBy | null;
  /** The last return to one's own account failed; the banner says so until the next try. */
  returnFailed: boolean;
}

export interface SessionInput {
  user: CurrentUser | null;
  permissions: string[];
  csrfToken: string;
  sessionLengthMs: number;
  switchedBy: SwitchedBy | null;
}

/** What a switch or a return answers: the session's user from then on. */
export interface SwitchAnswer extends LoggedIn {
  switched_by: SwitchedBy | null;
}

export interface LoggedIn {
  user: CurrentUser;
  permissions: string[];
  csrf_token: string;
}

export type SessionEvent =
  | ({ type: 'LOGGED_IN' } & LoggedIn)
  | { type: 'LOGGED_OUT' }
  | { type: 'UNAUTHORIZED' }
  | { type: 'FORBIDDEN' }
  | { type: 'ERROR'; message: ErrorMessage }
  | { type: 'DISMISS' }
  | { type: 'KEEP_ALIVE' }
  | ({ type: 'SWITCHED' } & SwitchAnswer)
  | { type: 'RETURN' };

/**
 * §4 Session state, §8 session and system errors, §6 switch user. Flags authorized, forbidden and error occurred with a
 * message (or -1). Unauthorized keeps the page mounted and opens re-login over it; forbidden and other
 * errors show a message without re-login. The session-end warning comes 5 minutes before expiry (§4 Saving).
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    keepAlive: fromPromise<{ expires_at: string }>(async () => {
      throw new Error('keepAlive is provided by src/app/actors.ts');
    }),
    switchBack: fromPromise<SwitchAnswer>(async () => {
      throw new Error('switchBack is provided by src/app/actors.ts');
    }),
  },
  guards: {
    hasUser: ({ context }) => context.user !== null,
    isSwitched: ({ context }) => context.switchedBy !== null,
    isSameUser: ({ context, event }) =>
      event.type === 'LOGGED_IN' && context.user !== null && context.user.id === event.user.id,
  },
  actions: {
    assignLogin: assign(({ event }) => {
      if (event.type !== 'LOGGED_IN') return {};
      return {
        user: event.user,
        permissions: event.permissions,
        csrfToken: event.csrf_token,
        message: NO_MESSAGE,
        // A login makes a new session of one's own: never a switched one.
        switchedBy: null,
      };
    }),
    assignSwitch: assign(({ event }) => {
      if (event.type !== 'SWITCHED') return {};
      return {
        user: event.user,
        permissions: event.permissions,
        csrfToken: event.csrf_token,
        switchedBy: event.switched_by,
        returnFailed: false,
      };
    }),
    assignReturn: assign(({ event }) => {
      const answer = (event as { output?: SwitchAnswer }).output;
      if (answer === undefined) return {};
      return {
        user: answer.user,
        permissions: answer.permissions,
        csrfToken: answer.csrf_token,
        switchedBy: null,
        returnFailed: false,
      };
    }),
    markReturnFailed: assign({ returnFailed: true }),
    assignMessage: assign({ message: ({ event }) => (event.type === 'ERROR' ? event.message : NO_MESSAGE) }),
    clearMessage: assign({ message: NO_MESSAGE }),
    clearSession: assign({
      user: null,
      permissions: [],
      csrfToken: '',
      message: NO_MESSAGE,
      switchedBy: null,
      returnFailed: false,
    }),
  },
  delays: {
    SESSION_WARNING: ({ context }) => Math.max(0, context.sessionLengthMs - DELAYS.SESSION_END_WARNING),
    SESSION_END: ({ context }) => Math.min(DELAYS.SESSION_END_WARNING, context.sessionLengthMs),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ ...input, message: NO_MESSAGE, returnFailed: false }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasUser', target: 'authorized' }, { target: 'anonymous' }],
    },
    anonymous: {
      on: { LOGGED_IN: { target: 'authorized', actions: 'assignLogin' } },
    },
    /**
     * Three regions: the session clock keeps running while a forbidden or error message shows, so the
     * end-of-session warning still comes on time (the §4 flags are independent of each other); and the
     * identity says whether the session acts as someone else (§6 switch user), whatever else shows.
     */
    authorized: {
      type: 'parallel',
      on: {
        UNAUTHORIZED: 'unauthorized',
        LOGGED_OUT: { target: 'anonymous', actions: 'clearSession' },
      },
      states: {
        clock: {
          initial: 'active',
          states: {
            active: {
              after: { SESSION_WARNING: 'ending' },
              on: { KEEP_ALIVE: 'refreshing' },
            },
            ending: {
              after: { SESSION_END: '#session.unauthorized' },
              on: { KEEP_ALIVE: 'refreshing' },
            },
            refreshing: {
              invoke: {
                id: 'keepAlive',
                src: 'keepAlive',
                onDone: 'active',
                // A failed keep-alive reports itself through the global handler (401, 403); here it changes nothing.
                onError: 'active',
              },
            },
          },
        },
        notice: {
          initial: 'none',
          states: {
            none: {
              on: {
                FORBIDDEN: 'forbidden',
                ERROR: { target: 'errorOccurred', actions: 'assignMessage' },
              },
            },
            forbidden: {
              on: { DISMISS: 'none', ERROR: { target: 'errorOccurred', actions: 'assignMessage' } },
            },
            errorOccurred: {
              on: {
                DISMISS: { target: 'none', actions: 'clearMessage' },
                FORBIDDEN: { target: 'forbidden', actions: 'clearMessage' },
              },
            },
          },
        },
        identity: {
          initial: 'resolving',
          states: {
            // Left at once: a page opened while switched starts switched (the page config says so).
            resolving: {
              always: [{ guard: 'isSwitched', target: 'switchedUser' }, { target: 'own' }],
            },
            own: {
              on: { SWITCHED: { target: 'switchedUser', actions: 'assignSwitch' } },
            },
            /** Acting as another account: every page shows the banner with the one-click way back. */
            switchedUser: {
              on: { RETURN: 'returning' },
            },
            returning: {
              invoke: {
                id: 'switchBack',
                src: 'switchBack',
                onDone: { target: 'own', actions: 'assignReturn' },
                onError: { target: 'switchedUser', actions: 'markReturnFailed' },
              },
            },
          },
        },
      },
    },
    unauthorized: {
      on: {
        LOGGED_IN: [
          { guard: 'isSameUser', target: 'authorized', actions: 'assignLogin' },
          { target: 'otherAccount', actions: 'assignLogin' },
        ],
        LOGGED_OUT: { target: 'anonymous', actions: 'clearSession' },
      },
    },
    /** Another account logged in over a page of the previous one: the page must be reloaded. */
    otherAccount: {
      on: { LOGGED_OUT: { target: 'anonymous', actions: 'clearSession' } },
    },
  },
});
