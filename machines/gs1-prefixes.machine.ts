import { assign, fromPromise, setup } from 'xstate';
import type { Gs1PrefixesAnswer } from '@domain/gs1-answers';
import { compactPrefix, gs1PrefixFault, type Gs1PrefixFault } from '@domain/gs1-prefixes';

export interface Gs1PrefixesContext {
  /** The company asked for: an admin's pick; null for a supplier (its own) or an admin before picking. */
  companyId: number | null;
  answer: Gs1PrefixesAnswer | null;
  /** The list as edited, saved whole. */
  prefixes: string[];
  /** The prefix being typed. */
  input: string;
  /** Why the typed prefix cannot be added (a message key). */
  fault: Gs1PrefixFault | null;
  /** A failure to read or a refusal to save, in words. */
  error: string | null;
  /** The list on screen is the saved one. */
  saved: boolean;
}

export type Gs1PrefixesEvent =
  | { type: 'INPUT.CHANGE'; value: string }
  | { type: 'PREFIX.ADD' }
  | { type: 'PREFIX.REMOVE'; prefix: string }
  | { type: 'SAVE' }
  | { type: 'COMPANY.CHANGE'; companyId: number }
  | { type: 'RETRY' };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** What the server answered becomes the list on screen, as saved. */
const fromAnswer = (answer: Gs1PrefixesAnswer) => ({
  answer,
  companyId: answer.company?.id ?? null,
  prefixes: [...answer.prefixes],
  saved: true,
  error: null,
});

/**
 * connect/gs1 (docs/decisions/0050): reads the company's GS1 prefixes and its cards outside them; the user
 * adds prefixes (checked as typed by the domain rule) and removes them, then saves the list whole. The
 * answer of the save brings the cards outside the new list. An admin switches between supplier companies.
 */
export const gs1PrefixesMachine = setup({
  types: {
    context: {} as Gs1PrefixesContext,
    events: {} as Gs1PrefixesEvent,
  },
  actors: {
    load: fromPromise<Gs1PrefixesAnswer, { companyId: number | null }>(async () => {
      throw new Error('load is provided beside the GS1 prefixes screen');
    }),
    save: fromPromise<Gs1PrefixesAnswer, { companyId: number | null; prefixes: string[] }>(async () => {
      throw new Error('save is provided beside the GS1 prefixes screen');
    }),
  },
  guards: {
    isPrefixAcceptable: ({ context }) => gs1PrefixFault(context.input, context.prefixes) === null,
  },
  actions: {
    assignInput: assign(({ event }) =>
      event.type === 'INPUT.CHANGE' ? { input: event.value, fault: null } : {},
    ),
    addPrefix: assign(({ context }) => ({
      prefixes: [...context.prefixes, compactPrefix(context.input)].sort(),
      input: '',
      fault: null,
      saved: false,
    })),
    assignFault: assign(({ context }) => ({ fault: gs1PrefixFault(context.input, context.prefixes) })),
    removePrefix: assign(({ context, event }) =>
      event.type === 'PREFIX.REMOVE'
        ? { prefixes: context.prefixes.filter((prefix) => prefix !== event.prefix), saved: false }
        : {},
    ),
    assignCompany: assign(({ event }) =>
      event.type === 'COMPANY.CHANGE' ? { companyId: event.companyId, input: '', fault: null } : {},
    ),
  },
}).createMachine({
  id: 'gs1Prefixes',
  context: { companyId: null, answer: null, prefixes: [], input: '', fault: null, error: null, saved: true },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ companyId: context.companyId }),
        onDone: { target: 'editing', actions: assign(({ event }) => fromAnswer(event.output)) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    failed: { on: { RETRY: { target: 'loading', actions: assign({ error: null }) } } },
    editing: {
      on: {
        'INPUT.CHANGE': { actions: 'assignInput' },
        'PREFIX.ADD': [{ guard: 'isPrefixAcceptable', actions: 'addPrefix' }, { actions: 'assignFault' }],
        'PREFIX.REMOVE': { actions: 'removePrefix' },
        SAVE: { target: 'saving', actions: assign({ error: null }) },
        'COMPANY.CHANGE': { target: 'loading', actions: 'assignCompany' },
      },
    },
    saving: {
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ companyId: context.companyId, prefixes: context.prefixes }),
        onDone: { target: 'editing', actions: assign(({ event }) => fromAnswer(event.output)) },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
  },
});
