import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PACKAGE_TYPE } from '@domain/constants';
import { LOGISTIC_FIELD_ID, LOGISTIC_UNIT } from '@domain/logistics-fields';
import { defaultBasicStructure } from '@domain/logistics-structure';
import type { Package, Structure } from '@domain/product';
import { UNIT } from '@domain/units';
import { FIELDS, L, card, description, renderSection } from './product-logistics-harness';

const CONSUMER = LOGISTIC_FIELD_ID[PACKAGE_TYPE.CONSUMER];
const FIRST = LOGISTIC_FIELD_ID[PACKAGE_TYPE.FIRST_LEVEL];
const PALLET = LOGISTIC_FIELD_ID[PACKAGE_TYPE.PALLET];
const base = () => card(L.packageTypes.consumer);
const fieldData = (pack: Package, uuid: string) => pack.fields.find((field) => field.uuid === uuid)?.data;
const basic = () => [defaultBasicStructure(() => `u-${Math.random()}`)];
const unitOf = (field: string) => L.unitOf.replace('{{field}}', field);

async function addPackage(structure: string, typeLabel: string) {
  await userEvent.click(
    screen.getByRole('button', { name: L.packageDialog.openFor.replace('{{structure}}', structure) }),
  );
  const dialog = await screen.findByRole('dialog', { name: L.packageDialog.title });
  await userEvent.click(within(dialog).getByRole('radio', { name: typeLabel }));
  await userEvent.click(within(dialog).getByRole('button', { name: L.packageDialog.confirm }));
}

describe('logistics section: structures and packages', () => {
  it('starts an empty card with the default basic structure (§3)', async () => {
    const { state, consumer } = await renderSection([]);
    await userEvent.click(screen.getByRole('button', { name: L.addBasePackage }));
    expect(screen.getByRole('heading', { name: L.sections.basePackage })).toBeTruthy();
    expect(within(base()).getByLabelText<HTMLInputElement>(FIELDS.consumerUnitsNumber).value).toBe('1');
    expect(within(base()).getByRole('switch', { name: L.ean.has }).getAttribute('aria-checked')).toBe('true');
    expect(
      within(base())
        .getAllByTestId('ean-code')
        .map((code) => code.textContent),
    ).toEqual([L.ean.notSet]);
    expect(state.current).toHaveLength(1);
    expect(consumer()).toMatchObject({ package_type: PACKAGE_TYPE.CONSUMER, has_ean: true });
  });

  it('the package modal adds before the pallet if one exists, else appends (§4)', async () => {
    const { state } = await renderSection(basic());
    await addPackage(L.basicStructure, L.packageTypes.pallet);
    await addPackage(L.basicStructure, L.packageTypes.firstLevel);
    await addPackage(L.basicStructure, L.packageTypes.secondLevel);
    expect(state.current[0]!.packages.map((pack) => pack.package_type)).toEqual([
      PACKAGE_TYPE.CONSUMER,
      PACKAGE_TYPE.FIRST_LEVEL,
      PACKAGE_TYPE.SECOND_LEVEL,
      PACKAGE_TYPE.PALLET,
    ]);
    expect(screen.getByRole('heading', { name: L.sections.multiPackages })).toBeTruthy();
    // One pallet per structure: the modal no longer offers it.
    await userEvent.click(
      screen.getByRole('button', {
        name: L.packageDialog.openFor.replace('{{structure}}', L.basicStructure),
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: L.packageDialog.title });
    expect(within(dialog).queryByRole('radio', { name: L.packageTypes.pallet })).toBeNull();
  });

  it('deleting a package; the base package asks "Czy na pewno ?" with the §4 warning', async () => {
    const { state } = await renderSection(basic());
    await addPackage(L.basicStructure, L.packageTypes.firstLevel);
    await userEvent.click(
      screen.getByRole('button', {
        name: L.actions.deletePackage.replace('{{name}}', L.packageTypes.firstLevel),
      }),
    );
    expect(state.current[0]!.packages).toHaveLength(1);

    await userEvent.click(
      screen.getByRole('button', {
        name: L.actions.deletePackage.replace('{{name}}', L.packageTypes.consumer),
      }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: L.deleteBase.title });
    expect(within(confirm).getByText(L.deleteBase.warning)).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: L.dialog.cancel }));
    expect(state.current[0]!.packages).toHaveLength(1);

    await userEvent.click(
      screen.getByRole('button', {
        name: L.actions.deletePackage.replace('{{name}}', L.packageTypes.consumer),
      }),
    );
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: L.deleteBase.confirm }),
    );
    expect(state.current).toEqual([]);
    expect(screen.getByText(L.empty)).toBeTruthy();
  });

  it('network-specific structures: chosen in the network select modal by name, changed, one each (§3)', async () => {
    const { state } = await renderSection(basic());
    await userEvent.click(screen.getByRole('button', { name: L.actions.addNetworkStructure }));
    let dialog = await screen.findByRole('dialog', { name: L.networkDialog.title });
    await userEvent.type(within(dialog).getByLabelText(L.networkDialog.search), 'selg');
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Selgros' }));
    await userEvent.click(within(dialog).getByRole('button', { name: L.networkDialog.confirm }));
    expect(state.current[1]).toMatchObject({ is_network_structure: true, network_codes: ['selgros'] });
    const structure = screen.getByRole('region', { name: L.structureFor.replace('{{networks}}', 'Selgros') });
    expect(within(structure).getByRole('article', { name: L.packageTypes.consumer })).toBeTruthy();

    // A second structure cannot take Selgros again.
    await userEvent.click(screen.getByRole('button', { name: L.actions.addNetworkStructure }));
    dialog = await screen.findByRole('dialog', { name: L.networkDialog.title });
    expect(within(dialog).getByRole<HTMLInputElement>('checkbox', { name: /Selgros/ }).disabled).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: L.dialog.cancel }));

    await userEvent.click(within(structure).getByRole('button', { name: /Zmień sieci/ }));
    dialog = await screen.findByRole('dialog', { name: L.networkDialog.title });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Metro' }));
    await userEvent.click(within(dialog).getByRole('button', { name: L.networkDialog.confirm }));
    expect(state.current[1]!.network_codes).toEqual(['selgros', 'metro']);
    expect(
      screen.getByRole('region', { name: L.structureFor.replace('{{networks}}', 'Selgros, Metro') }),
    ).toBeTruthy();
  });
});

