import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { resetRequestBodySchema } from '@contract/auth';
import { requestPasswordReset } from '@api/auth';
import { Alert } from '@kit/alert';
import { Form, SubmitButton } from '@kit/form';
import { FormCard } from '@kit/form-card';
import { BoundTextField } from '@app/forms/bound-text-field';
import { schemaValidator, useFormSubmit } from '@app/forms/use-form-submit';

/** §2 reset-password-request: the account's e-mail gets a link to set a new password. */
export function ResetRequestScreen() {
  const { t } = useTranslation();
  const form = useFormSubmit({ email: '' }, schemaValidator(resetRequestBodySchema, 'reset', t), (values) =>
    requestPasswordReset({ email: String(values.email) }, t('errors.generic')),
  );
  return (
    <FormCard title={t('resetRequest.title')} intro={t('resetRequest.intro')}>
      {form.submitted ? (
        <Alert tone="success">{t('resetRequest.sent')}</Alert>
      ) : (
        <Form onSubmit={form.submit}>
          {form.message !== null && <Alert tone="error">{form.message}</Alert>}
          <BoundTextField
            binding={form}
            field="email"
            type="email"
            autoComplete="email"
            label={t('resetRequest.email')}
          />
          <SubmitButton
            busy={form.submitting}
            label={t('resetRequest.submit')}
            busyLabel={t('resetRequest.submitting')}
          />
        </Form>
      )}
      <Link href="/login" className="mt-4 inline-block text-sm text-accent-700 hover:underline">
        {t('auth.backToLogin')}
      </Link>
    </FormCard>
  );
}
