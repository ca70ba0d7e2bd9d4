import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@kit/cn';
import { valueAt, writeUnit, writeValues } from './field-data';
import {
  FieldError,
  FieldLabel,
  UnitSelect,
  borderClass,
  controlClass,
  describedBy,
  type PackageFieldControlProps,
} from './field-parts';

const PARTS = ['width', 'height', 'depth'] as const;

/**
 * §3 Dimensions (threenumber): three values in the order of the field's name (width × height × depth)
 * and one unit (mm, cm, m); the package's volume follows from them (§5 Computations).
 */
export function DimensionsControl({
  definition,
  data,
  faults,
  unitFaults,
  disabled,
  onChange,
}: PackageFieldControlProps) {
  const { t } = useTranslation();
  const id = useId();
  const units = definition.available_units;
  const values = PARTS.map((_part, index) => valueAt(data, index));
  const write = (index: number, value: string) =>
    onChange(
      writeValues(
        data,
        values.map((old, at) => (at === index ? value : old)),
        units,
      ),
    );
  const invalid = faults.length > 0;
  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={describedBy(invalid && `${id}-error`)}
      className="flex flex-col gap-1 sm:col-span-2"
    >
      <FieldLabel as="span" id={`${id}-label`} required={definition.is_required}>
        {definition.name}
      </FieldLabel>
      <div className="flex items-end gap-2">
        {PARTS.map((part, index) => (
          <div key={part} className="flex min-w-0 flex-1 flex-col gap-0.5">
            <label htmlFor={`${id}-${part}`} className="text-[11px] text-slate-500">
              {t(`logistics.dimension.${part}`)}
            </label>
            <input
              id={`${id}-${part}`}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              className={cn(controlClass, borderClass(invalid))}
              value={values[index]}
              disabled={disabled}
              aria-required={definition.is_required || undefined}
              aria-invalid={invalid || undefined}
              onChange={(event) => write(index, event.target.value)}
            />
          </div>
        ))}
        {units.length > 0 && (
          <UnitSelect
            units={units}
            value={data[0]?.unit_uuid}
            fieldName={definition.name}
            invalid={unitFaults.length > 0}
            disabled={disabled}
            aria-describedby={describedBy(unitFaults.length > 0 && `${id}-unit-error`)}
            onValueChange={(unit) => onChange(writeUnit(data, unit, units))}
          />
        )}
      </div>
      <FieldError id={`${id}-error`} messages={faults} />
      <FieldError id={`${id}-unit-error`} messages={unitFaults} />
    </div>
  );
}
