import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { resetRequestBodySchema } from '@contract/auth';
import { requestPasswordReset } from '@api/auth';
import { Alert } from '@kit/alert';
import { Button } from '@kit/button';
import { FormCard } from '@kit/form-card';
import { TextField } from '@kit/text-field';
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
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            form.submit();
          }}
        >
          {form.message !== null && <Alert tone="error">{form.message}</Alert>}
          <TextField
            name="email"
            type="email"
            autoComplete="email"
            label={t('resetRequest.email')}
            value={form.text('email')}
            errors={form.errorsOf('email')}
            onValueChange={(value) => form.change('email', value)}
          />
          <Button type="submit" block disabled={form.submitting} aria-busy={form.submitting || undefined}>
            {form.submitting ? t('resetRequest.submitting') : t('resetRequest.submit')}
          </Button>
        </form>
      )}
      <Link href="/login" className="mt-4 inline-block text-sm text-accent-700 hover:underline">
        {t('auth.backToLogin')}
      </Link>
    </FormCard>
  );
}
