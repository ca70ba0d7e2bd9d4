import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCallback, useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AttributeType } from '@domain/attribute-types';
import type { Attribute, AttributeData, NamedValue } from '@domain/product';
import { VALUE_SELECT_MIN_VALUES } from '@domain/value-select';
import { AttributeField } from '@kit/attribute-fields/attribute-field';
import type { FieldLabels } from '@kit/attribute-fields/labels';
import { FIELD_LABELS } from './support/field-labels';

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const L: FieldLabels = {
  ...FIELD_LABELS,
  valueSelect: {
    open: 'Wszystkie wartości',
    search: 'Szukaj wartości',
    chosen: (count) => `Wybrano: ${count}`,
    noResults: 'Brak wartości',
    none: 'Bez wartości',
    apply: 'Zastosuj',
    cancel: 'Anuluj',
  },
};

const COLOURS = [
  'Biały',
  'Czarny',
  'Czerwony',
  'Zielony',
  'Żółty',
  'Niebieski',
  'Różowy',
  'Szary',
  'Brązowy',
  'Fioletowy',
  'Pomarańczowy',
];
const MANY: NamedValue[] = COLOURS.map((name, index) => ({ uuid: `c-${index}`, name }));

function attribute(type: AttributeType, overrides: Partial<Attribute> = {}): Attribute {
  return {
    uuid: `a-${type}`,
    name: 'Kolor',
    type,
    section_code: 'general',
    data: [],
    is_required: false,
    is_visible: true,
    is_read_only: false,
    validation_rules: [],
    available_units: [],
    available_values: MANY,
    available_validation_values: [],
    custom_values_count: 0,
    ...overrides,
  };
}

/** One field as the form renders it: what it writes is fed back. */
function renderField(initial: Attribute) {
  const seen = { data: initial.data };
  function Harness() {
    const [value, setValue] = useState(initial);
    const onChange = useCallback((_uuid: string, data: AttributeData[]) => {
      seen.data = data;
      setValue((current) => ({ ...current, data }));
    }, []);
    return <AttributeField attribute={value} errors={{}} labels={L} onChange={onChange} />;
  }
  render(<Harness />);
  return seen;
}

const openButton = () => screen.getByRole('button', { name: 'Wszystkie wartości: Kolor' });

describe('§2 Modals: value select', () => {
  it('a multiselect with a long list: search, tick with the keyboard, apply; the chips show the choice', async () => {
    const user = userEvent.setup();
    const seen = renderField(
      attribute('multiselect', { data: [{ value: [], value_uuid: 'c-0', value_name: 'Biały' }] }),
    );
    await user.click(openButton());
    const dialog = await screen.findByRole('dialog', { name: 'Kolor' });
    const search = within(dialog).getByLabelText('Szukaj wartości');
    expect(document.activeElement).toBe(search);
    expect((within(dialog).getByRole('checkbox', { name: 'Biały' }) as HTMLInputElement).checked).toBe(true);
    await user.type(search, 'zolty');
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(1);
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('checkbox', { name: 'Żółty' }));
    await user.keyboard(' ');
    expect(within(dialog).getByRole('status').textContent).toBe('Wybrano: 2');
    await user.click(within(dialog).getByRole('button', { name: 'Zastosuj' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(seen.data.map((entry) => entry.value_uuid)).toEqual(['c-0', 'c-4']);
    expect(screen.getByText('Żółty')).toBeTruthy();
    expect(document.activeElement).toBe(openButton());
  });

  it('a select: Enter in the search box takes the only match; Cancel and Escape change nothing', async () => {
    const user = userEvent.setup();
    const seen = renderField(attribute('select'));
    await user.click(openButton());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(openButton());
    let dialog = await screen.findByRole('dialog', { name: 'Kolor' });
    await user.click(within(dialog).getByRole('radio', { name: 'Szary' }));
    await user.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    expect(seen.data).toEqual([]);
    await user.click(openButton());
    dialog = await screen.findByRole('dialog', { name: 'Kolor' });
    await user.type(within(dialog).getByLabelText('Szukaj wartości'), 'niebie{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(seen.data).toEqual([{ value: [], value_uuid: 'c-5', value_name: 'Niebieski' }]);
  });

  it('a search that finds nothing says so', async () => {
    const user = userEvent.setup();
    renderField(attribute('multiselect'));
    await user.click(openButton());
    const dialog = await screen.findByRole('dialog', { name: 'Kolor' });
    await user.type(within(dialog).getByLabelText('Szukaj wartości'), 'xyz');
    expect(within(dialog).getByText('Brak wartości')).toBeTruthy();
    expect(within(dialog).queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('is not offered for a short list or a read-only field', () => {
    renderField(
      attribute('select', { uuid: 'short', available_values: MANY.slice(0, VALUE_SELECT_MIN_VALUES - 1) }),
    );
    renderField(attribute('multiselect', { uuid: 'ro', is_read_only: true }));
    expect(screen.queryByRole('button', { name: /Wszystkie wartości/ })).toBeNull();
  });
});
