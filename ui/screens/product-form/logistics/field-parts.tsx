import type { ReactNode, SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@kit/cn';
import type { NamedValue, PackageFieldData, PackageFieldDefinition } from '@domain/product';

/**
 * Input and select look of the kit's TextField, for the dense logistics grid. Width is left to the caller:
 * a full-width input, a fixed-width unit select beside it (two width classes would fight).
 */
const controlBase =
  'h-9 min-w-0 rounded-md border bg-white px-2.5 text-sm text-slate-900 shadow-xs placeholder:text-slate-400 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent-600 disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500';
export const controlClass = `${controlBase} w-full`;

export const borderClass = (invalid: boolean) => (invalid ? 'border-red-500' : 'border-slate-300');

/** A field's visible name; the required mark sits outside the label so the accessible name stays clean. */
export function FieldLabel({
  htmlFor,
  id,
  required,
  children,
  as = 'label',
}: {
  htmlFor?: string;
  id?: string;
  required: boolean;
  children: ReactNode;
  as?: 'label' | 'legend' | 'span';
}) {
  const { t } = useTranslation();
  const Tag = as;
  return (
    <div className="flex items-baseline gap-1">
      <Tag
        {...(as === 'label' ? { htmlFor } : {})}
        {...(id === undefined ? {} : { id })}
        className="text-xs font-medium text-slate-700"
      >
        {children}
      </Tag>
      {required && (
        <span className="text-xs text-red-600" title={t('logistics.required')} aria-hidden="true">
          *
        </span>
      )}
    </div>
  );
}

/** The first message of a field's faults (only one is listed, §5 Faults), tied to its control by id. */
export function FieldError({ id, messages }: { id: string; messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <p id={id} className="text-xs text-red-600">
      {messages[0]}
    </p>
  );
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="text-xs text-slate-500">
      {children}
    </p>
  );
}

/** Joins the ids of the hint and error that describe a control (undefined when there are none). */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

interface UnitSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> {
  units: readonly NamedValue[];
  value: string | null | undefined;
  fieldName: string;
  invalid: boolean;
  onValueChange: (unitUuid: string | null) => void;
}

/** §5 A unit picker: a single unit is preselected (and written with the value), several start empty. */
export function UnitSelect({
  units,
  value,
  fieldName,
  invalid,
  onValueChange,
  className,
  ...props
}: UnitSelectProps) {
  const { t } = useTranslation();
  const single = units.length === 1 ? units[0]!.uuid : null;
  return (
    <select
      aria-label={t('logistics.unitOf', { field: fieldName })}
      aria-invalid={invalid || undefined}
      className={cn(controlBase, borderClass(invalid), 'w-24 shrink-0', className)}
      value={value ?? single ?? ''}
      onChange={(event) => onValueChange(event.target.value || null)}
      {...props}
    >
      {single === null && <option value="">—</option>}
      {units.map((unit) => (
        <option key={unit.uuid} value={unit.uuid}>
          {unit.name}
        </option>
      ))}
    </select>
  );
}

export interface PackageFieldControlProps {
  definition: PackageFieldDefinition;
  data: readonly PackageFieldData[];
  /** Translated faults of the value and of the unit (`<field>.unit`). */
  faults: readonly string[];
  unitFaults: readonly string[];
  /** Read-only card, or a field disabled to the user (§3: computed volume and layer weight). */
  disabled: boolean;
  computed: boolean;
  onChange: (data: PackageFieldData[]) => void;
}
