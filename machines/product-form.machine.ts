import { assign, fromPromise, setup } from 'xstate';
import type { ProductStatus } from '@domain/constants';
import { RECHECKED, recheckFaults } from '@domain/fault-recheck';
import { removeIssue, type Fault } from '@domain/faults';
import type { AttributeData, NetworkAvailability, Structure } from '@domain/product';
import {
  applySchema,
  changeAttribute,
  changeProfile,
  withFaults,
  type FormMedia,
  type FormOptions,
  type IncomingSchema,
  type ProductFormState,
  type ProfilePatch,
} from '@domain/product-form';

export interface ProductFormContext {
  productId: number | null;
  form: ProductFormState | null;
  /** Counts the user's edits; the form has unsaved changes while it differs from savedRevision. */
  revision: number;
  savedRevision: number;
  /** §3 onlyRequiredAttributes. */
  onlyRequired: boolean;
  error: unknown;
}

export type ProductFormEvent =
  | { type: 'ATTRIBUTE.CHANGE'; uuid: string; data: AttributeData[] }
  | { type: 'PROFILE.CHANGE'; patch: ProfilePatch }
  | { type: 'CATEGORY.NAMES'; names: Record<number, string> }
  | { type: 'LOGISTIC.CHANGE'; structures: Structure[] }
  | { type: 'AVAILABILITY.CHANGE'; availability: NetworkAvailability }
  | { type: 'MEDIA.CHANGE'; media: FormMedia[] }
  | { type: 'ONLY_REQUIRED.TOGGLE' }
  | { type: 'ISSUE.REMOVE'; identify: string; ns?: string }
  | { type: 'FAULTS.SET'; errors: Fault[]; warnings: Fault[] }
  | {
      type: 'SAVED';
      id: number;
      status: ProductStatus;
      updatedAt: string;
      version: number;
      revision: number;
    }
  | { type: 'SCHEMA.APPLY'; schema: IncomingSchema }
  | { type: 'OPTIONS.RELOAD' }
  | { type: 'RELOAD' }
  | { type: 'RETRY' };

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'kind' in error && error.kind === 'notFound';
}

/**
 * §3 Form state, §4 Form behaviour: loads the schema and the card, holds what the user edits, applies the
 * domain cascades, and knows whether anything is unsaved. Saving is the productSave machine and a category
 * change the schemaReload machine; they report here (FAULTS.SET, SAVED, SCHEMA.APPLY).
 */
