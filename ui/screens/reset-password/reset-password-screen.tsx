import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { resetPasswordBodySchema } from '@contract/auth';
import { resetPassword } from '@api/auth';
import { Alert } from '@kit/alert';
import { Form, SubmitButton } from '@kit/form';
import { FormCard } from '@kit/form-card';
import { BoundTextField } from '@app/forms/bound-text-field';
import { schemaValidator, useFormSubmit } from '@app/forms/use-form-submit';

/** §2 reset-password: a new password from the e-mailed link; the two entries must match (§5). */
export function ResetPasswordScreen() {
  const { t } = useTranslation();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const form = useFormSubmit(
    { token, password: '', password_repeat: '' },
    schemaValidator(resetPasswordBodySchema, 'reset', t),
    (values) =>
      resetPassword(
        { token, password: String(values.password), password_repeat: String(values.password_repeat) },
        t('errors.generic'),
      ),
  );
  const refusal = form.message ?? form.errorsOf('token')[0] ?? null;
  return (
    <FormCard title={t('resetPassword.title')}>
      {token === '' ? (
        <Alert tone="error">{t('resetPassword.missingToken')}</Alert>
      ) : form.submitted ? (
        <Alert tone="success">{t('resetPassword.done')}</Alert>
      ) : (
        <Form onSubmit={form.submit}>
          {refusal !== null && <Alert tone="error">{refusal}</Alert>}
          <BoundTextField
            binding={form}
            field="password"
            type="password"
            autoComplete="new-password"
            label={t('resetPassword.password')}
          />
          <BoundTextField
            binding={form}
            field="password_repeat"
            type="password"
            autoComplete="new-password"
            label={t('resetPassword.passwordRepeat')}
          />
          <SubmitButton
            busy={form.submitting}
            label={t('resetPassword.submit')}
            busyLabel={t('resetPassword.submitting')}
          />
        </Form>
      )}
      <Link href="/login" className="mt-4 inline-block text-sm text-accent-700 hover:underline">
        {t('auth.backToLogin')}
      </Link>
    </FormCard>
  );
}
