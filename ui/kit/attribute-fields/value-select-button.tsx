import { useRef, useState } from 'react';
import { applyChosen, offersValueSelect } from '@domain/value-select';
import { chosenEntry, chosenUuids } from '@domain/attribute-values';
import type { ControlProps } from './control-props';
import { iconButtonClass } from './styles';
import { ValueSelectDialog } from './value-select-dialog';

/**
 * §2 Modals: value select, beside a select or multiselect with a long list (docs/decisions/0044): a button
 * that opens the whole list in a searchable modal; what is chosen there replaces the field's choice.
 */
export function ValueSelectButton({ props, multiple }: { props: ControlProps; multiple: boolean }) {
  const { attribute, labels, change, readOnly } = props;
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const words = labels.valueSelect;
  if (readOnly || words === undefined || !offersValueSelect(attribute)) return null;
  const customAllowed = attribute.custom_values_count > 0;
  const apply = (chosen: ReadonlySet<string>) => {
    if (multiple)
      return change(applyChosen(attribute.data, chosen, attribute.available_values, customAllowed));
    const value = attribute.available_values.find((candidate) => chosen.has(candidate.uuid));
    change(value === undefined ? [] : [chosenEntry(value, customAllowed)]);
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className={iconButtonClass}
        aria-haspopup="dialog"
        aria-label={`${words.open}: ${attribute.name}`}
        title={words.open}
        onClick={() => setOpen(true)}
      >
        <span aria-hidden="true">☰</span>
      </button>
      <ValueSelectDialog
        open={open}
        onOpenChange={setOpen}
        title={attribute.name}
        values={attribute.available_values}
        multiple={multiple}
        initial={chosenUuids(attribute.data)}
        labels={words}
        onApply={apply}
        returnFocusTo={button.current}
      />
    </>
  );
}
