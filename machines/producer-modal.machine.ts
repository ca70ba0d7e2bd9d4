import { assign, emit, fromPromise, setup } from 'xstate';
import { addressFormValues, isCreatedWithCard } from '@domain/producer-form';
import type { EntityRef } from '@domain/product';
import { Refusal, type FieldFault } from '@domain/refusal';

export type ProducerValues = Record<string, string>;

/** A producer as stored, as far as the modal needs it (the screen's record has more). */
export interface StoredProducer {
  id: number;
  name: string;
  street: string | null;
  city: string | null;
  postcode: string | null;
  country: string | null;
}

/** What the producer modal does: a producer (create or edit), or a brand or sub-brand for a parent. */
export type ProducerModalMode =
  | { kind: 'createProducer'; name?: string }
  | { kind: 'editProducer'; producerId: number; producer?: StoredProducer }
  | { kind: 'createBrand'; producer: EntityRef; producerName: string }
  | { kind: 'createSubBrand'; brand: EntityRef; brandName: string };

/**
 * What it reports: the producer as stored; a brand or sub-brand created through the API (an id), or named
 * to be created with the card's save when its parent is new itself (§3: `{ name }`).
 */
export type ProducerModalResult<Producer extends StoredProducer = StoredProducer> =
  { kind: 'producer'; producer: Producer } | { kind: 'brand' | 'subBrand'; ref: EntityRef; name: string };

export interface ProducerModalInput {
  mode: ProducerModalMode;
  /** The contract schema's check of the fields (message keys translated by the screen). */
  validate: (values: ProducerValues) => FieldFault[];
}

export interface ProducerModalContext extends ProducerModalInput {
  values: ProducerValues;
  faults: FieldFault[];
  /** A refusal that belongs to no field. */
  message: string | null;
  result: ProducerModalResult | null;
}

export type ProducerModalEvent =
  { type: 'CHANGE'; field: string; value: string } | { type: 'SUBMIT' } | { type: 'RETRY' };

export type ProducerModalEmitted = { type: 'done'; result: ProducerModalResult };

const brandParent = (mode: ProducerModalMode): EntityRef =>
  mode.kind === 'createBrand' ? mode.producer : mode.kind === 'createSubBrand' ? mode.brand : null;
const isBrandMode = (mode: ProducerModalMode) =>
  mode.kind === 'createBrand' || mode.kind === 'createSubBrand';

function initialValues(mode: ProducerModalMode): ProducerValues {
  if (mode.kind === 'createProducer')
    return { name: mode.name ?? '', street: '', city: '', postcode: '', country: '' };
  if (mode.kind === 'editProducer')
    return mode.producer
      ? addressFormValues(mode.producer)
      : { name: '', street: '', city: '', postcode: '', country: '' };
  return { name: '' };
}

/**
 * §2 Modals "producer, brand and sub-brand": create or edit a producer (its stored address read first when
 * the form's options do not carry it), or create a brand or sub-brand — through the API, or by name when
 * the parent is new itself (§3). The contract's check runs first; the server's faults land on the fields.
 */
export const producerModalMachine = setup({
  types: {
    context: {} as ProducerModalContext,
    events: {} as ProducerModalEvent,
    input: {} as ProducerModalInput,
    emitted: {} as ProducerModalEmitted,
  },
  actors: {
    loadProducer: fromPromise<StoredProducer | null, { id: number }>(async () => {
      throw new Error('loadProducer is provided beside the producer modal');
    }),
    save: fromPromise<ProducerModalResult, { mode: ProducerModalMode; values: ProducerValues }>(async () => {
      throw new Error('save is provided beside the producer modal');
    }),
  },
  guards: {
    needsProducer: ({ context }) => context.mode.kind === 'editProducer' && !context.mode.producer,
    isFound: ({ event }) => 'output' in event && event.output !== null,
    hasFaults: ({ context }) => context.validate(context.values).length > 0,
    isCreatedWithCard: ({ context }) =>
      isBrandMode(context.mode) && isCreatedWithCard(brandParent(context.mode)),
  },
  actions: {
    assignProducer: assign(({ context, event }) => {
      const producer = (event as unknown as { output: StoredProducer }).output;
      return context.mode.kind === 'editProducer'
        ? { mode: { ...context.mode, producer }, values: addressFormValues(producer) }
        : {};
    }),
    assignValue: assign(({ context, event }) =>
      event.type === 'CHANGE'
        ? {
            values: { ...context.values, [event.field]: event.value },
            faults: context.faults.filter((fault) => fault.field !== event.field),
            message: null,
          }
        : {},
    ),
    assignFaults: assign({ faults: ({ context }) => context.validate(context.values), message: null }),
    assignNamed: assign({
      result: ({ context }) => {
        const name = (context.values.name ?? '').trim();
        const kind = context.mode.kind === 'createBrand' ? ('brand' as const) : ('subBrand' as const);
        return { kind, ref: { name }, name };
      },
    }),
    assignResult: assign({
      result: ({ event }) => (event as unknown as { output: ProducerModalResult }).output,
    }),
    assignRefusal: assign(({ event }) => {
      const error = 'error' in event ? event.error : null;
      if (error instanceof Refusal)
        return { faults: error.faults, message: error.faults.length ? null : error.message };
      return { faults: [], message: error instanceof Error ? error.message : '' };
    }),
    emitDone: emit(({ context }) => ({ type: 'done' as const, result: context.result! })),
  },
}).createMachine({
  id: 'producerModal',
  context: ({ input }) => ({
    ...input,
    values: initialValues(input.mode),
    faults: [],
    message: null,
    result: null,
  }),
  initial: 'opening',
  states: {
    opening: {
      always: [{ guard: 'needsProducer', target: 'loading' }, { target: 'editing' }],
    },
    loading: {
      invoke: {
        id: 'loadProducer',
        src: 'loadProducer',
        input: ({ context }) => ({ id: context.mode.kind === 'editProducer' ? context.mode.producerId : 0 }),
        onDone: [{ guard: 'isFound', target: 'editing', actions: 'assignProducer' }, { target: 'notFound' }],
        onError: 'loadFailed',
      },
    },
    loadFailed: { on: { RETRY: 'loading' } },
    notFound: {},
    editing: {
      on: {
        CHANGE: { actions: 'assignValue' },
        SUBMIT: [
          { guard: 'hasFaults', actions: 'assignFaults' },
          { guard: 'isCreatedWithCard', target: 'done', actions: 'assignNamed' },
          { target: 'saving' },
        ],
      },
    },
    saving: {
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ mode: context.mode, values: context.values }),
        onDone: { target: 'done', actions: 'assignResult' },
        onError: { target: 'editing', actions: 'assignRefusal' },
      },
    },
    done: { type: 'final', entry: 'emitDone' },
  },
});
