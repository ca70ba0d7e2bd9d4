import { useTranslation } from 'react-i18next';
import { registerBodySchema, type RegisterBody } from '@contract/auth';
import type { Language } from '@domain/constants';
import { register } from '@api/auth';
import { Alert } from '@kit/alert';
import { Button } from '@kit/button';
import { CheckboxField } from '@kit/checkbox-field';
import { FormCard } from '@kit/form-card';
import { TextField } from '@kit/text-field';
import { schemaValidator, useFormSubmit } from '@app/forms/use-form-submit';

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
  const form = useFormSubmit(
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

  if (form.submitted) {
    return (
      <FormCard title={t('register.title')}>
        <Alert tone="success">{t('register.sent', { email: form.text('email') })}</Alert>
      </FormCard>
    );
  }
  return (
    <FormCard title={t('register.title')}>
      <form
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          form.submit();
        }}
      >
        {form.message !== null && <Alert tone="error">{form.message}</Alert>}
        {TEXT_FIELDS.map(([field, label, autoComplete, type]) => (
          <TextField
            key={field}
            name={field}
            type={type}
            label={t(label)}
            autoComplete={autoComplete}
            value={form.text(field)}
            errors={form.errorsOf(field)}
            onValueChange={(value) => form.change(field, value)}
          />
        ))}
        <CheckboxField
          name="accept_terms"
          label={t('register.acceptTerms')}
          checked={form.checked('accept_terms')}
          errors={form.errorsOf('accept_terms')}
          onCheckedChange={(checked) => form.change('accept_terms', checked)}
        />
        <Button
          type="submit"
          block
          disabled={form.submitting}
          aria-busy={form.submitting || undefined}
          className="mt-2"
        >
          {form.submitting ? t('register.submitting') : t('register.submit')}
        </Button>
      </form>
    </FormCard>
  );
}
