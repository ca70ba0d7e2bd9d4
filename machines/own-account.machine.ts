import { assign, emit, fromPromise, setup } from 'xstate';
import type { Language } from '@domain/constants';

/** The account as the own-account screen shows it (§7 GET /api/user/{id}/information). */
export interface OwnAccountData {
  email: string;
  first_name: string;
  last_name: string;
  language: Language;
  role: string;
  company_name: string | null;
}

/** What the save sends (§7 PUT /api/user/{id} on one's own account). */
export interface OwnAccountChange {
  first_name: string;
  last_name: string;
  language: Language;
}

export interface OwnAccountContext {
  account: OwnAccountData | null;
  firstName: string;
  lastName: string;
  language: Language;
  /** The words of the last refusal, shown until the form changes. */
  error: string | null;
  /** The last save went through and nothing was changed since. */
  saved: boolean;
}

export type OwnAccountEvent =
  | { type: 'FIRST_NAME.CHANGE'; value: string }
  | { type: 'LAST_NAME.CHANGE'; value: string }
  | { type: 'LANGUAGE.CHANGE'; language: Language }
  | { type: 'SAVE' }
  | { type: 'RETRY' };

/** Told to the screen after a save: the page switches to the account's language. */
export type OwnAccountEmitted = { type: 'saved'; language: Language };

const errorText = ({ event }: { event: unknown }) => {
  const error = (event as { error?: unknown }).error;
  return error instanceof Error ? error.message : '';
};

const fromAccount = (account: OwnAccountData) => ({
  account,
  firstName: account.first_name,
  lastName: account.last_name,
  language: account.language,
});

/**
 * §7 Users, the user's own account screen (docs/decisions/0049): the account is read, the user edits
 * their name and language and saves; a refusal stays until the form changes, a save tells the page to
 * switch to the chosen language. The password has its own form on the same screen.
 */
export const ownAccountMachine = setup({
  types: {
    context: {} as OwnAccountContext,
    events: {} as OwnAccountEvent,
    emitted: {} as OwnAccountEmitted,
  },
  actors: {
    load: fromPromise<OwnAccountData>(async () => {
      throw new Error('load is provided beside the own-account screen');
    }),
    save: fromPromise<OwnAccountData, OwnAccountChange>(async () => {
      throw new Error('save is provided beside the own-account screen');
    }),
  },
  guards: {
    isComplete: ({ context }) => context.firstName.trim() !== '' && context.lastName.trim() !== '',
  },
  actions: {
    assignFirstName: assign({
      firstName: ({ event }) => (event.type === 'FIRST_NAME.CHANGE' ? event.value : ''),
      error: null,
      saved: false,
    }),
    assignLastName: assign({
      lastName: ({ event }) => (event.type === 'LAST_NAME.CHANGE' ? event.value : ''),
      error: null,
      saved: false,
    }),
    assignLanguage: assign({
      language: ({ context, event }) =>
        event.type === 'LANGUAGE.CHANGE' ? event.language : context.language,
      error: null,
      saved: false,
    }),
  },
}).createMachine({
  id: 'ownAccount',
  context: { account: null, firstName: '', lastName: '', language: 'pl', error: null, saved: false },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'editing', actions: assign(({ event }) => fromAccount(event.output)) },
        onError: 'loadFailed',
      },
    },
    loadFailed: { on: { RETRY: 'loading' } },
    editing: {
      on: {
        'FIRST_NAME.CHANGE': { actions: 'assignFirstName' },
        'LAST_NAME.CHANGE': { actions: 'assignLastName' },
        'LANGUAGE.CHANGE': { actions: 'assignLanguage' },
        // A new save starts clean: neither the last refusal nor the last "saved" is shown while it runs.
        SAVE: { guard: 'isComplete', target: 'saving', actions: assign({ error: null, saved: false }) },
      },
    },
    saving: {
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({
          first_name: context.firstName.trim(),
          last_name: context.lastName.trim(),
          language: context.language,
        }),
        onDone: {
          target: 'editing',
          actions: [
            assign(({ event }) => ({ ...fromAccount(event.output), saved: true })),
            emit(({ event }) => ({ type: 'saved' as const, language: event.output.language })),
          ],
        },
        onError: { target: 'editing', actions: assign({ error: errorText }) },
      },
    },
  },
});
