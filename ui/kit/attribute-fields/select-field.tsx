import { chosenEntry, customEntry, entryName } from '@domain/attribute-values';
import type { ControlProps } from './control-props';
import { iconButtonClass } from './styles';
import { ValueCombobox } from './value-combobox';
import { ValueSelectButton } from './value-select-button';

/** The server search of an attribute's values when it has one (§3 available_values_by_api). */
export function searchOf({ attribute, loadValues }: Pick<ControlProps, 'attribute' | 'loadValues'>) {
  return attribute.available_values_by_api && loadValues
    ? (query: string) => loadValues(attribute, query)
    : undefined;
}

/**
 * §3 select: one entry with value_uuid (value_name kept for display), or with custom values allowed a
 * typed-in value in value[0] flagged is_custom_value.
 */
export function SelectControl(props: ControlProps) {
  const { attribute, labels, change, ids, invalid, readOnly } = props;
  const customAllowed = attribute.custom_values_count > 0;
  const current = attribute.data[0];
  return (
    <div className="flex min-w-0 items-center gap-1">
      <ValueCombobox
        id={ids.control}
        labelledBy={ids.label}
        describedBy={ids.describedBy}
        invalid={invalid}
        readOnly={readOnly}
        required={attribute.is_required}
        labels={labels}
        display={current ? entryName(current, attribute.available_values) : ''}
        placeholder={attribute.placeholder || labels.chooseValue}
        values={attribute.available_values}
        search={searchOf(props)}
        allowCustom={customAllowed}
        onPick={(value) => change([chosenEntry(value, customAllowed)])}
        onCustom={(text) => change([customEntry(text)])}
      />
      <ValueSelectButton props={props} multiple={false} />
      {current && !readOnly && (
        <button
          type="button"
          className={iconButtonClass}
          aria-label={`${labels.clear}: ${attribute.name}`}
          onClick={() => change([])}
        >
          ×
        </button>
      )}
    </div>
  );
}
