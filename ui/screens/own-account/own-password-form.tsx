import { useTranslation } from 'react-i18next';
import { ownPasswordSchema, type OwnPassword } from '@contract/own-account';
import { changeOwnPassword } from '@api/own-account';
import { Alert } from '@kit/alert';
import { Form, SubmitButton } from '@kit/form';
import { BoundTextField } from '@app/forms/bound-text-field';
import { schemaValidator, useFormSubmit } from '@app/forms/use-form-submit';

const EMPTY = { current_password: '', password: '' };

/** §7 PUT /api/user/{id}/change-password: the own password, with the current one (docs/decisions/0049). */
export function OwnPasswordForm({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const validate = schemaValidator(ownPasswordSchema, 'account', t);
  const form = useFormSubmit(EMPTY, validate, (values) =>
    changeOwnPassword(userId, values as unknown as OwnPassword, t('userAccount.errors.saveFailed')),
  );
  return (
    <section
      aria-labelledby="own-account-password"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="own-account-password" className="text-sm font-semibold text-slate-800">
        {t('userAccount.password.title')}
      </h2>
      <Form onSubmit={form.submit} className="gap-3">
        {form.message !== null && <Alert tone="error">{form.message}</Alert>}
        {form.submitted && <Alert tone="success">{t('userAccount.password.changed')}</Alert>}
        <div className="grid gap-3 sm:grid-cols-2">
          <BoundTextField
            binding={form}
            field="current_password"
            type="password"
            autoComplete="current-password"
            label={t('userAccount.password.current')}
          />
          <BoundTextField
            binding={form}
            field="password"
            type="password"
            autoComplete="new-password"
            label={t('userAccount.password.new')}
          />
        </div>
        <div className="flex justify-end">
          <SubmitButton
            block={false}
            busy={form.submitting}
            label={t('userAccount.password.submit')}
            busyLabel={t('userAccount.password.submit')}
          />
        </div>
      </Form>
    </section>
  );
}
