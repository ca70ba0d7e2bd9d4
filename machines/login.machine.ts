import { assign, fromPromise, setup } from 'xstate';
import type { LoginCredentials, LoginResult } from '@domain/user';

/** Why a login was refused, as the form shows it. */
export type LoginFault =
  { kind: 'required'; fields: ('email' | 'password')[] } | { kind: 'refused'; message: string };

export interface LoginContext {
  email: string;
  password: string;
  fault: LoginFault | null;
  answer: LoginResult | null;
}

export type LoginEvent =
  { type: 'CHANGE'; field: 'email' | 'password'; value: string } | { type: 'SUBMIT' } | { type: 'RESET' };

/** The login form, used by the login screen and by the re-login dialog over a page (§8 Unauthorized). */
export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as { email?: string },
  },
  actors: {
    login: fromPromise<LoginResult, LoginCredentials>(async () => {
      throw new Error('login is provided by src/app/actors.ts');
    }),
  },
  guards: {
    isComplete: ({ context }) => context.email.trim() !== '' && context.password !== '',
  },
  actions: {
    assignField: assign(({ event }) =>
      event.type === 'CHANGE' ? { [event.field]: event.value, fault: null } : {},
    ),
    assignRequired: assign({
      fault: ({ context }): LoginFault => ({
        kind: 'required',
        fields: [
          ...(context.email.trim() === '' ? (['email'] as const) : []),
          ...(context.password === '' ? (['password'] as const) : []),
        ],
      }),
    }),
    assignRefusal: assign({
      fault: ({ event }): LoginFault => ({
        kind: 'refused',
        message: 'error' in event && event.error instanceof Error ? event.error.message : '',
      }),
      password: '',
    }),
    assignAnswer: assign({
      answer: ({ event }) => ('output' in event ? (event.output as LoginResult) : null),
    }),
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({ email: input.email ?? '', password: '', fault: null, answer: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        CHANGE: { actions: 'assignField' },
        SUBMIT: [{ guard: 'isComplete', target: 'submitting' }, { actions: 'assignRequired' }],
      },
    },
    submitting: {
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => ({ email: context.email.trim(), password: context.password }),
        onDone: { target: 'succeeded', actions: 'assignAnswer' },
        onError: { target: 'editing', actions: 'assignRefusal' },
      },
    },
    succeeded: {
      on: { RESET: { target: 'editing', actions: assign({ password: '', answer: null, fault: null }) } },
    },
  },
});
