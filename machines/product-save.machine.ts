import { assign, fromPromise, setup } from 'xstate';
import { DELAYS, type ProductStatus } from '@domain/constants';
import type { FieldFault } from '@domain/refusal';

/** What a save sends: the card as the §3 payload, and the pure checks the form runs before it (§5). */
export interface SaveRequest {
  payload: unknown;
  /** §5 Draft: identifiers only (name_to_show). Empty when valid. */
  draftFaults: FieldFault[];
  /** §5 Ready: the full validation. Empty when valid. */
  readyFaults: FieldFault[];
}

/** §8 Handling of save answers, as the save actors report them. */
export type SaveFailure =
  | { kind: 'invalid'; errors: FieldFault[]; warnings: FieldFault[] }
  | { kind: 'notFound' }
  | { kind: 'conflict' }
  | { kind: 'unauthorized' }
  | { kind: 'unexpected'; message: string };

export interface SaveAnswer {
  id: number;
  product_status: ProductStatus;
  updated_at: string;
  /** The card's version after the save: the next save sends it (docs/decisions/0027). */
  version: number;
}

export interface ProductSaveContext {
  productId: number | null;
  /** §4 Saving: the version of the card the form holds; null for a new card. */
  version: number | null;
  updatedAt: string | null;
  status: ProductStatus | null;
  mode: 'draft' | 'ready' | null;
  request: SaveRequest | null;
  faults: FieldFault[];
  warnings: FieldFault[];
  failure: SaveFailure | null;
  /** §8 Unexpected save failures in a row: the second one on says the repeated-error wording. */
  unexpectedFailures: number;
}

export type ProductSaveEvent =
  | ({ type: 'SAVE.DRAFT' } & SaveRequest)
  | ({ type: 'SAVE.READY' } & SaveRequest)
  | { type: 'DISMISS' }
  /**
   * 409: the user knowingly keeps their edits over the stored card they were shown (its `version`); a card
   * changed again since is refused once more.
   */
  | { type: 'CONFLICT.KEEP_MINE'; version: number };

function failureOf(error: unknown): SaveFailure {
  if (typeof error === 'object' && error !== null && 'kind' in error) return error as SaveFailure;
  return { kind: 'unexpected', message: error instanceof Error ? error.message : '' };
}

/** A save can start whenever none is running: from editing, and over a flash or a failure. */
const SAVE_EVENTS = {
  'SAVE.DRAFT': { target: '#productSave.validatingDraft', actions: 'assignRequest' },
  'SAVE.READY': { target: '#productSave.validatingReady', actions: 'assignRequest' },
} as const;

/**
 * §4 Saving, §8 save answers. Draft: identifiers only; ready: the full validation, then the server's
 * logistics validation, then the save (create for a new card, edit for an existing one, a draft flagged in
 * the query). Faults stay in context for the fields; a 409 keeps every edit for the user to decide.
 */
