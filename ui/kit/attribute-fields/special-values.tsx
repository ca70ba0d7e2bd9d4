import type { ReactNode } from 'react';
import { validationValueOf, writeValues, singleUnit } from '@domain/attribute-values';
import { Menu } from '../menu';
import type { ControlProps } from './control-props';
import { iconButtonClass } from './styles';

type Props = Pick<ControlProps, 'attribute' | 'labels' | 'change' | 'readOnly'> & { children: ReactNode };

/**
 * §5 available_validation_values ("n/a", "bd"): a menu beside number-like inputs sets one of those names
 * as the value (the unit is kept); while one is set it shows instead of the inputs, with a way to clear it.
 */
export function WithSpecialValues({ attribute, labels, change, readOnly, children }: Props) {
  const names = attribute.available_validation_values;
  if (names.length === 0) return <>{children}</>;
  const current = validationValueOf(attribute.data, names);
  const unit = singleUnit(attribute.available_units);
  const write = (values: string[]) => change(writeValues(attribute.data, values, unit));
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-1">
      {current === undefined ? (
        children
      ) : (
        <span className="inline-flex h-8 items-center gap-1 rounded-md border border-accent-200 bg-accent-50 pl-2 text-sm text-accent-900">
          {current}
          <button
            type="button"
            className={iconButtonClass}
            disabled={readOnly}
            aria-label={`${labels.clear}: ${current}`}
            onClick={() => write([])}
          >
            ×
          </button>
        </span>
      )}
      {!readOnly && (
        <Menu
          trigger={<span aria-hidden="true">⋯</span>}
          label={`${labels.specialValue}: ${attribute.name}`}
          items={names.map(({ name }) => ({
            key: name,
            label: name,
            selected: name === current,
            onSelect: () => write([name]),
          }))}
        />
      )}
    </div>
  );
}
