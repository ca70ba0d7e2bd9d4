import { assign, emit, fromPromise, setup } from 'xstate';
import type { ApiTokenScope } from '@domain/api-token-scopes';

/** What the create call is given: the form as the API takes it. */
export interface ApiTokenDraft {
  name: string;
  scopes: ApiTokenScope[];
  /** YYYY-MM-DD, or null for a token without expiry. */
  expires_on: string | null;
}

/** What the create call answers that the dialog shows: the secret, this once. */
export interface ApiTokenMade {
  name: string;
  secret: string;
}

export interface ApiTokenCreateContext {
  name: string;
  scopes: ApiTokenScope[];
  /** The date field's value; '' for none. */
  expiresOn: string;
  /** The words of the server's refusal, shown in the dialog until the form changes. */
  error: string | null;
  made: ApiTokenMade | null;
}

export type ApiTokenCreateEvent =
  | { type: 'NAME.CHANGE'; name: string }
  | { type: 'SCOPE.TOGGLE'; scope: ApiTokenScope }
  | { type: 'EXPIRY.CHANGE'; date: string }
  | { type: 'SUBMIT' };

export type ApiTokenCreateEmitted = { type: 'created' };

const errorText = ({ event }: { event: unknown }) => {
  const error = (event as { error?: unknown }).error;
  return error instanceof Error ? error.message : '';
};

/**
 * §2 api-token-method-config, the new-token dialog (docs/decisions/0046): a name and at least one scope
 * make the token; a refusal stays in the dialog until the form changes; a token made shows its secret
 * once and tells the list to read itself again (`created`).
 */
export const apiTokenCreateMachine = setup({
  types: {
    context: {} as ApiTokenCreateContext,
    events: {} as ApiTokenCreateEvent,
    emitted: {} as ApiTokenCreateEmitted,
  },
  actors: {
    create: fromPromise<ApiTokenMade, ApiTokenDraft>(async () => {
      throw new Error('create is provided beside the tokens screen');
    }),
  },
  guards: {
    isComplete: ({ context }) => context.name.trim() !== '' && context.scopes.length > 0,
  },
  actions: {
    assignName: assign({
      name: ({ event }) => (event.type === 'NAME.CHANGE' ? event.name : ''),
      error: null,
    }),
    toggleScope: assign({
      scopes: ({ context, event }) => {
        if (event.type !== 'SCOPE.TOGGLE') return context.scopes;
        return context.scopes.includes(event.scope)
          ? context.scopes.filter((scope) => scope !== event.scope)
          : [...context.scopes, event.scope];
      },
      error: null,
    }),
    assignExpiry: assign({
      expiresOn: ({ event }) => (event.type === 'EXPIRY.CHANGE' ? event.date : ''),
      error: null,
    }),
  },
}).createMachine({
  id: 'apiTokenCreate',
  context: { name: '', scopes: [], expiresOn: '', error: null, made: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'NAME.CHANGE': { actions: 'assignName' },
        'SCOPE.TOGGLE': { actions: 'toggleScope' },
        'EXPIRY.CHANGE': { actions: 'assignExpiry' },
        SUBMIT: { guard: 'isComplete', target: 'saving' },
      },
    },
    saving: {
      invoke: {
        id: 'create',
        src: 'create',
        input: ({ context }) => ({
          name: context.name.trim(),
          scopes: context.scopes,
          expires_on: context.expiresOn === '' ? null : context.expiresOn,
        }),
        onDone: {
          target: 'created',
          actions: [assign({ made: ({ event }) => event.output }), emit({ type: 'created' })],
        },
        onError: { target: 'editing', actions: assign({ error: errorText }) },
      },
    },
    // The secret is shown until the dialog is closed; closing ends the actor.
    created: {},
  },
});
