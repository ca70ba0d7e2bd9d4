import * as Label from '@radix-ui/react-label';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_ENTITIES, AUDIT_SOURCES, type AuditFilters, type AuditScope } from '@domain/audit';
import { Button } from '@kit/button';
import { TextField } from '@kit/text-field';

type Draft = Record<
  'product_id' | 'user_id' | 'company_id' | 'entity' | 'field' | 'source' | 'from' | 'to',
  string
>;

const idOf = (text: string) => (/^[1-9]\d{0,8}$/.test(text.trim()) ? Number(text.trim()) : undefined);

function draftOf(filters: AuditFilters): Draft {
  return {
    product_id: filters.product_id === undefined ? '' : String(filters.product_id),
    user_id: filters.user_id === undefined ? '' : String(filters.user_id),
    company_id: filters.company_id === undefined ? '' : String(filters.company_id),
    entity: filters.entity ?? '',
    field: filters.field ?? '',
    source: filters.source ?? '',
    from: filters.from ?? '',
    to: filters.to ?? '',
  };
}

/** The filters as the server takes them: empty fields left out, ids only when they are ids. */
function filtersOf(draft: Draft): AuditFilters {
  const filters: AuditFilters = {};
  const product = idOf(draft.product_id);
  const user = idOf(draft.user_id);
  const company = idOf(draft.company_id);
  if (product !== undefined) filters.product_id = product;
  if (user !== undefined) filters.user_id = user;
  if (company !== undefined) filters.company_id = company;
  const entity = AUDIT_ENTITIES.find((value) => value === draft.entity);
  if (entity !== undefined) filters.entity = entity;
  const source = AUDIT_SOURCES.find((value) => value === draft.source);
  if (source !== undefined) filters.source = source;
  if (draft.field.trim() !== '') filters.field = draft.field.trim();
  if (draft.from !== '') filters.from = draft.from;
  if (draft.to !== '') filters.to = draft.to;
  return filters;
}

function Choice({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <Label.Root htmlFor={id} className="text-xs font-medium text-slate-700">
        {label}
      </Label.Root>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-accent-600"
      >
        <option value="">{t('auditTrail.filters.any')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The report's filters: card, user, company (in the report only), entity, field, source and period. */
export function ChangeLogFilters({
  scope,
  initial,
  disabled,
  onApply,
}: {
  scope: AuditScope;
  initial: AuditFilters;
  disabled: boolean;
  onApply: (filters: AuditFilters) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => draftOf(initial));
  const set = (name: keyof Draft) => (value: string) =>
    setDraft((current) => ({ ...current, [name]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(filtersOf(draft));
  };
  return (
    <form onSubmit={submit} aria-label={t('auditTrail.filters.legend')}>
      <fieldset className="grid grid-cols-2 gap-3 rounded-md border border-slate-200 p-3 md:grid-cols-4">
        <legend className="px-1 text-xs font-semibold text-slate-600">
          {t('auditTrail.filters.legend')}
        </legend>
        <TextField
          label={t('auditTrail.filters.card')}
          inputMode="numeric"
          value={draft.product_id}
          onValueChange={set('product_id')}
        />
        {scope.kind === 'report' && (
          <>
            <TextField
              label={t('auditTrail.filters.user')}
              inputMode="numeric"
              value={draft.user_id}
              onValueChange={set('user_id')}
            />
            <TextField
              label={t('auditTrail.filters.company')}
              inputMode="numeric"
              value={draft.company_id}
              onValueChange={set('company_id')}
            />
          </>
        )}
        <Choice
          label={t('auditTrail.filters.entity')}
          value={draft.entity}
          onChange={set('entity')}
          options={AUDIT_ENTITIES.map((value) => ({ value, label: t(`auditTrail.entities.${value}`) }))}
        />
        <TextField label={t('auditTrail.filters.field')} value={draft.field} onValueChange={set('field')} />
        <Choice
          label={t('auditTrail.filters.source')}
          value={draft.source}
          onChange={set('source')}
          options={AUDIT_SOURCES.map((value) => ({ value, label: t(`auditTrail.sources.${value}`) }))}
        />
        <TextField
          label={t('auditTrail.filters.from')}
          type="date"
          value={draft.from}
          onValueChange={set('from')}
        />
        <TextField
          label={t('auditTrail.filters.to')}
          type="date"
          value={draft.to}
          onValueChange={set('to')}
        />
        <div className="col-span-full flex gap-2">
          <Button type="submit" disabled={disabled}>
            {t('auditTrail.filters.apply')}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
