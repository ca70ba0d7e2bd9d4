import { firstValues, singleUnit, writeUnit, writeValues } from '@domain/attribute-values';
import type { ControlProps } from './control-props';
import { WithSpecialValues } from './special-values';
import { UnitSelect } from './unit-select';
import { ValueInput } from './value-input';

/** The unit select of the first entry (number, text_unit, the range types). */
export function FirstEntryUnit({ attribute, labels, change, ids, unitInvalid, readOnly }: ControlProps) {
  return (
    <UnitSelect
      units={attribute.available_units}
      value={attribute.data[0]?.unit_uuid}
      onChange={(unit) => change(writeUnit(attribute.data, unit))}
      label={`${attribute.name}: ${labels.unit}`}
      placeholder={labels.chooseUnit}
      invalid={unitInvalid}
      describedBy={ids.unitDescribedBy}
      disabled={readOnly}
    />
  );
}

function SingleValue(props: ControlProps & { numeric?: 'numeric' | 'decimal'; withUnit: boolean }) {
  const { attribute, change, ids, invalid, readOnly, numeric, withUnit } = props;
  const unit = withUnit ? singleUnit(attribute.available_units) : undefined;
  return (
    <div className="flex min-w-0 items-center gap-1">
      <WithSpecialValues {...props}>
        <ValueInput
          id={ids.control}
          readOnly={readOnly}
          aria-describedby={ids.describedBy}
          aria-required={attribute.is_required || undefined}
          {...(attribute.placeholder ? { placeholder: attribute.placeholder } : {})}
          {...(numeric ? { numeric } : { className: 'flex-1' })}
          value={firstValues(attribute.data)[0] ?? ''}
          invalid={invalid}
          onValue={(value) => change(writeValues(attribute.data, [value], unit))}
        />
      </WithSpecialValues>
      {withUnit && <FirstEntryUnit {...props} />}
    </div>
  );
}

/** §3 integer: value[0], typed freely (numeric keyboard). */
export function IntegerControl(props: ControlProps) {
  return <SingleValue {...props} numeric="numeric" withUnit={false} />;
}

/** §3 float: value[0], a comma or a point as decimal separator. */
export function FloatControl(props: ControlProps) {
  return <SingleValue {...props} numeric="decimal" withUnit={false} />;
}

/** §3 number: value[0] and unit_uuid of the first entry. */
export function NumberControl(props: ControlProps) {
  return <SingleValue {...props} numeric="decimal" withUnit />;
}

/** §3 text_unit: a text in value[0] and a unit. */
export function TextUnitControl(props: ControlProps) {
  return <SingleValue {...props} withUnit />;
}
