import { assign, fromPromise, setup } from 'xstate';
import { Refusal, type FieldFault } from '@domain/refusal';

export type FormValues = Record<string, string | boolean>;

export interface FormSubmitInput {
  values: FormValues;
  /** The pure validation of the form (src/domain or the contract schema): faults by field, empty when valid. */
  validate: (values: FormValues) => FieldFault[];
}

export interface FormSubmitContext extends FormSubmitInput {
  faults: FieldFault[];
  /** A refusal that belongs to no field (expired link, network failure). */
  message: string | null;
  /** What the last successful submit answered. */
  result: unknown;
}

export type FormSubmitEvent =
  { type: 'CHANGE'; field: string; value: string | boolean } | { type: 'SUBMIT' } | { type: 'EDIT' };

/**
 * A form that validates in the browser with a pure rule, submits once, and shows the server's faults per
 * field: register, reset-password request and reset-password use it.
 */
export const formSubmitMachine = setup({
  types: {
    context: {} as FormSubmitContext,
    events: {} as FormSubmitEvent,
    input: {} as FormSubmitInput,
  },
  actors: {
    submit: fromPromise<unknown, FormValues>(async () => {
      throw new Error('submit is provided by the screen');
    }),
  },
  guards: {
    isValid: ({ context }) => context.validate(context.values).length === 0,
  },
  actions: {
    assignValue: assign(({ context, event }) => {
      if (event.type !== 'CHANGE') return {};
      return {
        values: { ...context.values, [event.field]: event.value },
        faults: context.faults.filter((fault) => fault.field !== event.field),
        message: null,
      };
    }),
    assignClientFaults: assign({ faults: ({ context }) => context.validate(context.values), message: null }),
    assignRefusal: assign(({ event }) => {
      const error = 'error' in event ? event.error : null;
      if (error instanceof Refusal)
        return { faults: error.faults, message: error.faults.length ? null : error.message };
      return { faults: [], message: error instanceof Error ? error.message : '' };
    }),
  },
}).createMachine({
  id: 'formSubmit',
  context: ({ input }) => ({ ...input, faults: [], message: null, result: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        CHANGE: { actions: 'assignValue' },
        SUBMIT: [{ guard: 'isValid', target: 'submitting' }, { actions: 'assignClientFaults' }],
      },
    },
    submitting: {
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => context.values,
        onDone: { target: 'submitted', actions: assign({ result: ({ event }) => event.output }) },
        onError: { target: 'editing', actions: 'assignRefusal' },
      },
    },
    submitted: {
      on: {
        EDIT: 'editing',
        // Search-like forms stay usable after an answer: a change edits, a submit asks again.
        CHANGE: { target: 'editing', actions: 'assignValue' },
        // Only valid values reach this state and a change leaves it, so a submit here is always valid.
        SUBMIT: 'submitting',
      },
    },
  },
});
