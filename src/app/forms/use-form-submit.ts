import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { safeParse, type $ZodType } from 'zod/v4/core';
import type { TFunction } from 'i18next';
import { formSubmitMachine, type FormValues } from '@machines/form-submit.machine';
import { faultsOf, type FieldFault } from '@domain/refusal';

/** Client-side faults from a contract schema: the same rule and message keys the server uses. */
export function schemaValidator(schema: $ZodType, namespace: string, t: TFunction) {
  return (values: FormValues): FieldFault[] => {
    const result = safeParse(schema, values);
    if (result.success) return [];
    return result.error.issues.map((issue) => ({
      namespace,
      field: issue.path.map(String).join('.'),
      // Message keys come from the contract; an issue without one is shown as a generic invalid value.
      message: t(
        (issue.message.startsWith('validation.')
          ? issue.message
          : 'validation.invalid') as 'validation.invalid',
      ),
    }));
  };
}

export type FormSubmitActor = ActorRefFrom<typeof formSubmitMachine>;

/** The form-submit machine of one form: its first values, its pure validation and its request. */
export function useFormSubmitActor(
  initial: FormValues,
  validate: (values: FormValues) => FieldFault[],
  submit: (values: FormValues) => Promise<unknown>,
): FormSubmitActor {
  return useActorRef(
    formSubmitMachine.provide({ actors: { submit: fromPromise(({ input }) => submit(input)) } }),
    { input: { values: initial, validate } },
  );
}

/** A form view's binding to a form-submit actor: values, faults per field, change and submit. */
export function useFormBinding(actor: FormSubmitActor) {
  const values = useSelector(actor, (s) => s.context.values);
  const faults = useSelector(actor, (s) => s.context.faults);
  const message = useSelector(actor, (s) => s.context.message);
  const result = useSelector(actor, (s) => s.context.result);
  const submitting = useSelector(actor, (s) => s.matches('submitting'));
  const submitted = useSelector(actor, (s) => s.matches('submitted'));
  return {
    values,
    message,
    result,
    submitting,
    submitted,
    errorsOf: (field: string) => faultsOf(faults, field),
    text: (field: string) => {
      const value = values[field];
      return typeof value === 'string' ? value : '';
    },
    checked: (field: string) => values[field] === true,
    change: (field: string, value: string | boolean) => actor.send({ type: 'CHANGE', field, value }),
    submit: () => actor.send({ type: 'SUBMIT' }),
  };
}

/** A form screen's binding to the form-submit machine: values, faults per field, change and submit. */
export function useFormSubmit(
  initial: FormValues,
  validate: (values: FormValues) => FieldFault[],
  submit: (values: FormValues) => Promise<unknown>,
) {
  return useFormBinding(useFormSubmitActor(initial, validate, submit));
}
