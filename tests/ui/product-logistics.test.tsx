import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '@app/i18n';
import { PACKAGE_TYPE } from '@domain/constants';
import { LOGISTIC_FIELD_ID, LOGISTIC_UNIT, LOGISTIC_VALUE } from '@domain/logistics-fields';
import { defaultBasicStructure } from '@domain/logistics-structure';
import type { Package, Structure } from '@domain/product';
import { UNIT } from '@domain/units';
import pl from '@i18n/locales/pl.json';
import { catalogs } from '@i18n/translate';
import { LogisticsSection, type LogisticsFaults } from '@screens/product-form/logistics/logistics-section';
import { logisticDefinitions } from '@server/products/logistic-definitions';

const CONSUMER = LOGISTIC_FIELD_ID[PACKAGE_TYPE.CONSUMER];
const FIELDS = pl.logistics.fields;

/** The package definitions as the server builds them, with the units' names of the demo data. */
const definitions = logisticDefinitions(
  new Map<string, string>([
    [UNIT.MM, 'mm'],
    [UNIT.CM, 'cm'],
    [UNIT.M, 'm'],
    [UNIT.CM3, 'cm³'],
    [UNIT.DM3, 'l'],
    [UNIT.G, 'g'],
    [UNIT.KG, 'kg'],
    [UNIT.PIECE, 'szt.'],
  ]),
  'pl',
  true,
);

const NO_FAULTS: LogisticsFaults = { packages: {}, eans: {}, general: [] };

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('pl', async () => catalogs.pl);
});

function uuids() {
  let next = 0;
  return () => `uuid-${(next += 1)}`;
}

/** The section as the form holds it: structures in state, every change written back. */
function renderSection(initial: Structure[], options: { faults?: LogisticsFaults; readOnly?: boolean } = {}) {
  const state = { current: initial };
  const newUuid = uuids();
  function Harness() {
    const [structures, setStructures] = useState(initial);
    return (
      <LogisticsSection
        structures={structures}
        definitions={definitions}
        faults={options.faults ?? NO_FAULTS}
        readOnly={options.readOnly ?? false}
        newUuid={newUuid}
        onChange={(next) => {
          state.current = next;
          setStructures(next);
        }}
      />
    );
  }
  render(
    <I18nextProvider i18n={i18n}>
      <Harness />
    </I18nextProvider>,
  );
  const consumer = () => state.current[0]!.packages[0]!;
  return { state, consumer };
}

