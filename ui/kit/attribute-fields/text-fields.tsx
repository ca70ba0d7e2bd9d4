import { firstValues, toDateInput, toDateTimeLocal, writeValues } from '@domain/attribute-values';
import type { ControlProps } from './control-props';
import { inputClass } from './styles';
import { ValueInput } from './value-input';

function textProps({ attribute, ids, readOnly }: ControlProps) {
  return {
    id: ids.control,
    readOnly,
    'aria-describedby': ids.describedBy,
    'aria-required': attribute.is_required || undefined,
    ...(attribute.placeholder ? { placeholder: attribute.placeholder } : {}),
  };
}

/** §3 text: value[0]. */
export function TextControl(props: ControlProps) {
  const { attribute, change, invalid } = props;
  return (
    <ValueInput
      {...textProps(props)}
      value={firstValues(attribute.data)[0] ?? ''}
      invalid={invalid}
      onValue={(value) => change(writeValues(attribute.data, [value]))}
    />
  );
}

/** §3 textarea: value[0], several lines. */
export function TextareaControl(props: ControlProps) {
  const { attribute, change, invalid } = props;
  return (
    <textarea
      {...textProps(props)}
      rows={3}
      value={firstValues(attribute.data)[0] ?? ''}
      aria-invalid={invalid || undefined}
      onChange={(event) => change(writeValues(attribute.data, [event.target.value]))}
      className={inputClass(invalid, 'h-auto min-h-16 py-1.5')}
    />
  );
}

/** §3 date: value[0] as YYYY-MM-DD. */
export function DateControl(props: ControlProps) {
  const { attribute, change, invalid } = props;
  return (
    <ValueInput
      {...textProps(props)}
      type="date"
      className="w-44 tabular-nums"
      value={toDateInput(firstValues(attribute.data)[0])}
      invalid={invalid}
      onValue={(value) => change(writeValues(attribute.data, [value]))}
    />
  );
}

/** §3 datetime: value[0] as YYYY-MM-DDTHH:mm. */
export function DateTimeControl(props: ControlProps) {
  const { attribute, change, invalid } = props;
  return (
    <ValueInput
      {...textProps(props)}
      type="datetime-local"
      className="w-56 tabular-nums"
      value={toDateTimeLocal(firstValues(attribute.data)[0])}
      invalid={invalid}
      onValue={(value) => change(writeValues(attribute.data, [value]))}
    />
  );
}
