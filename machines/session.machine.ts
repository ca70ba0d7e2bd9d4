import { assign, fromPromise, setup } from 'xstate';
import { DELAYS, NO_MESSAGE } from '@domain/constants';
import type { ErrorMessage } from '@domain/session-messages';
import type { CurrentUser } from '@domain/user';

export interface SessionContext {
  user: CurrentUser | null;
  permissions: string[];
  csrfToken: string;
  sessionLengthMs: number;
  message: ErrorMessage;
}

export interface SessionInput {
  user: CurrentUser | null;
  permissions: string[];
  csrfToken: string;
  sessionLengthMs: number;
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
  | { type: 'KEEP_ALIVE' };

/**
 * §4 Session state, §8 session and system errors. Flags authorized, forbidden and error occurred with a
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
  },
  guards: {
    hasUser: ({ context }) => context.user !== null,
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
      };
    }),
    assignMessage: assign({ message: ({ event }) => (event.type === 'ERROR' ? event.message : NO_MESSAGE) }),
    clearMessage: assign({ message: NO_MESSAGE }),
    clearSession: assign({ user: null, permissions: [], csrfToken: '', message: NO_MESSAGE }),
  },
  delays: {
    SESSION_WARNING: ({ context }) => Math.max(0, context.sessionLengthMs - DELAYS.SESSION_END_WARNING),
    SESSION_END: ({ context }) => Math.min(DELAYS.SESSION_END_WARNING, context.sessionLengthMs),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ ...input, message: NO_MESSAGE }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasUser', target: 'authorized' }, { target: 'anonymous' }],
    },
    anonymous: {
      on: { LOGGED_IN: { target: 'authorized', actions: 'assignLogin' } },
    },
    /**
     * Two regions: the session clock keeps running while a forbidden or error message shows, so the
     * end-of-session warning still comes on time (the §4 flags are independent of each other).
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
      },
    },
    unauthorized: {
      on: {
        LOGGED_IN: [
          { guard: 'isSameUser', target: 'authorized', actions: 'assignLogin' },
          { target: 'switchedUser', actions: 'assignLogin' },
        ],
        LOGGED_OUT: { target: 'anonymous', actions: 'clearSession' },
      },
    },
    /** Another account logged in over a page of the previous one: the page must be reloaded. */
    switchedUser: {
      on: { LOGGED_OUT: { target: 'anonymous', actions: 'clearSession' } },
    },
  },
});
