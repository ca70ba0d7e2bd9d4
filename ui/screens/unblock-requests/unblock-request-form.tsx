import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { fileUnblockRequestSchema, UNBLOCK_MESSAGE_MAX } from '@contract/unblock-requests';
import { fileUnblockRequest } from '@api/unblock-requests';
import { Alert } from '@kit/alert';
import { Form, SubmitButton } from '@kit/form';
import { FormCard } from '@kit/form-card';
import { BoundTextField } from '@app/forms/bound-text-field';
import { schemaValidator, useFormSubmit } from '@app/forms/use-form-submit';

/**
 * A blocked user's way back (docs/decisions/0018): they cannot log in, so they prove who they are with the
 * account's e-mail and password and write to the admins. Reached from the login screen.
 */
export function UnblockRequestForm() {
  const { t } = useTranslation();
  const messageId = useId();
  const form = useFormSubmit(
    { email: '', password: '', message: '' },
    schemaValidator(fileUnblockRequestSchema, 'unblock_requests', t),
    (values) =>
      fileUnblockRequest(
        { email: String(values.email), password: String(values.password), message: String(values.message) },
        t('errors.generic'),
      ),
  );
  const messageErrors = form.errorsOf('message');
  return (
    <div className="flex w-full max-w-md flex-col gap-4">
      <FormCard title={t('unblockRequests.form.title')} intro={t('unblockRequests.form.intro')}>
        {form.submitted ? (
          <Alert tone="success">{t('unblockRequests.form.sent')}</Alert>
        ) : (
          <Form onSubmit={form.submit}>
            {form.message !== null && <Alert tone="error">{form.message}</Alert>}
            <BoundTextField
              binding={form}
              field="email"
              type="email"
              autoComplete="username"
              label={t('unblockRequests.form.email')}
            />
            <BoundTextField
              binding={form}
              field="password"
              type="password"
              autoComplete="current-password"
              label={t('unblockRequests.form.password')}
            />
            <div className="flex flex-col gap-1">
              <label htmlFor={messageId} className="text-xs font-medium text-slate-700">
                {t('unblockRequests.form.message')}
              </label>
              <textarea
                id={messageId}
                rows={4}
                maxLength={UNBLOCK_MESSAGE_MAX}
                value={form.text('message')}
                aria-invalid={messageErrors.length > 0 || undefined}
                aria-describedby={messageErrors.length ? `${messageId}-error` : undefined}
                onChange={(event) => form.change('message', event.target.value)}
                className={`rounded-md border bg-white px-3 py-2 text-sm text-slate-900 shadow-xs focus-visible:outline-2 focus-visible:outline-accent-600 ${messageErrors.length ? 'border-red-500' : 'border-slate-300'}`}
              />
              {messageErrors.length > 0 && (
                <p id={`${messageId}-error`} className="text-xs text-red-700">
                  {messageErrors[0]}
                </p>
              )}
            </div>
            <SubmitButton
              busy={form.submitting}
              label={t('unblockRequests.form.submit')}
              busyLabel={t('unblockRequests.form.submitting')}
            />
          </Form>
        )}
        <Link href="/login" className="mt-4 inline-block text-sm text-accent-700 hover:underline">
          {t('unblockRequests.form.backToLogin')}
        </Link>
      </FormCard>
    </div>
  );
}
