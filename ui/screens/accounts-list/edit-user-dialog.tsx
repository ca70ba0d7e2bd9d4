import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UpdateUser } from '@contract/accounts-list';
import type { UserInformation } from '@contract/own-account';
import { LANGUAGES } from '@domain/constants';
import { PER_USER_FLAGS } from '@domain/user-flags';
import type { FormValues } from '@machines/form-submit.machine';
import { fetchUserInformation, mailPasswordLink, updateUserAsAdmin } from '@api/own-account';
import { Alert } from '@kit/alert';
import { Button } from '@kit/button';
import { Dialog } from '@kit/dialog';
import { Form, SubmitButton } from '@kit/form';
import { RetryAlert } from '@kit/retry-alert';
import { Skeleton } from '@kit/skeleton';
import { BoundTextField } from '@app/forms/bound-text-field';
import { useFormSubmit } from '@app/forms/use-form-submit';
import { useResource } from '@app/use-resource';
import { AccountFlags, flagField } from './account-flags';
import { roleChoices } from './role-options';
import { SelectField } from './select-field';

const valuesOf = (info: UserInformation): FormValues => ({
  first_name: info.first_name,
  last_name: info.last_name,
  email: info.email,
  role: info.role,
  language: info.language,
  ...Object.fromEntries(PER_USER_FLAGS.map((flag) => [flagField(flag), info.flags[flag]])),
});

/** Only what the admin changed: an unchanged e-mail must not void the links mailed to it (decision 0028). */
function changesOf(initial: FormValues, values: FormValues): UpdateUser {
  const body: Record<string, unknown> = {};
  for (const field of ['first_name', 'last_name', 'email', 'role', 'language'])
    if (values[field] !== initial[field]) body[field] = values[field];
  const flags = Object.fromEntries(
    PER_USER_FLAGS.filter((flag) => values[flagField(flag)] !== initial[flagField(flag)]).map((flag) => [
      flag,
      values[flagField(flag)] === true,
    ]),
  );
  if (Object.keys(flags).length > 0) body.flags = flags;
  return body as UpdateUser;
}

/** §7 PUT /api/user/{id} from the accounts list: the admin's account form with roles and per-user flags. */
export function EditUserDialog({
  account,
  onDone,
  onCancel,
}: {
  account: { id: number; name: string } | null;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  if (account === null) return null;
  return (
    <Dialog
      open
      title={t('userAccount.edit.title', { name: account.name })}
      onOpenChange={(next) => !next && onCancel()}
      className="w-[min(94vw,44rem)]"
    >
      <EditUserBody key={account.id} id={account.id} onDone={onDone} onCancel={onCancel} />
    </Dialog>
  );
}

function EditUserBody({ id, onDone, onCancel }: { id: number; onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const info = useResource<UserInformation>(useCallback(() => fetchUserInformation(id), [id]));
  if (info.failed)
    return (
      <RetryAlert
        message={t('userAccount.errors.loadFailed')}
        retryLabel={t('userAccount.retry')}
        onRetry={info.retry}
      />
    );
  if (info.data === null) return <Skeleton className="h-72" />;
  return <EditUserForm info={info.data} onDone={onDone} onCancel={onCancel} />;
}

function EditUserForm({
  info,
  onDone,
  onCancel,
}: {
  info: UserInformation;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const initial = valuesOf(info);
  const form = useFormSubmit(
    initial,
    () => [],
    async (values) => {
      const body = changesOf(initial, values);
      if (Object.keys(body).length > 0)
        await updateUserAsAdmin(info.id, body, t('userAccount.errors.saveFailed'));
      onDone();
    },
  );
  const [link, setLink] = useState<'idle' | 'sent' | 'failed'>('idle');
  const fitting = roleChoices(info.company_kind);
  // An account whose role does not fit (older data, a blocked one) still shows what it has.
  const roles: readonly string[] = (fitting as readonly string[]).includes(info.role)
    ? fitting
    : [info.role, ...fitting];
  const sendLink = () =>
    mailPasswordLink(info.id, t('userAccount.errors.saveFailed')).then(
      () => setLink('sent'),
      () => setLink('failed'),
    );
  return (
    <Form onSubmit={form.submit} className="gap-3">
      {form.message !== null && <Alert tone="error">{form.message}</Alert>}
      <div className="grid grid-cols-2 gap-3">
        <BoundTextField binding={form} field="first_name" label={t('userAccount.firstName')} />
        <BoundTextField binding={form} field="last_name" label={t('userAccount.lastName')} />
      </div>
      <BoundTextField binding={form} field="email" type="email" label={t('userAccount.email')} />
      <div className="grid grid-cols-2 gap-3">
        <div className="flex flex-col gap-1">
          <SelectField
            label={t('userAccount.role')}
            value={form.text('role')}
            options={roles.map((role) => ({
              value: role,
              label: t(`roles.${role}`, { defaultValue: role }),
            }))}
            placeholder={t('accountsList.addDialog.choose')}
            errors={form.errorsOf('role')}
            onValueChange={(value) => form.change('role', value)}
          />
          <p className="text-xs text-slate-500">
            {t('userAccount.edit.rolesHint')} {info.company_name ? `(${info.company_name})` : ''}
          </p>
        </div>
        <SelectField
          label={t('userAccount.language')}
          value={form.text('language')}
          options={LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) }))}
          placeholder={t('accountsList.addDialog.choose')}
          errors={form.errorsOf('language')}
          onValueChange={(value) => form.change('language', value)}
        />
      </div>
      <AccountFlags form={form} />
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" variant="secondary" onClick={() => void sendLink()}>
          {t('userAccount.edit.resetPassword')}
        </Button>
        {link === 'sent' && <Alert tone="success">{t('userAccount.edit.linkSent')}</Alert>}
        {link === 'failed' && <Alert tone="error">{t('userAccount.errors.saveFailed')}</Alert>}
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t('userAccount.edit.cancel')}
        </Button>
        <SubmitButton
          block={false}
          busy={form.submitting}
          label={t('userAccount.save')}
          busyLabel={t('userAccount.saving')}
        />
      </div>
    </Form>
  );
}
