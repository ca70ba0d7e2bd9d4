import {
  firstValues,
  RANGE_MODE,
  singleUnit,
  writeRangeMode,
  writeRangeNumber,
  writeValueAt,
  writeValues,
  type RangeMode,
} from '@domain/attribute-values';
import type { ControlProps } from './control-props';
import { FirstEntryUnit } from './number-fields';
import { WithSpecialValues } from './special-values';
import { inputClass } from './styles';
import { ValueInput } from './value-input';

/** Numbers at positions of value[], each labelled by a hidden word, then the unit. */
function Numbers(props: ControlProps & { names: readonly string[] }) {
  const { attribute, change, ids, invalid, readOnly, names } = props;
  const values = firstValues(attribute.data);
  const unit = singleUnit(attribute.available_units);
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-1">
      <WithSpecialValues {...props}>
        {names.map((name, index) => (
          <ValueInput
            key={name}
            {...(index === 0 ? { id: ids.control } : {})}
            aria-label={name}
            aria-describedby={ids.describedBy}
            readOnly={readOnly}
            numeric="decimal"
            value={values[index] ?? ''}
            invalid={invalid}
            onValue={(value) => change(writeValueAt(attribute.data, index, value, unit))}
          />
        ))}
      </WithSpecialValues>
      <FirstEntryUnit {...props} />
    </div>
  );
}

/** §3 rangenumber: from in value[0], to in value[1], and a unit. */
export function RangeNumberControl(props: ControlProps) {
  return <Numbers {...props} names={[props.labels.from, props.labels.to]} />;
}

/** §3 twonumber: two numbers in value[0] and value[1], and a unit. */
export function TwoNumberControl(props: ControlProps) {
  return <Numbers {...props} names={[props.labels.first, props.labels.second]} />;
}

/** §3 threenumber: three numbers (dimensions) in value[0..2], and a unit. */
export function ThreeNumberControl(props: ControlProps) {
  const { labels } = props;
  return <Numbers {...props} names={[labels.first, labels.second, labels.third]} />;
}

const MODES: readonly RangeMode[] = [RANGE_MODE.NONE, RANGE_MODE.UNDER, RANGE_MODE.OVER, RANGE_MODE.RANGE];

/** §3 selectrangenumber: the mode in value[0]; one number in value[1], or from–to in value[1..2]. */
export function SelectRangeNumberControl(props: ControlProps) {
  const { attribute, labels, change, ids, invalid, readOnly } = props;
  const values = firstValues(attribute.data);
  const mode = values[0] ?? '';
  const unit = singleUnit(attribute.available_units);
  const modeName = { '0': labels.none, '<': labels.under, '>': labels.over, range: labels.range };
  const write = (next: string[]) => change(writeValues(attribute.data, next, unit));
  const number = (index: 1 | 2, label: string) => (
    <ValueInput
      aria-label={label}
      aria-describedby={ids.describedBy}
      readOnly={readOnly}
      numeric="decimal"
      value={values[index] ?? ''}
      invalid={invalid}
      onValue={(value) => write(writeRangeNumber(values, index, value))}
    />
  );
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-1">
      <WithSpecialValues {...props}>
        <select
          id={ids.control}
          aria-label={labels.mode}
          aria-describedby={ids.describedBy}
          aria-invalid={invalid || undefined}
          disabled={readOnly}
          value={mode}
          onChange={(event) => write(writeRangeMode(values, event.target.value as RangeMode | ''))}
          className={inputClass(invalid, 'w-auto pr-1')}
        >
          <option value="">{labels.mode}</option>
          {MODES.map((option) => (
            <option key={option} value={option}>
              {modeName[option]}
            </option>
          ))}
        </select>
        {number(1, mode === RANGE_MODE.RANGE ? labels.from : labels.value)}
        {mode === RANGE_MODE.RANGE && number(2, labels.to)}
      </WithSpecialValues>
      <FirstEntryUnit {...props} />
    </div>
  );
}
