import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@kit/cn';
import { LOGISTIC_FIELD_TYPE, LOGISTIC_VALUE } from '@domain/logistics-fields';
import type { PackageFieldData } from '@domain/product';
import { useFormActors } from '../form-actors';
import { DimensionsControl } from './dimensions-control';
import { valueAt, writeUnit, writeValues } from './field-data';
import {
  FieldError,
  FieldHint,
  FieldLabel,
  UnitSelect,
  type PackageFieldControlProps,
  borderClass,
  controlClass,
  describedBy,
} from './field-parts';

/** §3 One package field as a control chosen by its type (number, integer, threenumber, flag, text, material). */
export function PackageFieldControl(props: PackageFieldControlProps) {
  switch (props.definition.type) {
    case LOGISTIC_FIELD_TYPE.DIMENSIONS:
      return <DimensionsControl {...props} />;
    case LOGISTIC_FIELD_TYPE.FLAG:
      return <FlagControl {...props} />;
    case LOGISTIC_FIELD_TYPE.MATERIAL:
      return <MaterialView {...props} />;
    default:
      return <ValueControl {...props} />;
  }
}

const INPUT_MODE: Record<string, 'decimal' | 'numeric'> = {
  [LOGISTIC_FIELD_TYPE.NUMBER]: 'decimal',
  [LOGISTIC_FIELD_TYPE.INTEGER]: 'numeric',
};

/** What was typed last over the data it was typed into, until the form has it (edit-buffer.ts). */
interface Draft {
  base: readonly PackageFieldData[];
  value: string;
}

/**
 * number and integer (text input, comma allowed, with a unit when the field offers units) and text. What
 * is typed shows at once; the form, and the values computed from it on the other levels, follow after the
 * frame is painted (a weight edit recomputes the whole block, §4).
 */
function ValueControl({
  definition,
  data,
  faults,
  unitFaults,
  disabled,
  computed,
  onChange,
}: PackageFieldControlProps) {
  const { t } = useTranslation();
  const id = useId();
  const { edits } = useFormActors();
  const [draft, setDraft] = useState<Draft | null>(null);
  const units = definition.available_units;
  const type = (value: string) => {
    setDraft({ base: data, value });
    edits.defer(`logistic:${id}`, () => onChange(writeValues(data, [value], units)));
  };
  return (
    <div className="flex flex-col gap-1">
      <FieldLabel htmlFor={id} required={definition.is_required}>
        {definition.name}
      </FieldLabel>
      <div className="flex gap-2">
        <input
          id={id}
          data-logistic-field={definition.uuid}
          type="text"
          inputMode={INPUT_MODE[definition.type]}
          autoComplete="off"
          className={cn(controlClass, borderClass(faults.length > 0))}
          value={draft !== null && draft.base === data ? draft.value : valueAt(data, 0)}
          disabled={disabled}
          aria-required={definition.is_required || undefined}
          aria-invalid={faults.length > 0 || undefined}
          aria-describedby={describedBy(computed && `${id}-hint`, faults.length > 0 && `${id}-error`)}
          onChange={(event) => type(event.target.value)}
          onBlur={edits.flush}
        />
        {units.length > 0 && (
          <UnitSelect
            units={units}
            value={data[0]?.unit_uuid}
            fieldName={definition.name}
            invalid={unitFaults.length > 0}
            disabled={disabled}
            aria-describedby={describedBy(unitFaults.length > 0 && `${id}-unit-error`)}
            onValueChange={(unit) => {
              // A value typed a moment ago may still wait for the next paint: the unit goes onto it, and
              // the waiting edit is replaced, or it would put back the field as it was before the unit.
              const typed =
                draft !== null && draft.base === data ? writeValues(data, [draft.value], units) : data;
              edits.defer(`logistic:${id}`, () => onChange(writeUnit(typed, unit, units)));
              edits.flush();
            }}
          />
        )}
      </div>
      {computed && <FieldHint id={`${id}-hint`}>{t('logistics.computed')}</FieldHint>}
      <FieldError id={`${id}-error`} messages={faults} />
      <FieldError id={`${id}-unit-error`} messages={unitFaults} />
    </div>
  );
}

/** A flag holds LOGISTIC_VALUE.POSITIVE or NEGATIVE as its first value; '—' clears it. */
function FlagControl({ definition, data, faults, disabled, onChange }: PackageFieldControlProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <FieldLabel htmlFor={id} required={definition.is_required}>
        {definition.name}
      </FieldLabel>
      <select
        id={id}
        className={cn(controlClass, borderClass(faults.length > 0))}
        value={valueAt(data, 0)}
        disabled={disabled}
        aria-required={definition.is_required || undefined}
        aria-invalid={faults.length > 0 || undefined}
        aria-describedby={describedBy(faults.length > 0 && `${id}-error`)}
        onChange={(event) => onChange(writeValues(data, event.target.value ? [event.target.value] : [], []))}
      >
        <option value="">{t('logistics.flag.unset')}</option>
        <option value={LOGISTIC_VALUE.POSITIVE}>{t('logistics.flag.yes')}</option>
        <option value={LOGISTIC_VALUE.NEGATIVE}>{t('logistics.flag.no')}</option>
      </select>
      <FieldError id={`${id}-error`} messages={faults} />
    </div>
  );
}

/** Materials are chosen in the recycling table (a later issue); here the chosen ones are only listed. */
function MaterialView({ definition, data, faults }: PackageFieldControlProps) {
  const { t } = useTranslation();
  const id = useId();
  const names = data.map(
    (entry, index) =>
      (entry as PackageFieldData & { value_name?: string | null }).value_name ??
      t('logistics.materialUnnamed', { number: index + 1 }),
  );
  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={describedBy(names.length > 0 && `${id}-hint`, faults.length > 0 && `${id}-error`)}
      className="flex flex-col gap-1"
    >
      <FieldLabel as="span" id={`${id}-label`} required={definition.is_required}>
        {definition.name}
      </FieldLabel>
      <p className="min-h-9 py-2 text-sm text-slate-700">{names.length > 0 ? names.join(', ') : '—'}</p>
      {names.length > 0 && <FieldHint id={`${id}-hint`}>{t('logistics.materialsLater')}</FieldHint>}
      <FieldError id={`${id}-error`} messages={faults} />
    </div>
  );
}
