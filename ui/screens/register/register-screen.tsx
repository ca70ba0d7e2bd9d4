import { useTranslation } from 'react-i18next';
import { registerBodySchema, type RegisterBody } from '@contract/auth';
import type { Language } from '@domain/constants';
import { register } from '@api/auth';
import { Alert } from '@kit/alert';
import { CheckboxField } from '@kit/checkbox-field';
import { FormCard } from '@kit/form-card';
import { Form, SubmitButton } from '@kit/form';
import { BoundTextField } from '@app/forms/bound-text-field';
import {
  schemaValidator,
  useFormBinding,
  useFormSubmitActor,
  type FormSubmitActor,
} from '@app/forms/use-form-submit';

const TEXT_FIELDS = [
  ['first_name', 'register.firstName', 'given-name', 'text'],
  ['last_name', 'register.lastName', 'family-name', 'text'],
  ['email', 'register.email', 'email', 'email'],
  ['company_name', 'register.companyName', 'organization', 'text'],
  ['tax_id', 'register.taxId', 'off', 'text'],
  ['password', 'register.password', 'new-password', 'password'],
  ['password_repeat', 'register.passwordRepeat', 'new-password', 'password'],
] as const;

/** §2 register: a supplier creates an account and gets a confirmation link by e-mail. */
export function RegisterScreen() {
  const { t, i18n } = useTranslation();
  const actor = useFormSubmitActor(
    {
      first_name: '',
      last_name: '',
      email: '',
      company_name: '',
      tax_id: '',
      password: '',
      password_repeat: '',
      accept_terms: false,
    },
    schemaValidator(registerBodySchema, 'register', t),
    (values) =>
      register(
        { ...(values as unknown as RegisterBody), language: i18n.language as Language },
        t('errors.generic'),
      ),
  );
  return <RegisterView form={actor} />;
}

/** The register form on its form-submit actor (the machine's replay renders it on its own). */
export function RegisterView({ form: actor }: { form: FormSubmitActor }) {
  const { t } = useTranslation();
  const form = useFormBinding(actor);

  if (form.submitted) {
    return (
      <FormCard title={t('register.title')}>
        <Alert tone="success">{t('register.sent', { email: form.text('email') })}</Alert>
      </FormCard>
    );
  }
  return (
    <FormCard title={t('register.title')}>
      <Form onSubmit={form.submit} className="gap-3">
        {form.message !== null && <Alert tone="error">{form.message}</Alert>}
        {TEXT_FIELDS.map(([field, label, autoComplete, type]) => (
          <BoundTextField
            key={field}
            binding={form}
            field={field}
            type={type}
            label={t(label)}
            autoComplete={autoComplete}
          />
        ))}
        <CheckboxField
          name="accept_terms"
          label={t('register.acceptTerms')}
          checked={form.checked('accept_terms')}
          errors={form.errorsOf('accept_terms')}
          onCheckedChange={(checked) => form.change('accept_terms', checked)}
        />
        <SubmitButton
          busy={form.submitting}
          label={t('register.submit')}
          busyLabel={t('register.submitting')}
          className="mt-2"
        />
      </Form>
    </FormCard>
  );
}
