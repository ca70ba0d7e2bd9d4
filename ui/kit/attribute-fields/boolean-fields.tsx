import { firstValues, writeValues } from '@domain/attribute-values';
import type { ControlProps } from './control-props';
import { Check, RadioChoices } from './choice-parts';
import { iconButtonClass } from './styles';
import { ValueInput } from './value-input';

/** §3 boolean: Yes / No as radios writing value[0] 'true' or 'false'; clearing leaves no data. */
export function BooleanControl({ attribute, labels, change, ids, invalid, readOnly }: ControlProps) {
  const current = firstValues(attribute.data)[0];
  const value = current === 'true' || current === 'false' ? current : null;
  return (
    <div className="flex items-center gap-2">
      <RadioChoices
        id={ids.control}
        labelledBy={ids.label}
        describedBy={ids.describedBy}
        options={[
          { value: 'true', label: labels.yes },
          { value: 'false', label: labels.no },
        ]}
        value={value}
        onValueChange={(next) => change(writeValues(attribute.data, [next]))}
        disabled={readOnly}
        invalid={invalid}
        required={attribute.is_required}
      />
      {value !== null && !readOnly && (
        <button
          type="button"
          className={iconButtonClass}
          aria-label={`${labels.clear}: ${attribute.name}`}
          onClick={() => change(writeValues(attribute.data, []))}
        >
          {labels.clear}
        </button>
      )}
    </div>
  );
}

/** §3 checkbox: value[0] 'true' when checked, 'false' when unchecked. */
export function CheckboxControl({ attribute, change, ids, invalid, readOnly }: ControlProps) {
  return (
    <Check
      id={ids.control}
      label={attribute.name}
      hideLabel
      checked={firstValues(attribute.data)[0] === 'true'}
      onCheckedChange={(checked) => change(writeValues(attribute.data, [String(checked)]))}
      disabled={readOnly}
      invalid={invalid}
      describedBy={ids.describedBy}
    />
  );
}

/**
 * §3 checkbox_text: a box that, checked, asks for a text kept in value[0]. Checked means there is an
 * entry (its text may still be empty); unchecking removes it.
 */
export function CheckboxTextControl({ attribute, labels, change, ids, invalid, readOnly }: ControlProps) {
  const checked = attribute.data.length > 0;
  const text = firstValues(attribute.data)[0] ?? '';
  return (
    <div className="flex min-w-0 items-center gap-2">
      <Check
        id={ids.control}
        label={attribute.name}
        hideLabel
        checked={checked}
        onCheckedChange={(on) => change(on ? [{ value: [''] }] : [])}
        disabled={readOnly}
        invalid={invalid && !checked}
        describedBy={ids.describedBy}
      />
      {checked && (
        <ValueInput
          aria-label={`${attribute.name}: ${labels.text}`}
          aria-describedby={ids.describedBy}
          readOnly={readOnly}
          className="flex-1"
          value={text}
          invalid={invalid}
          onValue={(value) => change([{ ...attribute.data[0], value: [value] }])}
        />
      )}
    </div>
  );
}