const basePackage = () => screen.getByRole('article', { name: pl.logistics.packageTypes.consumer });
const fieldData = (pack: Package, uuid: string) => pack.fields.find((field) => field.uuid === uuid)?.data;
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('logistics section of the product card', () => {
  it('starts an empty card with the default basic structure', async () => {
    const { state, consumer } = renderSection([]);
    await userEvent.click(screen.getByRole('button', { name: pl.logistics.addBasePackage }));

    const card = basePackage();
    expect(screen.getByRole('heading', { name: pl.logistics.sections.basePackage })).toBeTruthy();
    expect(within(card).getByLabelText<HTMLInputElement>(FIELDS.consumerUnitsNumber).value).toBe('1');
    expect(
      within(card).getByRole('switch', { name: pl.logistics.ean.has }).getAttribute('aria-checked'),
    ).toBe('true');
    expect(within(card).getAllByRole('textbox', { name: /Kod EAN/ })).toHaveLength(1);
    expect(state.current).toHaveLength(1);
    expect(consumer()).toMatchObject({ package_type: PACKAGE_TYPE.CONSUMER, has_ean: true });
  });

  it('recomputes the disabled volume when the dimensions are typed', async () => {
    const { consumer } = renderSection([defaultBasicStructure(uuids())]);
    const card = basePackage();
    const dimensions = within(card).getByRole('group', { name: FIELDS.dimensions });
    await userEvent.selectOptions(
      within(dimensions).getByRole('combobox', {
        name: pl.logistics.unitOf.replace('{{field}}', FIELDS.dimensions),
      }),
      'mm',
    );
    await userEvent.type(within(dimensions).getByLabelText(pl.logistics.dimension.width), '100');
    await userEvent.type(within(dimensions).getByLabelText(pl.logistics.dimension.height), '200');
    await userEvent.type(within(dimensions).getByLabelText(pl.logistics.dimension.depth), '50,5');

    const volume = within(card).getByLabelText<HTMLInputElement>(FIELDS.volume);
    expect(volume.disabled).toBe(true);
    expect(volume.value).toBe('1010,000');
    expect(description(volume)).toContain(pl.logistics.computed);
    expect(fieldData(consumer(), CONSUMER.DIMENSIONS)).toEqual([
      { value: ['100', '200', '50,5'], unit_uuid: LOGISTIC_UNIT.MM, unit: 'mm' },
    ]);
    expect(fieldData(consumer(), CONSUMER.VOLUME)).toEqual([
      { value: ['1010,000'], unit_uuid: LOGISTIC_UNIT.CM3 },
    ]);

    await userEvent.clear(within(dimensions).getByLabelText(pl.logistics.dimension.height));
    expect(volume.value).toBe('');
  });

  it('writes numbers with their unit and flags as the positive or negative value', async () => {
    const { consumer } = renderSection([defaultBasicStructure(uuids())]);
    const card = basePackage();
    await userEvent.type(within(card).getByLabelText(FIELDS.netWeight), '0,25');
    await userEvent.selectOptions(
      within(card).getByRole('combobox', {
        name: pl.logistics.unitOf.replace('{{field}}', FIELDS.netWeight),
      }),
      'kg',
    );
    await userEvent.selectOptions(within(card).getByLabelText(FIELDS.recyclable), pl.logistics.flag.yes);

    expect(fieldData(consumer(), CONSUMER.NET_WEIGHT)).toEqual([
      { value: ['0,25'], unit_uuid: LOGISTIC_UNIT.KG, unit: 'kg' },
    ]);
    expect(fieldData(consumer(), CONSUMER.RECYCLABLE)?.[0]?.value).toEqual([LOGISTIC_VALUE.POSITIVE]);
  });

  it('writes the only unit of a field together with its value', async () => {
    const first: Package = {
      uuid: 'first',
      package_type: PACKAGE_TYPE.FIRST_LEVEL,
      has_ean: false,
      fields: [],
      eans: [],
    };
    const { state } = renderSection([{ is_network_structure: false, network_codes: [], packages: [first] }]);
    const card = screen.getByRole('article', { name: pl.logistics.packageTypes.firstLevel });
    await userEvent.type(within(card).getByLabelText(FIELDS.consumerUnitsNumber), '6');
    const units = fieldData(
      state.current[0]!.packages[0]!,
      LOGISTIC_FIELD_ID[PACKAGE_TYPE.FIRST_LEVEL].CONSUMER_UNITS_NUMBER,
    );
    expect(units).toEqual([{ value: ['6'], unit_uuid: UNIT.PIECE }]);
  });

  it('toggling the EAN flag off clears the EANs; on again starts with one empty code', async () => {
    const { consumer } = renderSection([defaultBasicStructure(uuids())]);
    const card = basePackage();
    await userEvent.type(within(card).getByRole('textbox', { name: /Kod EAN 1/ }), '5901234123457');
    await userEvent.click(within(card).getByRole('button', { name: pl.logistics.ean.add }));
    expect(consumer().eans).toHaveLength(2);

    const toggle = within(card).getByRole('switch', { name: pl.logistics.ean.has });
    await userEvent.click(toggle);
    expect(consumer()).toMatchObject({ has_ean: false, eans: [] });
    expect(within(card).queryByRole('textbox', { name: /Kod EAN/ })).toBeNull();

    await userEvent.click(toggle);
    const codes = within(card).getAllByRole<HTMLInputElement>('textbox', { name: /Kod EAN/ });
    expect(codes.map((input) => input.value)).toEqual(['']);
  });

  it('says when a complete EAN has a wrong check digit', async () => {
    renderSection([defaultBasicStructure(uuids())]);
    const code = within(basePackage()).getByRole('textbox', { name: /Kod EAN 1/ });
    await userEvent.type(code, '5901234123458');
    expect(screen.getByText(pl.logistics.ean.checkDigit)).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');

    await userEvent.clear(code);
    await userEvent.type(code, '5901234123457');
    expect(screen.queryByText(pl.logistics.ean.checkDigit)).toBeNull();

    await userEvent.clear(code);
    await userEvent.type(code, '0000000000000');
    expect(screen.queryByText(pl.logistics.ean.checkDigit)).toBeNull();

    // An 8-digit code may still be on its way to 13 digits: judged once the user leaves the field.
    await userEvent.clear(code);
    await userEvent.type(code, '12345678');
    expect(screen.queryByText(pl.logistics.ean.checkDigit)).toBeNull();
    await userEvent.tab();
    expect(screen.getByText(pl.logistics.ean.checkDigit)).toBeTruthy();
  });

  it('clears the EAN dates when the dates flag changes', async () => {
    const { consumer } = renderSection([defaultBasicStructure(uuids())]);
    const card = basePackage();
    await userEvent.click(within(card).getByLabelText(pl.logistics.ean.dates));
    const from = within(card).getByLabelText(pl.logistics.ean.dateFrom);
    await userEvent.type(from, '2026-01-31');
    expect(consumer().eans[0]).toMatchObject({ dates_enabled: true, date_from: '2026-01-31' });

    await userEvent.click(within(card).getByLabelText(pl.logistics.ean.dates));
    expect(consumer().eans[0]).toMatchObject({ dates_enabled: false, date_from: null, date_to: null });
    expect(within(card).queryByLabelText(pl.logistics.ean.dateFrom)).toBeNull();
  });

  it('shows each fault under its own field and the unit fault under the unit', () => {
    const structure = defaultBasicStructure(uuids());
    const pack = structure.packages[0]!;
    renderSection([structure], {
      faults: {
        packages: {
          [pack.uuid]: {
            [CONSUMER.DIMENSIONS]: ['Musisz podać wymiary'],
            [`${CONSUMER.NET_WEIGHT}.unit`]: ['Musisz podać jednostkę miary'],
            '': ['Opakowanie jest niekompletne'],
          },
        },
        eans: { [pack.eans[0]!.uuid]: ['Ten EAN jest już używany'] },
        general: ['Musisz dodać minimum jedno opakowanie'],
      },
    });
    const card = basePackage();
    expect(description(within(card).getByRole('group', { name: FIELDS.dimensions }))).toBe(
      'Musisz podać wymiary',
    );
    const netWeight = within(card).getByLabelText(FIELDS.netWeight);
    expect(netWeight.getAttribute('aria-invalid')).toBeNull();
    const netUnit = within(card).getByRole('combobox', {
      name: pl.logistics.unitOf.replace('{{field}}', FIELDS.netWeight),
    });
    expect(description(netUnit)).toBe('Musisz podać jednostkę miary');
    expect(netUnit.getAttribute('aria-invalid')).toBe('true');
    expect(description(within(card).getByRole('textbox', { name: /Kod EAN 1/ }))).toBe(
      'Ten EAN jest już używany',
    );
    expect(within(card).getByText('Opakowanie jest niekompletne')).toBeTruthy();
    expect(screen.getByText('Musisz dodać minimum jedno opakowanie')).toBeTruthy();
  });

  it('shows every package under its heading, network structures with their codes, read-only when asked', () => {
    const basic = defaultBasicStructure(uuids());
    const level = (uuid: string, package_type: number): Package => ({
      uuid,
      package_type,
      has_ean: false,
      fields: [],
      eans: [],
    });
    renderSection(
      [
        {
          ...basic,
          packages: [
            ...basic.packages,
            level('first', PACKAGE_TYPE.FIRST_LEVEL),
            level('pallet', PACKAGE_TYPE.PALLET),
          ],
        },
        {
          is_network_structure: true,
          network_codes: ['N1', 'N2'],
          packages: [level('net', PACKAGE_TYPE.FIRST_LEVEL)],
        },
      ],
      { readOnly: true },
    );
    for (const heading of Object.values(pl.logistics.sections))
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    expect(screen.getAllByRole('article', { name: pl.logistics.packageTypes.firstLevel })).toHaveLength(2);
    expect(screen.getByRole('article', { name: pl.logistics.packageTypes.pallet })).toBeTruthy();
    expect(screen.getByText('Sieci: N1, N2')).toBeTruthy();
    expect(within(basePackage()).getByLabelText<HTMLInputElement>(FIELDS.netWeight).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: pl.logistics.ean.add })).toBeNull();
  });
});
