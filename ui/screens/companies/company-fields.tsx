import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SUBSCRIPTIONS } from '@contract/companies';
import { TAX_COUNTRIES } from '@domain/company-identifiers';
import { COMPANY_KINDS, COMPANY_STATUSES } from '@domain/company-kinds';
import { CheckboxField } from '@kit/checkbox-field';
import { TextField } from '@kit/text-field';

export type CompanyValues = Record<string, string | boolean>;

export interface CompanyFieldsProps {
  values: CompanyValues;
  change: (field: string, value: string | boolean) => void;
  errorsOf: (field: string) => string[];
  /** The operator's fields too: kind, status, subscription, groups, suppliers. */
  admin: boolean;
  /** The kind is chosen when the company is created; afterwards only the operator's profile changes it. */
  kindEditable: boolean;
}

const text = (values: CompanyValues, field: string) => {
  const value = values[field];
  return typeof value === 'string' ? value : '';
};

/** A labelled native select: keyboard and screen readers work without more. */
function SelectField(props: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-slate-700">
        {props.label}
      </label>
      <select
        id={id}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm"
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Names one per line, as the operator keeps groups and suppliers. */
function LinesField(props: {
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-slate-700">
        {props.label}
      </label>
      <textarea
        id={id}
        rows={3}
        value={props.value}
        aria-describedby={`${id}-hint`}
        onChange={(event) => props.onChange(event.target.value)}
        className="rounded-md border border-slate-300 px-3 py-2 text-sm"
      />
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        {props.hint}
      </p>
    </div>
  );
}

/**
 * §3 Shared field labels (company) with §5's opt-out checkboxes beside phone, e-mail, tax id and GLN; a
 * ticked box disables its field. Shared by the create wizard, the profile and my company.
 */
export function CompanyFields({ values, change, errorsOf, admin, kindEditable }: CompanyFieldsProps) {
  const { t } = useTranslation();
  const declinable = (field: 'phone' | 'email' | 'tax_id' | 'gln', label: string, key: string) => (
    <div className="flex flex-col gap-1">
      <TextField
        label={label}
        value={text(values, field)}
        disabled={values[`${field}_declined`] === true}
        errors={errorsOf(field)}
        onValueChange={(value) => change(field, value)}
      />
      <CheckboxField
        label={t(key as 'companies.declined.phone')}
        checked={values[`${field}_declined`] === true}
        onCheckedChange={(checked) => change(`${field}_declined`, checked)}
      />
    </div>
  );
  const field = (name: string, label: string) => (
    <TextField
      label={label}
      value={text(values, name)}
      errors={errorsOf(name)}
      onValueChange={(value) => change(name, value)}
    />
  );
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {field('name', t('companies.fields.name'))}
      {admin && kindEditable && (
        <SelectField
          label={t('companies.fields.kind')}
          value={text(values, 'kind')}
          options={COMPANY_KINDS.map((kind) => ({ value: kind, label: t(`companies.kinds.${kind}`) }))}
          onChange={(value) => change('kind', value)}
        />
      )}
      <SelectField
        label={t('companies.fields.taxCountry')}
        value={text(values, 'tax_country')}
        options={TAX_COUNTRIES.map((country) => ({
          value: country,
          label: t(`companies.countries.${country}`),
        }))}
        onChange={(value) => change('tax_country', value)}
      />
      {declinable('tax_id', t('companies.fields.taxId'), 'companies.declined.taxId')}
      {declinable('gln', t('companies.fields.gln'), 'companies.declined.gln')}
      {field('street', t('companies.fields.street'))}
      {field('city', t('companies.fields.city'))}
      {field('postcode', t('companies.fields.postcode'))}
      {declinable('phone', t('companies.fields.phone'), 'companies.declined.phone')}
      {declinable('email', t('companies.fields.email'), 'companies.declined.email')}
      {field('contact_form_url', t('companies.fields.contactFormUrl'))}
      {field('site_url', t('companies.fields.siteUrl'))}
      {admin && (
        <>
          <SelectField
            label={t('companies.fields.status')}
            value={text(values, 'status') || 'active'}
            options={COMPANY_STATUSES.map((status) => ({
              value: status,
              label: t(`companies.statuses.${status}`),
            }))}
            onChange={(value) => change('status', value)}
          />
          <SelectField
            label={t('companies.fields.subscription')}
            value={text(values, 'subscription') || 'none'}
            options={SUBSCRIPTIONS.map((plan) => ({
              value: plan,
              label: t(`companies.subscriptions.${plan}`),
            }))}
            onChange={(value) => change('subscription', value)}
          />
          <LinesField
            label={t('companies.fields.groups')}
            hint={t('companies.fields.listHint')}
            value={text(values, 'groups')}
            onChange={(value) => change('groups', value)}
          />
          <LinesField
            label={t('companies.fields.suppliers')}
            hint={t('companies.fields.listHint')}
            value={text(values, 'suppliers')}
            onChange={(value) => change('suppliers', value)}
          />
        </>
      )}
    </div>
  );
}
