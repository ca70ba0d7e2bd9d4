import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useCallback, useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ATTRIBUTE_TYPES, type AttributeType } from '@domain/attribute-types';
import { attributeValidity, UNKNOWN_ATTRIBUTE_TYPE } from '@domain/attribute-validity';
import type { Attribute, AttributeData, NamedValue } from '@domain/product';
import { AttributeField, type AttributeFieldProps } from '@kit/attribute-fields/attribute-field';
import type { FieldLabels } from '@kit/attribute-fields/labels';
import { FIELD_LABELS } from './support/field-labels';
import { allowProseMirror, clearEditor, typeInEditor } from './support/prosemirror-in-jsdom';

beforeAll(() => {
  allowProseMirror();
  // Radix measures its popper content; jsdom has no ResizeObserver.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const L: FieldLabels = FIELD_LABELS;

const TWO_UNITS: NamedValue[] = [
  { uuid: 'u-g', name: 'g' },
  { uuid: 'u-kg', name: 'kg' },
];
const ONE_UNIT: NamedValue[] = [{ uuid: 'u-cm', name: 'cm' }];
const VALUES: NamedValue[] = [
  { uuid: 'v-milk', name: 'Mleko' },
  { uuid: 'v-water', name: 'Woda' },
  { uuid: 'v-juice', name: 'Sok' },
];

function attribute(type: AttributeType, overrides: Partial<Attribute> = {}): Attribute {
  return {
    uuid: `a-${type}`,
    name: `Pole ${type}`,
    type,
    section_code: 'general',
    data: [],
    is_required: true,
    is_visible: true,
    is_read_only: false,
    validation_rules: [],
    available_units: [],
    available_values: VALUES,
    available_validation_values: [],
    custom_values_count: 0,
    ...overrides,
  };
}

interface Rendered {
  readonly current: Attribute;
  changes: { uuid: string; data: AttributeData[] }[];
}

/** Renders one field the way the form does: the data written is applied and fed back. */
function renderField(initial: Attribute, props: Partial<AttributeFieldProps> = {}): Rendered {
  const result: Rendered = {
    current: initial,
    changes: [],
  } as Rendered;
  let current = initial;
  Object.defineProperty(result, 'current', { get: () => current });
  function Harness() {
    const [value, setValue] = useState(initial);
    const onChange = useCallback((uuid: string, data: AttributeData[]) => {
      result.changes.push({ uuid, data });
      current = { ...current, data };
      setValue(current);
    }, []);
    return <AttributeField attribute={value} errors={{}} labels={L} onChange={onChange} {...props} />;
  }
  render(<Harness />);
  return result;
}

const validity = (rendered: Rendered) => attributeValidity(rendered.current);
const name = (type: AttributeType) => `Pole ${type}`;
const group = (type: AttributeType) => screen.getByRole('group', { name: name(type) });

async function pick(user: UserEvent, combobox: HTMLElement, option: string) {
  await user.click(combobox);
  await user.click(await screen.findByRole('option', { name: option }));
}

interface Case {
  type: AttributeType;
  extra?: Partial<Attribute>;
  /** Enters a full value (without the unit when the type has two units to choose from). */
  fill: (user: UserEvent) => Promise<void>;
  /** Chooses the unit, for types given two units. */
  unit?: (user: UserEvent) => Promise<void>;
  /** Takes the value away again. */
  clear?: (user: UserEvent) => Promise<void>;
}

const typeInto = (label: string, text: string) => async (user: UserEvent) => {
  await user.type(screen.getByLabelText(label), text);
};
const clearField = (label: string) => async (user: UserEvent) => {
  await user.clear(screen.getByLabelText(label));
};
const chooseUnit = (label: string) => async (user: UserEvent) => {
  // A unit select is named after its attribute: "<attribute>: Jednostka".
  const name = label === L.unit ? new RegExp(`: ${L.unit}$`) : label;
  await user.selectOptions(screen.getByRole('combobox', { name }), 'kg');
};

const CASES: Case[] = [
  {
    type: 'boolean',
    fill: async (user) => user.click(screen.getByRole('radio', { name: L.yes })),
    clear: async (user) => user.click(screen.getByRole('button', { name: `${L.clear}: ${name('boolean')}` })),
  },
  {
    type: 'checkbox',
    fill: async (user) => user.click(screen.getByRole('checkbox', { name: name('checkbox') })),
  },
  {
    type: 'checkbox_text',
    fill: async (user) => {
      await user.click(screen.getByRole('checkbox', { name: name('checkbox_text') }));
      await user.type(screen.getByLabelText(`${name('checkbox_text')}: ${L.text}`), 'bez glutenu');
    },
    clear: async (user) => user.click(screen.getByRole('checkbox', { name: name('checkbox_text') })),
  },
  {
    type: 'date',
    fill: async () => {
      fireEvent.change(screen.getByLabelText(name('date')), { target: { value: '2024-05-01' } });
    },
    clear: async () => {
      fireEvent.change(screen.getByLabelText(name('date')), { target: { value: '' } });
    },
  },
  {
    type: 'datetime',
    fill: async () => {
      fireEvent.change(screen.getByLabelText(name('datetime')), { target: { value: '2024-05-01T12:30' } });
    },
    clear: async () => {
      fireEvent.change(screen.getByLabelText(name('datetime')), { target: { value: '' } });
    },
  },
  { type: 'fileupload', fill: typeInto(name('fileupload'), '42'), clear: clearField(name('fileupload')) },
  {
    type: 'html_textarea',
    fill: (user) => typeInEditor(user, name('html_textarea'), 'Opis'),
    clear: (user) => clearEditor(user, name('html_textarea')),
  },
  { type: 'integer', fill: typeInto(name('integer'), '12'), clear: clearField(name('integer')) },
  { type: 'float', fill: typeInto(name('float'), '1,5'), clear: clearField(name('float')) },
  {
    type: 'number',
    extra: { available_units: TWO_UNITS },
    fill: typeInto(name('number'), '250'),
    unit: chooseUnit(L.unit),
    clear: clearField(name('number')),
  },
  { type: 'text', fill: typeInto(name('text'), 'Baton'), clear: clearField(name('text')) },
  {
    type: 'textarea',
    fill: typeInto(name('textarea'), 'Dwa{Enter}wiersze'),
    clear: clearField(name('textarea')),
  },
  {
    type: 'text_unit',
    extra: { available_units: TWO_UNITS },
    fill: typeInto(name('text_unit'), 'ok. 5'),
    unit: chooseUnit(L.unit),
    clear: clearField(name('text_unit')),
  },
  {
    type: 'select',
    fill: async (user) => pick(user, screen.getByRole('combobox', { name: name('select') }), 'Woda'),
    clear: async (user) => user.click(screen.getByRole('button', { name: `${L.clear}: ${name('select')}` })),
  },
  {
    type: 'multiselect',
    fill: async (user) => {
      const add = screen.getByRole('combobox', { name: `${name('multiselect')}: ${L.add}` });
      await pick(user, add, 'Woda');
      await pick(user, add, 'Sok');
      expect(screen.getByText('Woda')).toBeTruthy();
    },
    clear: async (user) => {
      await user.click(screen.getByRole('button', { name: `${L.remove}: Woda` }));
      await user.click(screen.getByRole('button', { name: `${L.remove}: Sok` }));
    },
  },
  {
    type: 'multiselect_number',
    extra: { available_units: TWO_UNITS },
    fill: async (user) => {
      await pick(
        user,
        screen.getByRole('combobox', { name: `${name('multiselect_number')}: ${L.add}` }),
        'Mleko',
      );
      await user.type(screen.getByLabelText(`Mleko: ${L.value}`), '2,5');
    },
    unit: chooseUnit(`Mleko: ${L.unit}`),
    clear: async (user) => user.click(screen.getByRole('button', { name: `${L.remove}: Mleko` })),
  },
  {
    type: 'multiselect_text',
    fill: async (user) => {
      await pick(
        user,
        screen.getByRole('combobox', { name: `${name('multiselect_text')}: ${L.add}` }),
        'Sok',
      );
      await user.type(screen.getByLabelText(`Sok: ${L.text}`), 'jabłkowy');
    },
    // No entries at all is valid for multiselect_text (§5: no minimum); an entry without its text is not.
    clear: clearField(`Sok: ${L.text}`),
  },
  {
    type: 'multiselect_text_unit',
    extra: { available_units: TWO_UNITS },
    fill: async (user) => {
      const add = screen.getByRole('combobox', { name: `${name('multiselect_text_unit')}: ${L.add}` });
      await pick(user, add, 'Sok');
      await user.type(screen.getByLabelText(`Sok: ${L.text}`), 'ok. 5');
      await user.selectOptions(screen.getByRole('combobox', { name: `Sok: ${L.unit}` }), 'kg');
    },
    clear: async (user) => user.click(screen.getByRole('button', { name: `${L.remove}: Sok` })),
  },
  {
    type: 'radio_multi_select',
    fill: async (user) => user.click(screen.getByRole('radio', { name: 'Sok' })),
    clear: async (user) =>
      user.click(screen.getByRole('button', { name: `${L.clear}: ${name('radio_multi_select')}` })),
  },
  {
    type: 'checkbox_multi_select',
    fill: async (user) => user.click(screen.getByRole('checkbox', { name: 'Mleko' })),
    clear: async (user) => user.click(screen.getByRole('checkbox', { name: 'Mleko' })),
  },
  {
    type: 'pictogram_multi_select',
    fill: async (user) => user.click(screen.getByRole('button', { name: 'Woda' })),
    clear: async (user) => user.click(screen.getByRole('button', { name: 'Woda' })),
  },
  {
    type: 'rangenumber',
    extra: { available_units: TWO_UNITS },
    fill: async (user) => {
      await user.type(within(group('rangenumber')).getByLabelText(L.from), '1');
      await user.type(within(group('rangenumber')).getByLabelText(L.to), '5');
    },
    unit: chooseUnit(L.unit),
    clear: async (user) => {
      await user.clear(within(group('rangenumber')).getByLabelText(L.from));
      await user.clear(within(group('rangenumber')).getByLabelText(L.to));
    },
  },
  {
    type: 'twonumber',
    extra: { available_units: ONE_UNIT },
    fill: async (user) => {
      await user.type(screen.getByLabelText(L.first), '10');
      await user.type(screen.getByLabelText(L.second), '20');
    },
    clear: clearField(L.second),
  },
  {
    type: 'threenumber',
    extra: { available_units: TWO_UNITS },
    fill: async (user) => {
      await user.type(screen.getByLabelText(L.first), '10');
      await user.type(screen.getByLabelText(L.second), '20,5');
      await user.type(screen.getByLabelText(L.third), '30');
    },
    unit: chooseUnit(L.unit),
    clear: clearField(L.third),
  },
  {
    type: 'selectrangenumber',
    extra: { available_units: TWO_UNITS },
    fill: async (user) => {
      await user.selectOptions(screen.getByRole('combobox', { name: L.mode }), L.range);
      await user.type(screen.getByLabelText(L.from), '1');
      await user.type(screen.getByLabelText(L.to), '5');
    },
    unit: chooseUnit(L.unit),
    clear: clearField(L.to),
  },
];

describe('attribute fields: one per type of §3', () => {
  it('covers all 25 types', () => {
    expect(CASES.map((c) => c.type).sort()).toEqual([...ATTRIBUTE_TYPES].sort());
  });

  it.each(CASES)('$type: labelled; a full value is valid (0), a missing unit -2, cleared -1', async (c) => {
    const user = userEvent.setup();
    const field = renderField(attribute(c.type, c.extra));
    expect(screen.getByText(name(c.type))).toBeTruthy();
    // §5 multiselect_text has no minimum count: no entries is valid.
    expect(validity(field)).toBe(c.type === 'multiselect_text' ? 0 : -1);

    await c.fill(user);
    if (c.unit) {
      expect(validity(field)).toBe(-2);
      await c.unit(user);
    }
    expect(validity(field)).toBe(0);
    expect(field.changes.every((change) => change.uuid === `a-${c.type}`)).toBe(true);

    if (c.clear) {
      await c.clear(user);
      expect(validity(field)).toBe(-1);
    }
  });

  it.each(['number', 'twonumber', 'text_unit', 'selectrangenumber'] as const)(
    '%s: a single unit is shown and written with the first change',
    async (type) => {
      const user = userEvent.setup();
      const field = renderField(attribute(type, { available_units: ONE_UNIT }));
      expect(screen.queryByRole('combobox', { name: L.unit })).toBeNull();
      expect(screen.getByText('cm')).toBeTruthy();
      const first = type === 'twonumber' ? L.first : type === 'selectrangenumber' ? L.value : name(type);
      await user.type(screen.getByLabelText(first), '7');
      expect(field.current.data[0]).toMatchObject({ unit_uuid: 'u-cm', unit: 'cm' });
      expect(validity(field)).toBe(type === 'twonumber' ? -1 : 0);
    },
  );

  it('multiselect_number: a single unit goes on every added entry', async () => {
    const user = userEvent.setup();
    const field = renderField(attribute('multiselect_number', { available_units: ONE_UNIT }));
    const add = screen.getByRole('combobox', { name: `${name('multiselect_number')}: ${L.add}` });
    await pick(user, add, 'Mleko');
    await pick(user, add, 'Woda');
    await user.type(screen.getByLabelText(`Mleko: ${L.value}`), '1');
    expect(validity(field)).toBe(-1);
    await user.type(screen.getByLabelText(`Woda: ${L.value}`), '2');
    expect(field.current.data).toEqual([
      { value: ['1'], value_uuid: 'v-milk', value_name: 'Mleko', unit_uuid: 'u-cm', unit: 'cm' },
      { value: ['2'], value_uuid: 'v-water', value_name: 'Woda', unit_uuid: 'u-cm', unit: 'cm' },
    ]);
    expect(validity(field)).toBe(0);
  });

  it('writes the shapes the validity reads', async () => {
    const user = userEvent.setup();
    const select = renderField(attribute('select'));
    await pick(user, screen.getByRole('combobox', { name: name('select') }), 'Sok');
    expect(select.current.data).toEqual([{ value: [], value_uuid: 'v-juice', value_name: 'Sok' }]);
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: name('select') }).value).toBe('Sok');

    const range = renderField(attribute('selectrangenumber'));
    await user.selectOptions(screen.getByRole('combobox', { name: L.mode }), L.under);
    await user.type(screen.getByLabelText(L.value), '3');
    expect(range.current.data).toEqual([{ value: ['<', '3'] }]);
    await user.selectOptions(screen.getByRole('combobox', { name: L.mode }), L.range);
    expect(range.current.data).toEqual([{ value: ['range', '3', ''] }]);
  });

  it('selectrangenumber: a number typed before any mode is a plain number (mode none)', async () => {
    const user = userEvent.setup();
    const range = renderField(attribute('selectrangenumber'));
    await user.type(screen.getByLabelText(L.value), '4');
    expect(range.current.data).toEqual([{ value: ['0', '4'] }]);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: L.mode }).value).toBe('0');
    expect(validity(range)).toBe(0);
  });
});

