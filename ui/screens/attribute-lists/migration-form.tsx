import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toRefusal } from '@api/auth';
import { saveMigration } from '@api/attribute-lists';
import type { MigrationDetails, MigrationOptions } from '@contract/attribute-migrations';
import type { Refusal } from '@domain/refusal';
import { Alert } from '@kit/alert';
import { Button } from '@kit/button';
import { TextField } from '@kit/text-field';

const faultOf = (refusal: Refusal | null, field: string) =>
  refusal?.faults.find((fault) => fault.field === field || fault.field.startsWith(`${field}.`))?.message ??
  null;

function Select({
  label,
  value,
  options,
  placeholder,
  error,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  placeholder: string;
  error?: string | null;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="h-9 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-accent-600"
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The administrator's form of a new or pending migration: two attributes and the value mapping. */
export function MigrationForm({
  options,
  initial,
  onSaved,
}: {
  options: MigrationOptions;
  initial: MigrationDetails | null;
  onSaved: (id: number) => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial?.name ?? '');
  const [source, setSource] = useState(initial?.source_attribute_uuid ?? '');
  const [target, setTarget] = useState(initial?.target_attribute_uuid ?? '');
  const [mapping, setMapping] = useState<Record<string, string>>(
    Object.fromEntries((initial?.value_map ?? []).map((pair) => [pair.from, pair.to])),
  );
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [saving, setSaving] = useState(false);
  const sourceAttribute = options.attributes.find((attribute) => attribute.value === source);
  const targetAttribute = options.attributes.find((attribute) => attribute.value === target);
  const choices = options.attributes.map((attribute) => ({ value: attribute.value, label: attribute.label }));

  const save = async () => {
    setSaving(true);
    try {
      const valueMap = (sourceAttribute?.values ?? [])
        .filter((value) => mapping[value.value])
        .map((value) => ({ from: value.value, to: mapping[value.value]! }));
      onSaved(
        await saveMigration(initial?.id ?? null, {
          name,
          source_attribute_uuid: source,
          target_attribute_uuid: target,
          value_map: valueMap,
        }),
      );
    } catch (error) {
      setRefusal(toRefusal(error, t('attributeMigrations.edit.failed')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-5"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <TextField
        label={t('attributeMigrations.edit.name')}
        value={name}
        maxLength={120}
        errors={faultOf(refusal, 'name') ? [faultOf(refusal, 'name')!] : []}
        onValueChange={setName}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label={t('attributeMigrations.edit.source')}
          value={source}
          options={choices}
          placeholder={t('attributeMigrations.edit.choose')}
          error={faultOf(refusal, 'source_attribute_uuid')}
          onChange={(value) => {
            setSource(value);
            setMapping({});
          }}
        />
        <Select
          label={t('attributeMigrations.edit.target')}
          value={target}
          options={choices}
          placeholder={t('attributeMigrations.edit.choose')}
          error={faultOf(refusal, 'target_attribute_uuid')}
          onChange={(value) => {
            setTarget(value);
            setMapping({});
          }}
        />
      </div>
      {sourceAttribute !== undefined && targetAttribute !== undefined && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-800">
            {t('attributeMigrations.edit.mapping')}
          </legend>
          {sourceAttribute.values.length === 0 ? (
            <p className="text-sm text-slate-600">{t('attributeMigrations.edit.copiedAsIs')}</p>
          ) : (
            <div className="grid gap-3 sm:grid-cols-2">
              {sourceAttribute.values.map((value) => (
                <Select
                  key={value.value}
                  label={t('attributeMigrations.edit.mapTo', { value: value.label })}
                  value={mapping[value.value] ?? ''}
                  options={targetAttribute.values}
                  placeholder={t('attributeMigrations.edit.dropped')}
                  onChange={(to) => setMapping({ ...mapping, [value.value]: to })}
                />
              ))}
            </div>
          )}
        </fieldset>
      )}
      {refusal !== null && <Alert tone="error">{refusal.message}</Alert>}
      <div className="flex justify-end">
        <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
          {t('attributeMigrations.edit.save')}
        </Button>
      </div>
    </form>
  );
}
