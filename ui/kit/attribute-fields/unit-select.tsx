import type { NamedValue } from '@domain/product';
import { inputClass } from './styles';

export interface UnitSelectProps {
  units: readonly NamedValue[];
  /** The chosen unit_uuid. */
  value: string | null | undefined;
  onChange: (unit: NamedValue | null) => void;
  /** Accessible name: the word "unit", with the entry's name for multi-entry types. */
  label: string;
  placeholder: string;
  invalid: boolean;
  describedBy: string | undefined;
  disabled: boolean;
}

/**
 * §5 The unit of a value: nothing without available units, the one unit shown as text when there is one
 * (it is written with the first change), else a native select: cheap enough for thousands of fields.
 */
export function UnitSelect({
  units,
  value,
  onChange,
  label,
  placeholder,
  invalid,
  describedBy,
  disabled,
}: UnitSelectProps) {
  if (units.length === 0) return null;
  if (units.length === 1) {
    return (
      <span className="inline-flex h-8 shrink-0 items-center px-1 text-sm text-slate-600">
        <span className="sr-only">{label}: </span>
        {units[0]?.name}
      </span>
    );
  }
  return (
    <select
      aria-label={label}
      value={value ?? ''}
      disabled={disabled}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onChange={(event) => onChange(units.find((unit) => unit.uuid === event.target.value) ?? null)}
      className={inputClass(invalid, 'w-auto shrink-0 pr-1')}
    >
      <option value="">{placeholder}</option>
      {units.map((unit) => (
        <option key={unit.uuid} value={unit.uuid}>
          {unit.name}
        </option>
      ))}
    </select>
  );
}
