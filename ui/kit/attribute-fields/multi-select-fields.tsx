import {
  chosenEntry,
  chosenUuids,
  customCount,
  customEntry,
  entryName,
  removeEntryAt,
  singleUnit,
  writeEntryUnit,
  writeEntryValue,
} from '@domain/attribute-values';
import type { AttributeData, NamedValue } from '@domain/product';
import type { ControlProps } from './control-props';
import { Chips } from './chips';
import { searchOf } from './select-field';
import { iconButtonClass } from './styles';
import { UnitSelect } from './unit-select';
import { ValueCombobox } from './value-combobox';
import { ValueInput } from './value-input';
import { ValueSelectButton } from './value-select-button';

type AddProps = ControlProps & { onPick: (value: NamedValue) => void; allowCustom: boolean };

/** The combobox that adds one more value to a multi-value field. */
function AddValue(props: AddProps) {
  const { attribute, labels, change, ids, invalid, readOnly, onPick, allowCustom } = props;
  if (readOnly) return null;
  return (
    <ValueCombobox
      id={ids.control}
      label={`${attribute.name}: ${labels.add}`}
      describedBy={ids.describedBy}
      invalid={invalid}
      readOnly={readOnly}
      required={attribute.is_required}
      labels={labels}
      display=""
      placeholder={attribute.placeholder || labels.chooseValue}
      values={attribute.available_values}
      search={searchOf(props)}
      exclude={chosenUuids(attribute.data)}
      allowCustom={allowCustom}
      onPick={onPick}
      onCustom={(text) => change([...attribute.data, customEntry(text)])}
    />
  );
}

/**
 * §3 multiselect (and choice lists searched on the server): one entry per chosen value with value_uuid,
 * shown as tags; custom values (up to custom_values_count) as entries flagged is_custom_value.
 */
export function MultiSelectControl(props: ControlProps) {
  const { attribute, labels, change, readOnly } = props;
  const customAllowed = attribute.custom_values_count > 0;
  const chips = attribute.data.map((entry, index) => ({
    key: entry.value_uuid ?? `custom-${index}`,
    name: entryName(entry, attribute.available_values),
    onRemove: () => change(removeEntryAt(attribute.data, index)),
  }));
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <Chips chips={chips} removeLabel={labels.remove} readOnly={readOnly} />
      <div className="flex min-w-0 items-center gap-1">
        <AddValue
          {...props}
          allowCustom={customAllowed && customCount(attribute.data) < attribute.custom_values_count}
          onPick={(value) => change([...attribute.data, chosenEntry(value, customAllowed)])}
        />
        <ValueSelectButton props={props} multiple />
      </div>
    </div>
  );
}

interface RowsOptions {
  numeric: boolean;
  withUnit: boolean;
}

function EntryRow({
  props,
  entry,
  index,
  numeric,
  withUnit,
}: RowsOptions & { props: ControlProps; entry: AttributeData; index: number }) {
  const { attribute, labels, change, ids, invalid, unitInvalid, readOnly } = props;
  const name = entryName(entry, attribute.available_values);
  const value = entry.value[0] ?? '';
  return (
    <li className="flex min-w-0 items-center gap-1">
      <span className="min-w-24 flex-1 truncate text-sm text-slate-800">{name}</span>
      <ValueInput
        aria-label={`${name}: ${numeric ? labels.value : labels.text}`}
        aria-describedby={ids.describedBy}
        readOnly={readOnly}
        {...(numeric ? { numeric: 'decimal' as const } : { className: 'flex-1' })}
        value={value}
        invalid={invalid && value.trim() === ''}
        onValue={(text) => change(writeEntryValue(attribute.data, index, text))}
      />
      {withUnit && (
        <UnitSelect
          units={attribute.available_units}
          value={entry.unit_uuid}
          onChange={(unit) => change(writeEntryUnit(attribute.data, index, unit))}
          label={`${name}: ${labels.unit}`}
          placeholder={labels.chooseUnit}
          invalid={unitInvalid && !entry.unit_uuid}
          describedBy={ids.unitDescribedBy}
          disabled={readOnly}
        />
      )}
      {!readOnly && (
        <button
          type="button"
          aria-label={`${labels.remove}: ${name}`}
          onClick={() => change(removeEntryAt(attribute.data, index))}
          className={iconButtonClass}
        >
          ×
        </button>
      )}
    </li>
  );
}

/** Entries of a chosen value with their own number or text (and unit), one row each. */
function EntryRows(props: ControlProps & RowsOptions) {
  const { attribute, change, numeric, withUnit } = props;
  const unit = withUnit ? singleUnit(attribute.available_units) : undefined;
  const add = (value: NamedValue) => {
    const entry: AttributeData = { ...chosenEntry(value, false), value: [''] };
    change([...attribute.data, unit ? { ...entry, unit_uuid: unit.uuid, unit: unit.name } : entry]);
  };
  return (
    <div className="flex min-w-0 flex-col gap-1">
      {attribute.data.length > 0 && (
        <ul className="flex flex-col gap-1">
          {attribute.data.map((entry, index) => (
            <EntryRow
              key={entry.value_uuid ?? index}
              props={props}
              entry={entry}
              index={index}
              numeric={numeric}
              withUnit={withUnit}
            />
          ))}
        </ul>
      )}
      <AddValue {...props} allowCustom={false} onPick={add} />
    </div>
  );
}

/** §3 multiselect_number: entries of value_uuid, a number in value[0] and a unit each. */
export function MultiSelectNumberControl(props: ControlProps) {
  return <EntryRows {...props} numeric withUnit />;
}

/** §3 multiselect_text: entries of value_uuid and a text in value[0]. */
export function MultiSelectTextControl(props: ControlProps) {
  return <EntryRows {...props} numeric={false} withUnit={false} />;
}

/** §3 multiselect_text_unit: entries of value_uuid, a text in value[0] and a unit each. */
export function MultiSelectTextUnitControl(props: ControlProps) {
  return <EntryRows {...props} numeric={false} withUnit />;
}