describe('attribute fields: read-only, errors, unknown type', () => {
  const filled: Partial<Record<AttributeType, AttributeData[]>> = {
    text: [{ value: ['Baton'] }],
    select: [{ value: [], value_uuid: 'v-milk', value_name: 'Mleko' }],
    multiselect: [{ value: [], value_uuid: 'v-milk' }],
    multiselect_number: [{ value: ['1'], value_uuid: 'v-milk' }],
    boolean: [{ value: ['true'] }],
    rangenumber: [{ value: ['1', '2'], unit_uuid: 'u-kg' }],
  };

  it.each(ATTRIBUTE_TYPES)('%s: read-only controls are disabled or read-only, the value readable', (type) => {
    const { container } = render(
      <AttributeField
        attribute={attribute(type, {
          is_read_only: true,
          available_units: TWO_UNITS,
          available_validation_values: [{ name: 'n/a' }],
          data: filled[type] ?? [],
        })}
        errors={{}}
        labels={L}
        onChange={() => {}}
      />,
    );
    expect(screen.getByText(L.readOnly)).toBeTruthy();
    const controls = [...container.querySelectorAll<HTMLInputElement>('input, textarea, select, button')];
    for (const control of controls) expect(control.disabled || control.readOnly).toBe(true);
    if (type === 'text') expect(screen.getByDisplayValue('Baton')).toBeTruthy();
    if (type === 'multiselect') expect(screen.getByText('Mleko')).toBeTruthy();
  });

  it.each(ATTRIBUTE_TYPES)(
    '%s: the error shows under the field, wired by aria-invalid and aria-describedby',
    (type) => {
      const { container } = render(
        <AttributeField
          attribute={attribute(type, { description: 'Podpowiedź' })}
          errors={{ value: 'To pole jest wymagane' }}
          labels={L}
          onChange={() => {}}
        />,
      );
      const message = screen.getByText('To pole jest wymagane');
      const invalid = container.querySelector('[aria-invalid="true"]');
      expect(invalid).not.toBeNull();
      const describedBy = (invalid?.getAttribute('aria-describedby') ?? '').split(' ');
      expect(describedBy).toContain(message.id);
      expect(describedBy).toContain(screen.getByText('Podpowiedź').id);
    },
  );

  it('a unit error marks the unit select', () => {
    render(
      <AttributeField
        attribute={attribute('number', { available_units: TWO_UNITS, data: [{ value: ['5'] }] })}
        errors={{ unit: 'Wybierz jednostkę miary' }}
        labels={L}
        onChange={() => {}}
      />,
    );
    const unit = screen.getByRole('combobox', { name: new RegExp(`: ${L.unit}$`) });
    expect(unit.getAttribute('aria-invalid')).toBe('true');
    expect(unit.getAttribute('aria-describedby')).toBe(screen.getByText('Wybierz jednostkę miary').id);
    expect(screen.getByLabelText(name('number')).getAttribute('aria-invalid')).toBeNull();
  });

  it('an unknown type shows the alert', () => {
    render(
      <AttributeField
        attribute={{ ...attribute('text'), type: 'colour' as AttributeType }}
        errors={{}}
        labels={L}
        onChange={() => {}}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain(UNKNOWN_ATTRIBUTE_TYPE);
  });
});

describe('attribute fields: values from the server, keyboard, custom values', () => {
  it('available_values_by_api searches through loadValues (debounced) and picks with the keyboard', async () => {
    const user = userEvent.setup();
    const loadValues = vi.fn(async (_attribute: Attribute, query: string) =>
      [
        { uuid: 'api-1', name: 'Mleko UHT' },
        { uuid: 'api-2', name: 'Mleko świeże' },
        { uuid: 'api-3', name: 'Woda' },
      ].filter((value) => value.name.toLowerCase().includes(query.toLowerCase())),
    );
    const field = renderField(attribute('select', { available_values: [], available_values_by_api: true }), {
      loadValues,
    });
    const input = screen.getByRole('combobox', { name: name('select') });
    await user.type(input, 'mle');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    // The click that focused it opened the list (all values), then one search for the typed text.
    expect(loadValues.mock.calls.map(([, query]) => query)).toEqual(['', 'mle']);
    expect(loadValues.mock.calls[0]?.[0].uuid).toBe('a-select');
    expect(input.getAttribute('aria-expanded')).toBe('true');

    await user.keyboard('{ArrowDown}');
    const active = screen.getByRole('option', { name: 'Mleko świeże' });
    expect(active.getAttribute('aria-selected')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(active.id);
    await user.keyboard('{Enter}');
    expect(field.current.data).toEqual([{ value: [], value_uuid: 'api-2', value_name: 'Mleko świeże' }]);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(validity(field)).toBe(0);
  });

  it('checkbox lists searched on the server become a multi-value combobox', async () => {
    const user = userEvent.setup();
    const loadValues = vi.fn(async () => [{ uuid: 'api-9', name: 'Eko' }]);
    const field = renderField(
      attribute('checkbox_multi_select', { available_values: [], available_values_by_api: true }),
      { loadValues },
    );
    await user.click(screen.getByRole('combobox', { name: `${name('checkbox_multi_select')}: ${L.add}` }));
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('option', { name: 'Eko' });
    await user.keyboard('{Enter}');
    expect(field.current.data).toEqual([{ value: [], value_uuid: 'api-9', value_name: 'Eko' }]);
  });

  it('Escape closes the list and keeps the chosen value; arrows wrap around', async () => {
    const user = userEvent.setup();
    const field = renderField(attribute('select'));
    const input = screen.getByRole('combobox', { name: name('select') });
    await user.click(input);
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: 'Sok' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(field.changes).toHaveLength(0);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(field.current.data[0]?.value_uuid).toBe('v-water');
  });

  it('a custom value is offered only when custom_values_count > 0', async () => {
    const user = userEvent.setup();
    renderField(attribute('select'));
    await user.type(screen.getByRole('combobox', { name: name('select') }), 'Kefir');
    expect(screen.queryByRole('option')).toBeNull();
    expect(screen.getByText(L.noResults)).toBeTruthy();
  });

  it('a custom value is written in value[0] with is_custom_value, and is valid', async () => {
    const user = userEvent.setup();
    const field = renderField(attribute('select', { uuid: 'a-custom', custom_values_count: 1 }));
    await user.type(screen.getByRole('combobox', { name: name('select') }), 'Kefir');
    await user.click(screen.getByRole('option', { name: `${L.customValue}: Kefir` }));
    expect(field.current.data).toEqual([
      { value: ['Kefir'], value_uuid: null, value_name: 'Kefir', is_custom_value: true },
    ]);
    expect(validity(field)).toBe(0);
  });

  it('a listed value with custom values allowed also fills value[0], as §5 then reads it', async () => {
    const user = userEvent.setup();
    const field = renderField(attribute('multiselect', { custom_values_count: 1 }));
    const add = screen.getByRole('combobox', { name: `${name('multiselect')}: ${L.add}` });
    await pick(user, add, 'Woda');
    expect(validity(field)).toBe(0);
    await user.type(add, 'Kefir{Enter}');
    expect(field.current.data[1]).toMatchObject({ value: ['Kefir'], is_custom_value: true });
    // The one custom value allowed is used: no more are offered.
    await user.type(add, 'Kawa');
    expect(screen.queryByRole('option', { name: `${L.customValue}: Kawa` })).toBeNull();
  });

  it('choice lists take custom values in their own input when allowed', async () => {
    const user = userEvent.setup();
    const field = renderField(attribute('checkbox_multi_select', { custom_values_count: 2 }));
    await user.type(
      screen.getByLabelText(`${name('checkbox_multi_select')}: ${L.customValue}`),
      'Bio{Enter}',
    );
    expect(field.current.data).toEqual([
      { value: ['Bio'], value_uuid: null, value_name: 'Bio', is_custom_value: true },
    ]);
    expect(validity(field)).toBe(0);
    renderField(attribute('pictogram_multi_select'));
    expect(screen.queryByLabelText(`${name('pictogram_multi_select')}: ${L.customValue}`)).toBeNull();
  });
});

describe('attribute fields: special values, html, files, memo', () => {
  it('available_validation_values: a menu sets "n/a", which is valid without a unit', async () => {
    const user = userEvent.setup();
    const field = renderField(
      attribute('threenumber', {
        available_units: TWO_UNITS,
        available_validation_values: [{ name: 'n/a' }],
      }),
    );
    await user.click(screen.getByRole('button', { name: `${L.specialValue}: ${name('threenumber')}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'n/a' }));
    expect(field.current.data).toEqual([{ value: ['n/a'] }]);
    expect(validity(field)).toBe(0);
    expect(screen.queryByLabelText(L.first)).toBeNull();
    await user.click(screen.getByRole('button', { name: `${L.clear}: n/a` }));
    expect(validity(field)).toBe(-1);
    expect(screen.getByLabelText(L.first)).toBeTruthy();
  });

  it('fileupload: a chosen file is uploaded and its id and name are written', async () => {
    const user = userEvent.setup();
    const uploadFile = vi.fn(async () => ({ id: 77, filename: 'karta.pdf' }));
    const field = renderField(attribute('fileupload'), { uploadFile });
    await user.upload(screen.getByLabelText(name('fileupload')), new File(['x'], 'karta.pdf'));
    await screen.findByText('karta.pdf');
    expect(field.current.data).toEqual([{ value: ['77'], filename: 'karta.pdf' }]);
    expect(validity(field)).toBe(0);
  });

  it('fileupload: a failed upload says so and writes nothing', async () => {
    const user = userEvent.setup();
    const field = renderField(attribute('fileupload'), {
      uploadFile: async () => Promise.reject(new Error('413')),
    });
    await user.upload(screen.getByLabelText(name('fileupload')), new File(['x'], 'duzy.pdf'));
    expect((await screen.findByRole('alert')).textContent).toBe(L.uploadFailed);
    expect(field.changes).toHaveLength(0);
  });

  it('editing one field of many renders only that field', async () => {
    const user = userEvent.setup();
    const renders = new Map<string, number>();
    // Every render of a field reads its attribute's name: a getter counts them.
    const counted = (type: AttributeType) => {
      const a = attribute(type);
      Object.defineProperty(a, 'name', {
        enumerable: true,
        get: () => {
          renders.set(a.uuid, (renders.get(a.uuid) ?? 0) + 1);
          return name(type);
        },
      });
      return a;
    };
    function Form() {
      const [attributes, setAttributes] = useState(() =>
        (['text', 'number', 'select', 'multiselect'] as const).map(counted),
      );
      const onChange = useCallback((uuid: string, data: AttributeData[]) => {
        setAttributes((all) => all.map((a) => (a.uuid === uuid ? { ...a, data } : a)));
      }, []);
      return (
        <>
          {attributes.map((a) => (
            <AttributeField key={a.uuid} attribute={a} errors={{}} labels={L} onChange={onChange} />
          ))}
        </>
      );
    }
    render(<Form />);
    expect([...renders.keys()]).toHaveLength(4);
    renders.clear();
    await user.type(screen.getByLabelText(name('text')), 'ab');
    expect(screen.getByDisplayValue('ab')).toBeTruthy();
    // Only the edited attribute is read (once, when the form copies it); the other fields did not render.
    expect([...renders.keys()]).toEqual(['a-text']);
  });
});
