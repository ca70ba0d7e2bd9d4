import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { createUserSchema, type CreateUser } from '@contract/accounts-list';
import { LANGUAGES } from '@domain/constants';
import type { FormValues } from '@machines/form-submit.machine';
import { toRefusal } from '@api/auth';
import { createUser, fetchCompanyChoices } from '@api/accounts';
import { useResource } from '@app/use-resource';
import { Alert } from '@kit/alert';
import { Button } from '@kit/button';
import { Dialog } from '@kit/dialog';
import { Form, SubmitButton } from '@kit/form';
import { BoundTextField } from '@app/forms/bound-text-field';
import { schemaValidator, useFormSubmit } from '@app/forms/use-form-submit';
import { roleChoices } from './role-options';
import { SelectField } from './select-field';

const EMPTY = {
  first_name: '',
  last_name: '',
  email: '',
  role: '',
  company_id: '',
  language: 'pl',
  password: '',
};

/** The form's strings as the §7 POST /api/user body (the company is a number there). */
const bodyOf = (values: FormValues) =>
  ({
    ...values,
    company_id: values.company_id === '' ? undefined : Number(values.company_id),
  }) as unknown as CreateUser;

/** "Add user" of the accounts list (permission users.add): the same schema checks it here and on the server. */
export function AddUserDialog({
  open,
  companies,
  onDone,
  onCancel,
}: {
  open: boolean;
  companies: readonly { value: string; label: string }[];
  onDone: () => void;
  onCancel: () => void;
}) {
  return open ? <AddUserForm companies={companies} onDone={onDone} onCancel={onCancel} /> : null;
}

function AddUserForm({
  companies,
  onDone,
  onCancel,
}: {
  companies: readonly { value: string; label: string }[];
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const validate = schemaValidator(createUserSchema, 'accounts', t);
  const form = useFormSubmit(
    EMPTY,
    (values) => validate(bodyOf(values) as unknown as FormValues),
    async (values) => {
      try {
        await createUser(bodyOf(values));
      } catch (error) {
        throw toRefusal(error, t('errors.generic'));
      }
      onDone();
    },
  );
  // §6 The roles offered are those of the chosen company's kind (docs/decisions/0047).
  const choices = useResource(useCallback(() => fetchCompanyChoices(), []));
  const kindOf = (companyId: string) =>
    choices.data?.find((company) => String(company.id) === companyId)?.kind ?? null;
  const roles = roleChoices(kindOf(form.text('company_id')));
  const chooseCompany = (companyId: string) => {
    form.change('company_id', companyId);
    if (!(roleChoices(kindOf(companyId)) as readonly string[]).includes(form.text('role')))
      form.change('role', '');
  };
  const select = (field: string, label: string, options: readonly { value: string; label: string }[]) => (
    <SelectField
      label={label}
      value={form.text(field)}
      options={options}
      placeholder={t('accountsList.addDialog.choose')}
      errors={form.errorsOf(field)}
      onValueChange={(value) => form.change(field, value)}
    />
  );
  return (
    <Dialog open title={t('accountsList.addDialog.title')} onOpenChange={(next) => !next && onCancel()}>
      <Form onSubmit={form.submit} className="gap-3">
        {form.message !== null && <Alert tone="error">{form.message}</Alert>}
        <div className="grid grid-cols-2 gap-3">
          <BoundTextField binding={form} field="first_name" label={t('accountsList.addDialog.firstName')} />
          <BoundTextField binding={form} field="last_name" label={t('accountsList.addDialog.lastName')} />
        </div>
        <BoundTextField binding={form} field="email" type="email" label={t('accountsList.addDialog.email')} />
        <SelectField
          label={t('accountsList.addDialog.company')}
          value={form.text('company_id')}
          options={companies}
          placeholder={t('accountsList.addDialog.choose')}
          errors={form.errorsOf('company_id')}
          onValueChange={chooseCompany}
        />
        {select(
          'role',
          t('accountsList.addDialog.role'),
          roles.map((role) => ({ value: role, label: t(`roles.${role}`) })),
        )}
        <p className="-mt-2 text-xs text-slate-500">{t('userAccount.edit.rolesHint')}</p>
        {select(
          'language',
          t('accountsList.addDialog.language'),
          LANGUAGES.map((language) => ({ value: language, label: t(`languages.${language}`) })),
        )}
        <BoundTextField
          binding={form}
          field="password"
          type="password"
          autoComplete="new-password"
          label={t('accountsList.addDialog.password')}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onCancel}>
            {t('accountsList.addDialog.cancel')}
          </Button>
          <SubmitButton
            block={false}
            busy={form.submitting}
            label={t('accountsList.addDialog.submit')}
            busyLabel={t('accountsList.addDialog.submit')}
          />
        </div>
      </Form>
    </Dialog>
  );
}
