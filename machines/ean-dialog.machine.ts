import { assign, emit, fromPromise, setup } from 'xstate';
import { eanEntryFaults, eanOfValues, eanValuesOf, type EanValues } from '@domain/ean-entry';
import { isEanNotSet } from '@domain/gs1';
import type { Ean, Package, Structure } from '@domain/product';
import { Refusal, type FieldFault } from '@domain/refusal';

/** §7 POST logistic/validate/ean: no errors when the code is free; else its faults and the cards' ids. */
export interface EanCheckAnswer {
  errors: readonly FieldFault[];
  products: readonly number[];
}

/** §7 search-product-by-ean: a card carrying the code, as far as the user may see it. */
export interface EanCard {
  id: number;
  name_to_show: string;
  company_name: string;
}

export interface EanDialogInput {
  /** The entry being edited; a new one when it is not on the package yet. */
  ean: Ean;
  pack: Package;
  structures: readonly Structure[];
  productId: number | null;
}

export interface EanDialogContext extends EanDialogInput {
  values: EanValues;
  /** Faults per field: message keys of the browser's check, or the server's words. */
  faults: FieldFault[];
  /** A failure that belongs to no field (the check could not be made). */
  message: string | null;
  /** The server's refusal of a code other cards carry, and those cards. */
  taken: { message: string; cards: readonly EanCard[] } | null;
}

export type EanDialogEvent =
  { type: 'CHANGE'; field: keyof EanValues; value: string | boolean } | { type: 'SUBMIT' };

export type EanDialogEmitted = { type: 'saved'; ean: Ean };

/** §8: when the check cannot be made the modal says so in general words (a message key). */
export const EAN_CHECK_FAILED = 'errors.generic';

const faultsOf = (context: EanDialogContext) =>
  eanEntryFaults(context.ean.uuid, context.values, context.pack, context.structures);

const SUBMIT = [
  { guard: 'hasFaults', target: '#eanDialog.editing', actions: 'assignFaults' },
  { guard: 'isNotSet', target: '#eanDialog.saved' },
  { target: '#eanDialog.checking' },
] as const;

/**
 * §2 Modals, EAN: one code with its validity dates. Checked at once in the browser (GS1 length and check
 * digit, dates in order, each level its own GTIN), then on the server (POST logistic/validate/ean); "13
 * zeros" (no code) needs no check. A code other cards carry is refused naming them: the modal then asks
 * search-product-by-ean which of them the user may see. A free code is saved to the package (`saved`).
 */
export const eanDialogMachine = setup({
  types: {
    context: {} as EanDialogContext,
    events: {} as EanDialogEvent,
    input: {} as EanDialogInput,
    emitted: {} as EanDialogEmitted,
  },
  actors: {
    checkEan: fromPromise<EanCheckAnswer, { ean: string; productId: number | null }>(async () => {
      throw new Error('checkEan is provided beside the EAN modal');
    }),
    findCards: fromPromise<readonly EanCard[], { ean: string }>(async () => {
      throw new Error('findCards is provided beside the EAN modal');
    }),
  },
  guards: {
    hasFaults: ({ context }) => faultsOf(context).length > 0,
    isNotSet: ({ context }) => isEanNotSet(context.values.ean.trim()),
    isFree: ({ event }) => 'output' in event && (event.output as EanCheckAnswer).errors.length === 0,
    namesCards: ({ event }) => 'output' in event && (event.output as EanCheckAnswer).products.length > 0,
  },
  actions: {
    assignValue: assign(({ context, event }) =>
      event.type === 'CHANGE'
        ? {
            values: { ...context.values, [event.field]: event.value },
            faults: context.faults.filter((fault) => fault.field !== event.field),
            message: null,
            taken: null,
          }
        : {},
    ),
    assignFaults: assign({ faults: ({ context }) => faultsOf(context), message: null, taken: null }),
    clearTaken: assign({ taken: null, faults: [], message: null }),
    assignTaken: assign({
      taken: ({ event }) => ({
        message: (event as unknown as { output: EanCheckAnswer }).output.errors[0]?.message ?? '',
        cards: [],
      }),
    }),
    assignCards: assign({
      taken: ({ context, event }) =>
        context.taken && 'output' in event
          ? { ...context.taken, cards: event.output as readonly EanCard[] }
          : context.taken,
    }),
    assignAnswerFaults: assign({
      faults: ({ event }) =>
        (event as unknown as { output: EanCheckAnswer }).output.errors.map((fault) => ({
          ...fault,
          field: 'ean',
        })),
    }),
    assignFailure: assign({
      message: ({ event }) => {
        const error = 'error' in event ? event.error : null;
        return error instanceof Refusal && error.message !== '' ? error.message : EAN_CHECK_FAILED;
      },
    }),
    emitSaved: emit(({ context }) => ({
      type: 'saved' as const,
      ean: eanOfValues(context.ean.uuid, context.values),
    })),
  },
}).createMachine({
  id: 'eanDialog',
  context: ({ input }) => ({
    ...input,
    values: eanValuesOf(input.ean),
    faults: [],
    message: null,
    taken: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: { CHANGE: { actions: 'assignValue' }, SUBMIT },
    },
    checking: {
      invoke: {
        id: 'checkEan',
        src: 'checkEan',
        input: ({ context }) => ({ ean: context.values.ean.trim(), productId: context.productId }),
        onDone: [
          { guard: 'isFree', target: 'saved' },
          { guard: 'namesCards', target: 'findingCards', actions: 'assignTaken' },
          { target: 'editing', actions: 'assignAnswerFaults' },
        ],
        onError: { target: 'editing', actions: 'assignFailure' },
      },
    },
    findingCards: {
      invoke: {
        id: 'findCards',
        src: 'findCards',
        input: ({ context }) => ({ ean: context.values.ean.trim() }),
        onDone: { target: 'taken', actions: 'assignCards' },
        // The refusal alone still says which card carries the code.
        onError: 'taken',
      },
    },
    taken: {
      on: {
        CHANGE: { target: 'editing', actions: 'assignValue' },
        // Only a checked code reaches this state and a change leaves it: asking again needs no browser check.
        SUBMIT: { target: 'checking', actions: 'clearTaken' },
      },
    },
    saved: { type: 'final', entry: 'emitSaved' },
  },
});
