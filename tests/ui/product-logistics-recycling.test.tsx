import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PACKAGE_TYPE } from '@domain/constants';
import { LOGISTIC_FIELD_ID, LOGISTIC_VALUE } from '@domain/logistics-fields';
import { defaultBasicStructure } from '@domain/logistics-structure';
import type { Package, Structure } from '@domain/product';
import pl from '@i18n/locales/pl.json';
import { R, renderSection } from './product-logistics-harness';

const CONSUMER = LOGISTIC_FIELD_ID[PACKAGE_TYPE.CONSUMER];
const consumerName = pl.logistics.packageTypes.consumer;
const table = () => screen.getByRole('region', { name: R.heading });
const cell = (field: string, number: number, pack = consumerName) =>
  R.cell.replace('{{field}}', field).replace('{{number}}', String(number)).replace('{{package}}', pack);
const data = (pack: Package, uuid: string) => pack.fields.find((field) => field.uuid === uuid)?.data ?? [];

function withFirstLevel(): Structure[] {
  const [basic] = [defaultBasicStructure(() => `u-${Math.random()}`)];
  const first: Package = {
    uuid: 'first',
    package_type: PACKAGE_TYPE.FIRST_LEVEL,
    has_ean: false,
    fields: [
      { uuid: LOGISTIC_FIELD_ID[PACKAGE_TYPE.FIRST_LEVEL].CONSUMER_UNITS_NUMBER, data: [{ value: ['12'] }] },
    ],
    eans: [],
  };
  return [{ ...basic!, packages: [...basic!.packages, first] }];
}

async function addMaterial(pack: string, number: number, material: string, weight: string) {
  await userEvent.click(
    within(table()).getByRole('button', { name: R.addMaterialTo.replace('{{package}}', pack) }),
  );
  await userEvent.selectOptions(
    within(table()).getByLabelText(cell(R.columns.material, number, pack)),
    material,
  );
  await userEvent.type(within(table()).getByLabelText(cell(R.columns.weight, number, pack)), weight);
}

describe('recycling table (§3 recycling data per package and material)', () => {
  it('materials with their weight per base unit, the recyclable sums and the structure weight (§5)', async () => {
    const { state } = await renderSection(withFirstLevel());
    const firstName = pl.logistics.packageTypes.firstLevel;
    await addMaterial(consumerName, 1, R.materials.pet, '12');
    await addMaterial(firstName, 1, R.materials.paper, '240');
    const perBase = within(table())
      .getAllByTestId('per-base-weight')
      .map((element) => element.textContent);
    expect(perBase).toEqual(['12,000 g', '20,000 g']);
    expect(within(table()).getByTestId('structure-material-weight').textContent).toBe(
      R.structureWeight.replace('{{weight}}', '32,000'),
    );
    await userEvent.selectOptions(
      within(table()).getAllByRole('combobox', { name: pl.logistics.fields.recyclable })[0]!,
      pl.logistics.flag.yes,
    );
    expect(within(table()).getAllByTestId('recyclable-sums')[0]!.textContent).toBe(
      R.packageSums.replace('{{weight}}', '12,000').replace('{{perBase}}', '12,000'),
    );
    const consumer = state.current[0]!.packages[0]!;
    expect(data(consumer, CONSUMER.MATERIAL)).toEqual([
      expect.objectContaining({
        value: ['12', '', ''],
        attribute_set_position: 1,
        value_name: R.materials.pet,
      }),
    ]);
    expect(data(consumer, CONSUMER.RECYCLABLE)[0]!.value).toEqual([LOGISTIC_VALUE.POSITIVE]);
  });

  it('percent and fraction per material; removing one takes it from every list', async () => {
    const { state } = await renderSection(withFirstLevel());
    await addMaterial(consumerName, 1, R.materials.pet, '12');
    await addMaterial(consumerName, 2, R.materials.aluminium, '3');
    await userEvent.type(within(table()).getByLabelText(cell(R.columns.percent, 2)), '30');
    await userEvent.selectOptions(
      within(table()).getByLabelText(cell(R.columns.fraction, 2)),
      R.fractions.metalsAndPlastics,
    );
    await userEvent.click(
      within(table()).getByRole('button', {
        name: R.removeMaterial.replace('{{number}}', '1').replace('{{package}}', consumerName),
      }),
    );
    const consumer = state.current[0]!.packages[0]!;
    expect(data(consumer, CONSUMER.MATERIAL).map((entry) => entry.attribute_set_position)).toEqual([2]);
    expect(data(consumer, CONSUMER.RECYCLABLE_MATERIAL_PERCENT)).toEqual([
      { value: ['30'], attribute_set_position: 2 },
    ]);
    expect(data(consumer, CONSUMER.RECYCLABLE_MATERIAL_FRACTION)).toHaveLength(1);
    // The next material takes the smallest unused position above the list size (§4): 1 is free but 2 > 1.
    await userEvent.click(
      within(table()).getByRole('button', { name: R.addMaterialTo.replace('{{package}}', consumerName) }),
    );
    expect(
      data(state.current[0]!.packages[0]!, CONSUMER.MATERIAL).map((entry) => entry.attribute_set_position),
    ).toEqual([2, 3]);
  });

  it('a package marked not recyclable loses its materials and offers none (§4)', async () => {
    const { state } = await renderSection(withFirstLevel());
    await addMaterial(consumerName, 1, R.materials.glass, '200');
    await userEvent.selectOptions(
      within(table()).getAllByRole('combobox', { name: pl.logistics.fields.recyclable })[0]!,
      pl.logistics.flag.no,
    );
    expect(data(state.current[0]!.packages[0]!, CONSUMER.MATERIAL)).toEqual([]);
    expect(within(table()).getByText(R.notRecyclable)).toBeTruthy();
    expect(
      within(table()).queryByRole('button', { name: R.addMaterialTo.replace('{{package}}', consumerName) }),
    ).toBeNull();
  });

  it('without the fraction feature (ro) there is no fraction column', async () => {
    await renderSection(withFirstLevel(), { fraction: false });
    await addMaterial(consumerName, 1, R.materials.pet, '12');
    expect(within(table()).queryByRole('columnheader', { name: R.columns.fraction })).toBeNull();
    expect(within(table()).queryByLabelText(cell(R.columns.fraction, 1))).toBeNull();
  });

  it('shows the faults of a material under its cell', async () => {
    const structures = withFirstLevel();
    const consumer = structures[0]!.packages[0]!;
    structures[0]!.packages[0] = {
      ...consumer,
      fields: [
        ...consumer.fields,
        { uuid: CONSUMER.MATERIAL, data: [{ value: ['', '', ''], attribute_set_position: 1 }] },
      ],
    };
    await renderSection(structures, {
      faults: {
        packages: {
          [consumer.uuid]: {
            [`${CONSUMER.MATERIAL}.1`]: ['Pole wymagane'],
            [`${CONSUMER.MATERIAL}.1.weight`]: ['Podaj liczbę'],
          },
        },
        eans: {},
        general: [],
      },
    });
    expect(within(table()).getByText('Pole wymagane')).toBeTruthy();
    expect(within(table()).getByText('Podaj liczbę')).toBeTruthy();
    expect(within(table()).getByLabelText(cell(R.columns.material, 1)).getAttribute('aria-invalid')).toBe(
      'true',
    );
  });
});
