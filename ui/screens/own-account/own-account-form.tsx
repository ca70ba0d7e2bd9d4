import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { LANGUAGES, type Language } from '@domain/constants';
import { Alert } from '@kit/alert';
import { Button } from '@kit/button';
import { Form } from '@kit/form';
import { RetryAlert } from '@kit/retry-alert';
import { Skeleton } from '@kit/skeleton';
import { TextField } from '@kit/text-field';
import type { ownAccountMachine } from '@machines/own-account.machine';
import { SelectField } from './select-field';

export type OwnAccountActor = ActorRefFrom<typeof ownAccountMachine>;

/** §7 Users: the account's name and language on the own-account machine (the screen's, or a replay's). */
export function OwnAccountForm({ actor }: { actor: OwnAccountActor }) {
  const { t } = useTranslation();
  const state = useSelector(actor, (snapshot) =>
    snapshot.matches('loading') ? 'loading' : snapshot.matches('loadFailed') ? 'loadFailed' : 'ready',
  );
  const account = useSelector(actor, (snapshot) => snapshot.context.account);
  const firstName = useSelector(actor, (snapshot) => snapshot.context.firstName);
  const lastName = useSelector(actor, (snapshot) => snapshot.context.lastName);
  const language = useSelector(actor, (snapshot) => snapshot.context.language);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const saved = useSelector(actor, (snapshot) => snapshot.context.saved);
  const saving = useSelector(actor, (snapshot) => snapshot.matches('saving'));
  const complete = firstName.trim() !== '' && lastName.trim() !== '';
  return (
    <section
      aria-labelledby="own-account-details"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="own-account-details" className="text-sm font-semibold text-slate-800">
        {t('userAccount.details')}
      </h2>
      {state === 'loading' && <Skeleton className="h-40" />}
      {state === 'loadFailed' && (
        <RetryAlert
          message={t('userAccount.errors.loadFailed')}
          retryLabel={t('userAccount.retry')}
          onRetry={() => actor.send({ type: 'RETRY' })}
        />
      )}
      {state === 'ready' && account !== null && (
        <Form onSubmit={() => actor.send({ type: 'SAVE' })} className="gap-3">
          {error !== null && <Alert tone="error">{error}</Alert>}
          {saved && <Alert tone="success">{t('userAccount.saved')}</Alert>}
          <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-500">{t('userAccount.email')}</dt>
            <dd className="text-slate-900">{account.email}</dd>
            <dt className="text-slate-500">{t('userAccount.company')}</dt>
            <dd className="text-slate-900">{account.company_name ?? '—'}</dd>
            <dt className="text-slate-500">{t('userAccount.role')}</dt>
            <dd className="text-slate-900">{t(`roles.${account.role}`, { defaultValue: account.role })}</dd>
          </dl>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label={t('userAccount.firstName')}
              value={firstName}
              maxLength={100}
              autoComplete="given-name"
              errors={firstName.trim() === '' ? [t('validation.required')] : []}
              onValueChange={(value) => actor.send({ type: 'FIRST_NAME.CHANGE', value })}
            />
            <TextField
              label={t('userAccount.lastName')}
              value={lastName}
              maxLength={100}
              autoComplete="family-name"
              errors={lastName.trim() === '' ? [t('validation.required')] : []}
              onValueChange={(value) => actor.send({ type: 'LAST_NAME.CHANGE', value })}
            />
          </div>
          <SelectField
            label={t('userAccount.language')}
            value={language}
            options={LANGUAGES.map((code) => ({ value: code, label: t(`languages.${code}`) }))}
            onValueChange={(value) => actor.send({ type: 'LANGUAGE.CHANGE', language: value as Language })}
          />
          <div className="flex justify-end">
            <Button type="submit" disabled={saving || !complete} aria-busy={saving || undefined}>
              {saving ? t('userAccount.saving') : t('userAccount.save')}
            </Button>
          </div>
        </Form>
      )}
    </section>
  );
}
