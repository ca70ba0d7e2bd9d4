import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { resetPasswordBodySchema } from '@contract/auth';
import { resetPassword } from '@api/auth';
import { Alert } from '@kit/alert';
import { Button } from '@kit/button';
import { FormCard } from '@kit/form-card';
import { TextField } from '@kit/text-field';
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
  const tokenErrors = form.errorsOf('token');
  return (
    <FormCard title={t('resetPassword.title')}>
      {token === '' ? (
        <Alert tone="error">{t('resetPassword.missingToken')}</Alert>
      ) : form.submitted ? (
        <Alert tone="success">{t('resetPassword.done')}</Alert>
      ) : (
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            form.submit();
          }}
        >
          {(form.message !== null || tokenErrors.length > 0) && (
            <Alert tone="error">{form.message ?? tokenErrors[0]}</Alert>
          )}
          <TextField
            name="password"
            type="password"
            autoComplete="new-password"
            label={t('resetPassword.password')}
            value={form.text('password')}
            errors={form.errorsOf('password')}
            onValueChange={(value) => form.change('password', value)}
          />
          <TextField
            name="password_repeat"
            type="password"
            autoComplete="new-password"
            label={t('resetPassword.passwordRepeat')}
            value={form.text('password_repeat')}
            errors={form.errorsOf('password_repeat')}
            onValueChange={(value) => form.change('password_repeat', value)}
          />
          <Button type="submit" block disabled={form.submitting} aria-busy={form.submitting || undefined}>
            {form.submitting ? t('resetPassword.submitting') : t('resetPassword.submit')}
          </Button>
        </form>
      )}
      <Link href="/login" className="mt-4 inline-block text-sm text-accent-700 hover:underline">
        {t('auth.backToLogin')}
      </Link>
    </FormCard>
  );
}
