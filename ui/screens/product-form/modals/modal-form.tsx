import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormValues } from '@machines/form-submit.machine';
import type { FieldFault } from '@domain/refusal';
import { useFormSubmit } from '@app/forms/use-form-submit';
import { Alert } from '@kit/alert';
import { Button } from '@kit/button';
import { Form, SubmitButton } from '@kit/form';

export type ModalFormBinding = ReturnType<typeof useFormSubmit>;

/**
 * A modal's form on the form-submit machine: checked in the browser with the contract schema, sent once,
 * the server's faults shown on the fields; `onDone` hears the answer once the machine has it.
 */
export function useModalForm<T>(
  initial: FormValues,
  validate: (values: FormValues) => FieldFault[],
  submit: (values: FormValues) => Promise<T>,
  onDone: (result: T) => void,
): ModalFormBinding {
  const form = useFormSubmit(initial, validate, submit);
  const done = useEffectEvent(onDone);
  useEffect(() => {
    if (form.submitted) done(form.result as T);
  }, [form.submitted, form.result]);
  return form;
}

/** The form of a modal: its fields, a message that belongs to no field, cancel and save. */
export function ModalForm({
  form,
  onCancel,
  children,
}: {
  form: ModalFormBinding;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Form onSubmit={form.submit}>
      {children}
      {form.message !== null && <Alert tone="error">{form.message}</Alert>}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('productIdentify.modal.cancel')}
        </Button>
        <SubmitButton
          block={false}
          busy={form.submitting}
          label={t('productIdentify.modal.save')}
          busyLabel={t('productIdentify.modal.saving')}
        />
      </div>
    </Form>
  );
}
