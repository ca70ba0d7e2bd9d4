import { useState } from 'react';
import { customCount, customEntry, removeEntryAt } from '@domain/attribute-values';
import { Button } from '../button';
import { Chips } from './chips';
import type { ControlProps } from './control-props';
import { ValueInput } from './value-input';

/**
 * §3 custom_values_count > 0: typed-in values beside a list of choices, shown as tags. `single` replaces
 * the choice (radio); otherwise they are added until custom_values_count of them are there.
 */
export function CustomValues({
  attribute,
  labels,
  change,
  ids,
  readOnly,
  single,
}: ControlProps & { single: boolean }) {
  const [text, setText] = useState('');
  const count = customCount(attribute.data);
  const chips = attribute.data.flatMap((entry, index) =>
    entry.is_custom_value
      ? [
          {
            key: `custom-${index}`,
            name: entry.value[0] ?? '',
            onRemove: () => change(removeEntryAt(attribute.data, index)),
          },
        ]
      : [],
  );
  const canAdd = !readOnly && (single || count < attribute.custom_values_count);
  const add = () => {
    const value = text.trim();
    if (value === '') return;
    change(single ? [customEntry(value)] : [...attribute.data, customEntry(value)]);
    setText('');
  };
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <Chips chips={chips} removeLabel={labels.remove} readOnly={readOnly} />
      {canAdd && (
        <div className="flex items-center gap-1">
          <ValueInput
            aria-label={`${attribute.name}: ${labels.customValue}`}
            aria-describedby={ids.describedBy}
            placeholder={labels.customValue}
            value={text}
            invalid={false}
            onValue={setText}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              add();
            }}
          />
          <Button size="sm" variant="secondary" onClick={add} disabled={text.trim() === ''}>
            {labels.add}
          </Button>
        </div>
      )}
    </div>
  );
}