export const productSaveMachine = setup({
  types: {
    context: {} as ProductSaveContext,
    events: {} as ProductSaveEvent,
    input: {} as {
      productId: number | null;
      version: number | null;
      updatedAt: string | null;
      status: ProductStatus | null;
    },
  },
  actors: {
    validateLogistics: fromPromise<FieldFault[], { payload: unknown; productId: number | null }>(async () => {
      throw new Error('validateLogistics is provided by src/app/actors.ts');
    }),
    saveProduct: fromPromise<
      SaveAnswer,
      { payload: unknown; productId: number | null; version: number | null; draft: boolean }
    >(async () => {
      throw new Error('saveProduct is provided by src/app/actors.ts');
    }),
  },
  guards: {
    isDraftValid: ({ context }) => (context.request?.draftFaults.length ?? 1) === 0,
    isReadyValid: ({ context }) => (context.request?.readyFaults.length ?? 1) === 0,
    hasLogisticFaults: ({ event }) =>
      'output' in event && Array.isArray(event.output) && event.output.length > 0,
    isFaultAnswer: ({ event }) => 'error' in event && failureOf(event.error).kind === 'invalid',
    isNotFound: ({ event }) => 'error' in event && failureOf(event.error).kind === 'notFound',
    isConflictFailure: ({ context }) => context.failure?.kind === 'conflict',
    isConflict: ({ event }) => 'error' in event && failureOf(event.error).kind === 'conflict',
  },
  actions: {
    assignRequest: assign(({ event }) => {
      if (event.type !== 'SAVE.DRAFT' && event.type !== 'SAVE.READY') return {};
      const { type, ...request } = event;
      return {
        request,
        mode: type === 'SAVE.DRAFT' ? ('draft' as const) : ('ready' as const),
        failure: null,
      };
    }),
    assignDraftFaults: assign({ faults: ({ context }) => context.request?.draftFaults ?? [], warnings: [] }),
    assignReadyFaults: assign({ faults: ({ context }) => context.request?.readyFaults ?? [], warnings: [] }),
    assignLogisticFaults: assign({
      faults: ({ event }) =>
        'output' in event && Array.isArray(event.output) ? (event.output as FieldFault[]) : [],
      warnings: [],
    }),
    assignAnswerFaults: assign(({ event }) => {
      const failure = failureOf('error' in event ? event.error : null);
      return failure.kind === 'invalid' ? { faults: failure.errors, warnings: failure.warnings } : {};
    }),
    assignFailure: assign({ failure: ({ event }) => failureOf('error' in event ? event.error : null) }),
    countUnexpectedFailure: assign({ unexpectedFailures: ({ context }) => context.unexpectedFailures + 1 }),
    assignSaved: assign(({ event }) => {
      if (!('output' in event)) return {};
      const answer = event.output as SaveAnswer;
      return {
        productId: answer.id,
        status: answer.product_status,
        updatedAt: answer.updated_at,
        version: answer.version,
        faults: [],
        warnings: [],
        failure: null,
        unexpectedFailures: 0,
      };
    }),
    /** §4 Saving: a session keep-alive call is made on save (the app sends it to the session machine). */
    keepSessionAlive: () => {},
    /** §8 Non-400 answers and unexpected logistics failures are reported (except 401). */
    reportFailure: () => {},
    clearFailure: assign({ failure: null }),
    assignStoredVersion: assign({
      version: ({ context, event }) =>
        event.type === 'CONFLICT.KEEP_MINE' ? event.version : context.version,
      failure: null,
    }),
    /** The form takes the faults onto its fields (provided by the product form). */
    publishFaults: () => {},
    /** The form takes the new status and knows its edits are saved (provided by the product form). */
    publishSaved: () => {},
  },
  delays: {
    SAVED_FLASH: DELAYS.SAVED_FLASH,
    VALIDATION_FLASH: DELAYS.VALIDATION_FLASH,
  },
}).createMachine({
  id: 'productSave',
  context: ({ input }) => ({
    ...input,
    mode: null,
    request: null,
    faults: [],
    warnings: [],
    failure: null,
    unexpectedFailures: 0,
  }),
  initial: 'editing',
  states: {
    editing: { on: SAVE_EVENTS },
    validatingDraft: {
      always: [
        { guard: 'isDraftValid', target: 'saving' },
        { target: 'invalid', actions: 'assignDraftFaults' },
      ],
    },
    validatingReady: {
      always: [
        { guard: 'isReadyValid', target: 'validatingLogistics' },
        { target: 'invalid', actions: 'assignReadyFaults' },
      ],
    },
    validatingLogistics: {
      invoke: {
        id: 'validateLogistics',
        src: 'validateLogistics',
        // The card's own EANs are no clash with another product (GS1 check on the server).
        input: ({ context }) => ({ payload: context.request?.payload, productId: context.productId }),
        onDone: [
          { guard: 'hasLogisticFaults', target: 'invalid', actions: 'assignLogisticFaults' },
          { target: 'saving' },
        ],
        onError: { target: 'failed', actions: ['assignFailure', 'countUnexpectedFailure', 'reportFailure'] },
      },
    },
    saving: {
      entry: 'keepSessionAlive',
      invoke: {
        id: 'saveProduct',
        src: 'saveProduct',
        input: ({ context }) => ({
          payload: context.request?.payload,
          productId: context.productId,
          version: context.version,
          draft: context.mode === 'draft',
        }),
        onDone: { target: 'saved', actions: 'assignSaved' },
        onError: [
          { guard: 'isFaultAnswer', target: 'invalid', actions: 'assignAnswerFaults' },
          { guard: 'isNotFound', target: 'notFound', actions: 'assignFailure' },
          { guard: 'isConflict', target: 'failed', actions: 'assignFailure' },
          { target: 'failed', actions: ['assignFailure', 'countUnexpectedFailure', 'reportFailure'] },
        ],
      },
    },
    /** §4 'Zmiany zostały zapisane' for 2 s. */
    saved: {
      entry: 'publishSaved',
      after: { SAVED_FLASH: 'editing' },
      on: SAVE_EVENTS,
    },
    /** §4 The validation flash with its link to the validation tab, 3 s; the faults stay on the fields. */
    invalid: {
      entry: 'publishFaults',
      after: { VALIDATION_FLASH: 'editing' },
      on: SAVE_EVENTS,
    },
    /** §8 404: 'Wybrany produkt nie został znaleziony.' Nothing more can be saved here. */
    notFound: {},
    /**
     * Unexpected error, conflict (409) or a lost session: the edits stay, the user saves again; after a 409
     * the user may keep their version over the stored one.
     */
    failed: {
      on: {
        ...SAVE_EVENTS,
        DISMISS: { target: 'editing', actions: 'clearFailure' },
        'CONFLICT.KEEP_MINE': {
          guard: 'isConflictFailure',
          target: 'saving',
          actions: 'assignStoredVersion',
        },
      },
    },
  },
});