export const productFormMachine = setup({
  types: {
    context: {} as ProductFormContext,
    events: {} as ProductFormEvent,
    input: {} as { productId: number | null },
  },
  actors: {
    loadForm: fromPromise<ProductFormState, { productId: number | null }>(async () => {
      throw new Error('loadForm is provided by src/app/actors.ts');
    }),
    loadOptions: fromPromise<FormOptions, { productId: number | null }>(async () => {
      throw new Error('loadOptions is provided by src/app/actors.ts');
    }),
  },
  guards: {
    isNotFound: ({ event }) => 'error' in event && isNotFound(event.error),
  },
  actions: {
    assignForm: assign(({ event }) =>
      'output' in event ? { form: event.output as ProductFormState, revision: 0, savedRevision: 0 } : {},
    ),
    assignError: assign({ error: ({ event }) => ('error' in event ? event.error : null) }),
    assignOptions: assign(({ context, event }) =>
      context.form !== null && 'output' in event
        ? { form: { ...context.form, options: event.output as FormOptions } }
        : {},
    ),
    toggleOnlyRequired: assign({ onlyRequired: ({ context }) => !context.onlyRequired }),
  },
}).createMachine({
  id: 'productForm',
  context: ({ input }) => ({
    productId: input.productId,
    form: null,
    revision: 0,
    savedRevision: 0,
    onlyRequired: false,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadForm',
        src: 'loadForm',
        input: ({ context }) => ({ productId: context.productId }),
        onDone: { target: 'ready', actions: 'assignForm' },
        onError: [
          { guard: 'isNotFound', target: 'notFound', actions: 'assignError' },
          { target: 'failed', actions: 'assignError' },
        ],
      },
    },
    ready: {
      initial: 'idle',
      on: {
        'ATTRIBUTE.CHANGE': {
          actions: assign(({ context, event }) =>
            context.form === null
              ? {}
              : {
                  form: changeAttribute(context.form, event.uuid, event.data),
                  revision: context.revision + 1,
                },
          ),
        },
        'PROFILE.CHANGE': {
          actions: assign(({ context, event }) =>
            context.form === null
              ? {}
              : { form: changeProfile(context.form, event.patch), revision: context.revision + 1 },
          ),
        },
        'CATEGORY.NAMES': {
          actions: assign(({ context, event }) =>
            context.form === null
              ? {}
              : {
                  form: { ...context.form, categoryNames: { ...context.form.categoryNames, ...event.names } },
                },
          ),
        },
        'LOGISTIC.CHANGE': {
          actions: assign(({ context, event }) =>
            context.form === null
              ? {}
              : {
                  form: recheckFaults({ ...context.form, structures: event.structures }, RECHECKED.logistic),
                  revision: context.revision + 1,
                },
          ),
        },
        'AVAILABILITY.CHANGE': {
          actions: assign(({ context, event }) =>
            context.form === null
              ? {}
              : {
                  form: recheckFaults(
                    { ...context.form, availability: event.availability },
                    RECHECKED.availability,
                  ),
                  revision: context.revision + 1,
                },
          ),
        },
        'MEDIA.CHANGE': {
          actions: assign(({ context, event }) =>
            context.form === null
              ? {}
              : {
                  form: recheckFaults({ ...context.form, media: event.media }, RECHECKED.media),
                  revision: context.revision + 1,
                },
          ),
        },
        'ONLY_REQUIRED.TOGGLE': { actions: 'toggleOnlyRequired' },
        'ISSUE.REMOVE': {
          actions: assign(({ context, event }) =>
            context.form === null
              ? {}
              : {
                  form: {
                    ...context.form,
                    issues: removeIssue(context.form.issues, event.identify, event.ns),
                  },
                },
          ),
        },
        'FAULTS.SET': {
          actions: assign(({ context, event }) =>
            context.form === null ? {} : { form: withFaults(context.form, event.errors, event.warnings) },
          ),
        },
        SAVED: {
          actions: assign(({ context, event }) => {
            if (context.form === null) return {};
            const generalInfo = context.form.generalInfo
              ? {
                  ...context.form.generalInfo,
                  updated_at: event.updatedAt,
                  version: event.version,
                  status: event.status,
                }
              : null;
            return {
              productId: event.id,
              savedRevision: event.revision,
              form: { ...withFaults(context.form, [], []), id: event.id, status: event.status, generalInfo },
            };
          }),
        },
        // The schema answer replaces definitions; a category change is an edit of the card.
        'SCHEMA.APPLY': {
          actions: assign(({ context, event }) =>
            context.form === null
              ? {}
              : { form: applySchema(context.form, event.schema), revision: context.revision + 1 },
          ),
        },
        RELOAD: { target: 'loading' },
      },
      states: {
        idle: { on: { 'OPTIONS.RELOAD': 'reloadingOptions' } },
        /** §2 Gating dialog "refresh the form": producers and addresses again, edits kept. */
        reloadingOptions: {
          invoke: {
            id: 'loadOptions',
            src: 'loadOptions',
            input: ({ context }) => ({ productId: context.productId }),
            onDone: { target: 'idle', actions: 'assignOptions' },
            onError: { target: 'idle' },
          },
        },
      },
    },
    /** §8 'Wybrany produkt nie został znaleziony.' */
    notFound: {},
    failed: { on: { RETRY: 'loading' } },
  },
});