describe('logistics section: fields and computed values', () => {
  it('recomputes the disabled volume when the dimensions are typed (§5)', async () => {
    const { consumer } = await renderSection(basic());
    const dimensions = within(base()).getByRole('group', { name: FIELDS.dimensions });
    await userEvent.selectOptions(
      within(dimensions).getByRole('combobox', { name: unitOf(FIELDS.dimensions) }),
      'mm',
    );
    await userEvent.type(within(dimensions).getByLabelText(L.dimension.width), '100');
    await userEvent.type(within(dimensions).getByLabelText(L.dimension.height), '200');
    await userEvent.type(within(dimensions).getByLabelText(L.dimension.depth), '50,5');
    const volume = within(base()).getByLabelText<HTMLInputElement>(FIELDS.volume);
    expect(volume.disabled).toBe(true);
    expect(volume.value).toBe('1010,000');
    expect(description(volume)).toContain(L.computed);
    expect(fieldData(consumer(), CONSUMER.VOLUME)).toEqual([
      { value: ['1010,000'], unit_uuid: LOGISTIC_UNIT.CM3 },
    ]);
  });

  it('a consumer net weight recalculates the first level from its units; the pallet layer weight follows', async () => {
    const { state } = await renderSection(basic());
    await addPackage(L.basicStructure, L.packageTypes.firstLevel);
    await addPackage(L.basicStructure, L.packageTypes.pallet);
    const first = card(L.packageTypes.firstLevel);
    await userEvent.type(within(first).getByLabelText(FIELDS.consumerUnitsNumber), '12');
    await userEvent.type(within(base()).getByLabelText(FIELDS.netWeight), '90');
    await userEvent.selectOptions(
      within(base()).getByRole('combobox', { name: unitOf(FIELDS.netWeight) }),
      'g',
    );
    expect(within(first).getByLabelText<HTMLInputElement>(FIELDS.netWeight).value).toBe('1080');

    await userEvent.type(within(first).getByLabelText(FIELDS.grossWeight), '1,2');
    await userEvent.selectOptions(
      within(first).getByRole('combobox', { name: unitOf(FIELDS.grossWeight) }),
      'kg',
    );
    const pallet = card(L.packageTypes.pallet);
    await userEvent.type(within(pallet).getByLabelText(FIELDS.consumerPackagesOnLayer), '10');
    const layer = within(pallet).getByLabelText<HTMLInputElement>(FIELDS.layerWeight);
    expect(layer.disabled).toBe(true);
    expect(layer.value).toBe('12,000');
    const palletPack = state.current[0]!.packages.find((pack) => pack.package_type === PACKAGE_TYPE.PALLET)!;
    expect(fieldData(palletPack, PALLET.LAYER_WEIGHT)).toEqual([
      { value: ['12,000'], unit_uuid: LOGISTIC_UNIT.KG },
    ]);
    expect(fieldData(state.current[0]!.packages[1]!, FIRST.NET_WEIGHT)?.[0]?.value).toEqual(['1080']);
  });

  it('a weight typed and its unit chosen before the next paint are both kept', async () => {
    const { state } = await renderSection(basic(), { deferEdits: true });
    const net = within(base()).getByLabelText(FIELDS.netWeight);
    fireEvent.change(net, { target: { value: '90' } });
    fireEvent.change(within(base()).getByRole('combobox', { name: unitOf(FIELDS.netWeight) }), {
      target: { value: LOGISTIC_UNIT.G },
    });
    await waitFor(() =>
      expect(fieldData(state.current[0]!.packages[0]!, CONSUMER.NET_WEIGHT)?.[0]).toMatchObject({
        value: ['90'],
        unit_uuid: LOGISTIC_UNIT.G,
      }),
    );
  });

  it('writes the only unit of a field together with its value', async () => {
    const first: Structure = {
      is_network_structure: false,
      network_codes: [],
      packages: [
        { uuid: 'first', package_type: PACKAGE_TYPE.FIRST_LEVEL, has_ean: false, fields: [], eans: [] },
      ],
    };
    const { state } = await renderSection([first]);
    await userEvent.type(
      within(card(L.packageTypes.firstLevel)).getByLabelText(FIELDS.consumerUnitsNumber),
      '6',
    );
    expect(fieldData(state.current[0]!.packages[0]!, FIRST.CONSUMER_UNITS_NUMBER)).toEqual([
      { value: ['6'], unit_uuid: UNIT.PIECE },
    ]);
  });

  it('toggling the EAN flag off clears the EANs; on again starts with one empty code (§4)', async () => {
    const { consumer } = await renderSection(basic());
    const toggle = within(base()).getByRole('switch', { name: L.ean.has });
    await userEvent.click(toggle);
    expect(consumer()).toMatchObject({ has_ean: false, eans: [] });
    expect(within(base()).queryAllByTestId('ean-code')).toHaveLength(0);
    await userEvent.click(toggle);
    expect(consumer().eans).toHaveLength(1);
  });

  it('shows each fault under its own field, the unit fault under the unit, EAN and general faults', async () => {
    const structure = defaultBasicStructure(() => 'p');
    const pack = structure.packages[0]!;
    structure.packages[0] = { ...pack, eans: [{ ...pack.eans[0]!, uuid: 'ean-1' }] };
    await renderSection([structure], {
      faults: {
        packages: {
          p: {
            [CONSUMER.DIMENSIONS]: ['Musisz podać wymiary'],
            [`${CONSUMER.NET_WEIGHT}.unit`]: ['Musisz podać jednostkę miary'],
            '': ['Opakowanie jest niekompletne'],
          },
          packages: { '': ['Musisz dodać minimum jedno opakowanie'] },
        },
        eans: { 'ean-1': ['Ten kod EAN jest już przypisany do produktu „Jogurt” (nr 7)'] },
        general: [],
      },
    });
    expect(description(within(base()).getByRole('group', { name: FIELDS.dimensions }))).toBe(
      'Musisz podać wymiary',
    );
    const netUnit = within(base()).getByRole('combobox', { name: unitOf(FIELDS.netWeight) });
    expect(description(netUnit)).toBe('Musisz podać jednostkę miary');
    expect(description(within(base()).getByTestId('ean-code'))).toContain('„Jogurt” (nr 7)');
    expect(within(base()).getByText('Opakowanie jest niekompletne')).toBeTruthy();
    expect(screen.getByText('Musisz dodać minimum jedno opakowanie')).toBeTruthy();
  });

  it('read-only: no actions, disabled fields', async () => {
    await renderSection(basic(), { readOnly: true });
    expect(within(base()).getByLabelText<HTMLInputElement>(FIELDS.netWeight).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: L.ean.add })).toBeNull();
    expect(screen.queryByRole('button', { name: /Usuń/ })).toBeNull();
    expect(screen.queryByRole('button', { name: pl_addMaterial() })).toBeNull();
  });
});

function pl_addMaterial() {
  return /Dodaj materiał/;
}
