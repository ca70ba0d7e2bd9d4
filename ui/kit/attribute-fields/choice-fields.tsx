import { chosenEntry, chosenUuids, toggleEntry } from '@domain/attribute-values';
import { cn } from '../cn';
import type { ControlProps } from './control-props';
import { Check, RadioChoices } from './choice-parts';
import { CustomValues } from './custom-values';
import { focusRing, iconButtonClass } from './styles';

function Custom(props: ControlProps & { single: boolean }) {
  return props.attribute.custom_values_count > 0 ? <CustomValues {...props} /> : null;
}

/** §3 radio_multi_select: radios, one value at a time, stored as a data list of one value_uuid entry. */
export function RadioMultiSelectControl(props: ControlProps) {
  const { attribute, labels, change, ids, invalid, readOnly } = props;
  const customAllowed = attribute.custom_values_count > 0;
  const chosen = attribute.data.find((entry) => entry.value_uuid)?.value_uuid ?? null;
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <div className="flex items-center gap-2">
        <RadioChoices
          id={ids.control}
          labelledBy={ids.label}
          describedBy={ids.describedBy}
          options={attribute.available_values.map((value) => ({ value: value.uuid, label: value.name }))}
          value={chosen}
          onValueChange={(uuid) => {
            const value = attribute.available_values.find((candidate) => candidate.uuid === uuid);
            if (value) change([chosenEntry(value, customAllowed)]);
          }}
          disabled={readOnly}
          invalid={invalid}
          required={attribute.is_required}
        />
        {attribute.data.length > 0 && !readOnly && (
          <button
            type="button"
            className={iconButtonClass}
            aria-label={`${labels.clear}: ${attribute.name}`}
            onClick={() => change([])}
          >
            {labels.clear}
          </button>
        )}
      </div>
      <Custom {...props} single />
    </div>
  );
}

/** §3 checkbox_multi_select: a box per value; one value_uuid entry per checked box. */
export function CheckboxMultiSelectControl(props: ControlProps) {
  const { attribute, change, ids, invalid, readOnly } = props;
  const customAllowed = attribute.custom_values_count > 0;
  const chosen = chosenUuids(attribute.data);
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <div className="flex flex-wrap gap-x-4">
        {attribute.available_values.map((value, index) => (
          <Check
            key={value.uuid}
            id={index === 0 ? ids.control : `${ids.control}-${index}`}
            label={value.name}
            checked={chosen.has(value.uuid)}
            onCheckedChange={() => change(toggleEntry(attribute.data, value, customAllowed))}
            disabled={readOnly}
            invalid={invalid}
            describedBy={ids.describedBy}
          />
        ))}
      </div>
      <Custom {...props} single={false} />
    </div>
  );
}

/** §3 pictogram_multi_select: a grid of toggle tiles named by the values (no images exist). */
export function PictogramMultiSelectControl(props: ControlProps) {
  const { attribute, change, ids, invalid, readOnly } = props;
  const customAllowed = attribute.custom_values_count > 0;
  const chosen = chosenUuids(attribute.data);
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <div className="grid grid-cols-[repeat(auto-fill,minmax(7rem,1fr))] gap-1">
        {attribute.available_values.map((value, index) => (
          <button
            key={value.uuid}
            type="button"
            {...(index === 0 ? { id: ids.control } : {})}
            aria-pressed={chosen.has(value.uuid)}
            aria-describedby={ids.describedBy}
            aria-invalid={invalid || undefined}
            disabled={readOnly}
            onClick={() => change(toggleEntry(attribute.data, value, customAllowed))}
            className={cn(
              'flex min-h-12 items-center justify-center rounded-md border px-2 py-1 text-center text-xs text-slate-700 hover:bg-slate-50 disabled:opacity-60 aria-pressed:border-accent-600 aria-pressed:bg-accent-50 aria-pressed:text-accent-900',
              focusRing,
              invalid ? 'border-red-500' : 'border-slate-300',
            )}
          >
            {value.name}
          </button>
        ))}
      </div>
      <Custom {...props} single={false} />
    </div>
  );
}
