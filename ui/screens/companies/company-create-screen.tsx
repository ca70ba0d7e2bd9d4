import { useActorRef, useSelector } from '@xstate/react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import { rolesForKind } from '@domain/company-kinds';
import { Alert } from '@kit/alert';
import { Button } from '@kit/button';
import { TextField } from '@kit/text-field';
import {
  companyCreateMachine,
  companyStepFaults,
  userStepFaults,
  type CompanyField,
  type UserField,
} from '@machines/company-create.machine';
import { CompanyFields } from './company-fields';
import { createCompanyActor } from './company-create-actors';

export type CompanyCreateActor = ActorRefFrom<typeof companyCreateMachine>;

/** §2 create-company: the operator's wizard on the companyCreate machine. */
export function CompanyCreateScreen() {
  const { t } = useTranslation();
  const machine = useMemo(
    () =>
      companyCreateMachine.provide({
        actors: { create: createCompanyActor(t('companies.errors.saveFailed')) },
      }),
    [t],
  );
  const actor = useActorRef(machine);
  return <CompanyCreateView actor={actor} />;
}

/** The wizard on a given actor (the screen's own, or a replay's). */
export function CompanyCreateView({ actor }: { actor: CompanyCreateActor }) {
  const { t } = useTranslation();
  const step = useSelector(actor, (snapshot) => snapshot.value);
  const company = useSelector(actor, (snapshot) => snapshot.context.company);
  const user = useSelector(actor, (snapshot) => snapshot.context.user);
  const attempted = useSelector(actor, (snapshot) => snapshot.context.attempted);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const createdId = useSelector(actor, (snapshot) => snapshot.context.createdId);
  const companyErrors = (field: string) =>
    attempted && step === 'company'
      ? companyStepFaults(company)
          .filter((fault) => fault.field === field)
          .map((fault) => t(fault.key as 'validation.required'))
      : [];
  const userErrors = (field: string) =>
    attempted && step === 'user'
      ? userStepFaults(user)
          .filter((fault) => fault.field === field)
          .map((fault) => t(fault.key as 'validation.required'))
      : [];
  const userField = (field: UserField, label: string, type = 'text') => (
    <TextField
      label={label}
      type={type}
      value={user[field]}
      errors={userErrors(field)}
      onValueChange={(value) => actor.send({ type: 'USER.CHANGE', field, value })}
    />
  );
  return (
    <main className="mx-auto flex max-w-4xl flex-col gap-4 p-4">
      <h1 className="text-lg font-semibold text-slate-900">{t('companies.title.create')}</h1>
      {step === 'company' && (
        <form
          className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4"
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'NEXT' });
          }}
        >
          <h2 className="text-sm font-semibold text-slate-800">{t('companies.wizard.stepCompany')}</h2>
          <CompanyFields
            values={{ ...company }}
            change={(field, value) =>
              actor.send({ type: 'COMPANY.CHANGE', field: field as CompanyField, value })
            }
            errorsOf={companyErrors}
            admin={false}
            kindEditable
          />
          <KindSelect
            value={company.kind}
            onChange={(value) => actor.send({ type: 'COMPANY.CHANGE', field: 'kind', value })}
          />
          <div>
            <Button type="submit">{t('companies.wizard.next')}</Button>
          </div>
        </form>
      )}
      {(step === 'user' || step === 'saving') && (
        <form
          className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4"
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'SUBMIT' });
          }}
        >
          <h2 className="text-sm font-semibold text-slate-800">{t('companies.wizard.stepUser')}</h2>
          <div className="grid gap-3 sm:grid-cols-2">
            {userField('email', t('companies.user.email'), 'email')}
            {userField('first_name', t('companies.user.firstName'))}
            {userField('last_name', t('companies.user.lastName'))}
            {userField('password', t('companies.user.password'), 'password')}
            <RoleSelect
              kind={company.kind}
              value={user.role}
              onChange={(value) => actor.send({ type: 'USER.CHANGE', field: 'role', value })}
            />
          </div>
          {error !== null && <Alert tone="error">{error}</Alert>}
          <div className="flex gap-2">
            <Button
              type="button"
              variant="secondary"
              disabled={step === 'saving'}
              onClick={() => actor.send({ type: 'BACK' })}
            >
              {t('companies.wizard.back')}
            </Button>
            <Button type="submit" disabled={step === 'saving'} aria-busy={step === 'saving' || undefined}>
              {t('companies.wizard.create')}
            </Button>
          </div>
        </form>
      )}
      {step === 'created' && (
        <section className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
          <Alert tone="success">
            {t('companies.wizard.created', { name: company.name, email: user.email })}
          </Alert>
          <div className="flex gap-2">
            <a
              className="text-sm font-medium text-accent-700 underline"
              href={`/react/company/${createdId}/profile`}
            >
              {t('companies.wizard.openProfile')}
            </a>
            <Button type="button" variant="secondary" onClick={() => actor.send({ type: 'RESTART' })}>
              {t('companies.wizard.another')}
            </Button>
          </div>
        </section>
      )}
    </main>
  );
}

function KindSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex max-w-xs flex-col gap-1 text-xs font-medium text-slate-700">
      <label htmlFor={id}>{t('companies.fields.kind')}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm font-normal"
      >
        {(['supplier', 'network', 'platform'] as const).map((kind) => (
          <option key={kind} value={kind}>
            {t(`companies.kinds.${kind}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

function RoleSelect(props: {
  kind: 'supplier' | 'network' | 'platform';
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-col gap-1 text-xs font-medium text-slate-700">
      <label htmlFor={id}>{t('companies.user.role')}</label>
      <select
        id={id}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm font-normal"
      >
        {rolesForKind(props.kind).map((role) => (
          <option key={role} value={role}>
            {t(`roles.${role}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
