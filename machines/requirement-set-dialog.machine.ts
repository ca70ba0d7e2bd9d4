import { assign, emit, fromPromise, setup } from 'xstate';
import { Refusal, type FieldFault } from '@domain/refusal';

/** One choice of the dialog's lists: a category (with its level) or an attribute. */
export interface SetChoice {
  value: string;
  label: string;
  level?: number;
}

/** §2 Requirement sets: what the dialog offers (categories and attributes, in the user's language). */
export interface SetOptions {
  categories: readonly SetChoice[];
  attributes: readonly SetChoice[];
}

/** The set as the dialog edits it. */
export interface SetDraft {
  name: string;
  categoryIds: readonly string[];
  attributeUuids: readonly string[];
}

/** What opening the dialog reads: the options, and the stored set when one is edited. */
export interface SetLoaded {
  options: SetOptions;
  set: SetDraft | null;
}

export interface RequirementSetDialogContext {
  /** null: a new set. */
  setId: number | null;
  options: SetOptions | null;
  draft: SetDraft;
  /** The server's refusal: faults per field, or one message. */
  refusal: { message: string; faults: readonly FieldFault[] } | null;
}

export type RequirementSetDialogEvent =
  | { type: 'NAME.CHANGE'; name: string }
  | { type: 'CATEGORIES.SET'; ids: readonly string[] }
  | { type: 'ATTRIBUTES.SET'; uuids: readonly string[] }
  | { type: 'SUBMIT' };

export type RequirementSetDialogEmitted = { type: 'saved' };

const EMPTY: SetDraft = { name: '', categoryIds: [], attributeUuids: [] };

const refusalOf = (error: unknown) =>
  error instanceof Refusal
    ? { message: error.message, faults: error.faults }
    : { message: error instanceof Error ? error.message : '', faults: [] };

/**
 * §2 Modals, retail-chain requirements (docs/decisions/0019): a set of the user's network is created or
 * edited. Opening reads the options (and the set); the save is one request, refused with faults per field
 * (the contract's rules run on the server); a saved set closes the dialog and reloads the list.
 */
export const requirementSetDialogMachine = setup({
  types: {
    context: {} as RequirementSetDialogContext,
    events: {} as RequirementSetDialogEvent,
    input: {} as { setId: number | null },
    emitted: {} as RequirementSetDialogEmitted,
  },
  actors: {
    load: fromPromise<SetLoaded, { setId: number | null }>(async () => {
      throw new Error('load is provided beside the requirement-set dialog');
    }),
    save: fromPromise<void, { setId: number | null; draft: SetDraft }>(async () => {
      throw new Error('save is provided beside the requirement-set dialog');
    }),
  },
  actions: {
    assignLoaded: assign(({ event }) => {
      const loaded = (event as unknown as { output: SetLoaded }).output;
      return { options: loaded.options, draft: loaded.set ?? EMPTY, refusal: null };
    }),
    assignRefusal: assign({ refusal: ({ event }) => refusalOf('error' in event ? event.error : null) }),
    assignName: assign({
      draft: ({ context, event }) =>
        event.type === 'NAME.CHANGE' ? { ...context.draft, name: event.name } : context.draft,
    }),
    assignCategories: assign({
      draft: ({ context, event }) =>
        event.type === 'CATEGORIES.SET' ? { ...context.draft, categoryIds: event.ids } : context.draft,
    }),
    assignAttributes: assign({
      draft: ({ context, event }) =>
        event.type === 'ATTRIBUTES.SET' ? { ...context.draft, attributeUuids: event.uuids } : context.draft,
    }),
    emitSaved: emit({ type: 'saved' as const }),
  },
}).createMachine({
  id: 'requirementSetDialog',
  context: ({ input }) => ({ setId: input.setId, options: null, draft: EMPTY, refusal: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ setId: context.setId }),
        onDone: { target: 'editing', actions: 'assignLoaded' },
        onError: { target: 'loadFailed', actions: 'assignRefusal' },
      },
    },
    // The dialog says why; the user closes it and opens it again.
    loadFailed: {},
    editing: {
      on: {
        'NAME.CHANGE': { actions: 'assignName' },
        'CATEGORIES.SET': { actions: 'assignCategories' },
        'ATTRIBUTES.SET': { actions: 'assignAttributes' },
        SUBMIT: 'saving',
      },
    },
    saving: {
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ setId: context.setId, draft: context.draft }),
        onDone: 'saved',
        onError: { target: 'editing', actions: 'assignRefusal' },
      },
    },
    saved: { type: 'final', entry: 'emitSaved' },
  },
});
