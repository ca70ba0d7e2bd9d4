import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { MigrationDetails, MigrationOptions } from '@contract/attribute-migrations';
import type { FieldFault } from '@domain/refusal';
import { Alert } from '@kit/alert';
import { Button } from '@kit/button';
import { TextField } from '@kit/text-field';
import { migrationFormMachine } from '@machines/migration-form.machine';
import { saveMigrationActor } from './migration-form-actors';

export type MigrationFormActor = ActorRefFrom<typeof migrationFormMachine>;

const faultOf = (faults: readonly FieldFault[], field: string) =>
  faults.find((fault) => fault.field === field || fault.field.startsWith(`${field}.`))?.message ?? null;

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

/** The administrator's form of a new or pending migration on the migrationForm machine. */
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
  const machine = useMemo(
    () =>
      migrationFormMachine.provide({
        actors: { save: saveMigrationActor(() => t('attributeMigrations.edit.failed')) },
      }),
    [t],
  );
  const actor = useActorRef(machine, {
    input: {
      id: initial?.id ?? null,
      attributes: options.attributes,
      draft: {
        name: initial?.name ?? '',
        sourceUuid: initial?.source_attribute_uuid ?? '',
        targetUuid: initial?.target_attribute_uuid ?? '',
        mapping: Object.fromEntries((initial?.value_map ?? []).map((pair) => [pair.from, pair.to])),
      },
    },
  });
  const onSavedRef = useRef(onSaved);
  useEffect(() => {
    onSavedRef.current = onSaved;
  }, [onSaved]);
  useEffect(() => {
    const subscription = actor.on('saved', (event) => onSavedRef.current(event.id));
    return () => subscription.unsubscribe();
  }, [actor]);
  return <MigrationFormView actor={actor} />;
}

/** The migration form on a given actor (the screen's own, or a replay's). */
export function MigrationFormView({ actor }: { actor: MigrationFormActor }) {
  const { t } = useTranslation();
  const attributes = useSelector(actor, (snapshot) => snapshot.context.attributes);
  const draft = useSelector(actor, (snapshot) => snapshot.context.draft);
  const refusal = useSelector(actor, (snapshot) => snapshot.context.refusal);
  const saving = useSelector(actor, (snapshot) => snapshot.matches('saving'));
  const faults = refusal?.faults ?? [];
  const nameFault = faultOf(faults, 'name');
  const sourceAttribute = attributes.find((attribute) => attribute.value === draft.sourceUuid);
  const targetAttribute = attributes.find((attribute) => attribute.value === draft.targetUuid);
  const choices = attributes.map((attribute) => ({ value: attribute.value, label: attribute.label }));

  return (
    <form
      className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-5"
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'SUBMIT' });
      }}
    >
      <TextField
        label={t('attributeMigrations.edit.name')}
        value={draft.name}
        maxLength={120}
        errors={nameFault ? [nameFault] : []}
        onValueChange={(name) => actor.send({ type: 'NAME.CHANGE', name })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label={t('attributeMigrations.edit.source')}
          value={draft.sourceUuid}
          options={choices}
          placeholder={t('attributeMigrations.edit.choose')}
          error={faultOf(faults, 'source_attribute_uuid')}
          onChange={(uuid) => actor.send({ type: 'SOURCE.SET', uuid })}
        />
        <Select
          label={t('attributeMigrations.edit.target')}
          value={draft.targetUuid}
          options={choices}
          placeholder={t('attributeMigrations.edit.choose')}
          error={faultOf(faults, 'target_attribute_uuid')}
          onChange={(uuid) => actor.send({ type: 'TARGET.SET', uuid })}
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
                  value={draft.mapping[value.value] ?? ''}
                  options={targetAttribute.values}
                  placeholder={t('attributeMigrations.edit.dropped')}
                  onChange={(to) => actor.send({ type: 'MAP.SET', from: value.value, to })}
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
