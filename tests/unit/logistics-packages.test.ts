import { describe, expect, it } from 'vitest';
import { PACKAGE_TYPE } from '@domain/constants';
import {
  addNetworkStructure,
  addPackage,
  addablePackageTypes,
  displayPackageIndex,
  isBasePackage,
  networksWithStructure,
  removePackage,
  setStructureNetworks,
} from '@domain/logistics-packages';
import { defaultBasicStructure, emptyPackage } from '@domain/logistics-structure';
import type { Structure } from '@domain/product';

const { CONSUMER, FIRST_LEVEL, SECOND_LEVEL, THIRD_LEVEL, PALLET, SINGLE } = PACKAGE_TYPE;

function uuids(prefix = 'u') {
  let next = 0;
  return () => `${prefix}-${(next += 1)}`;
}

const types = (structure: Structure | undefined) => structure?.packages.map((pack) => pack.package_type);

describe('§4 adding a package', () => {
  it('with no structure and index 0, a first non-network structure is created', () => {
    const [structure] = addPackage([], 0, CONSUMER, uuids());
    expect(structure).toEqual(defaultBasicStructure(uuids()));
    const [collective] = addPackage([], 0, FIRST_LEVEL, uuids());
    expect(collective).toMatchObject({ is_network_structure: false, network_codes: [] });
    expect(types(collective)).toEqual([FIRST_LEVEL]);
  });

  it('appended when the structure has no pallet', () => {
    const start = [defaultBasicStructure(uuids('a'))];
    const next = addPackage(start, 0, FIRST_LEVEL, uuids('b'));
    expect(types(next[0])).toEqual([CONSUMER, FIRST_LEVEL]);
    expect(next[0]!.packages[0]).toBe(start[0]!.packages[0]);
  });

  it('placed before the pallet if one exists', () => {
    let structures = addPackage([defaultBasicStructure(uuids('a'))], 0, PALLET, uuids('b'));
    structures = addPackage(structures, 0, FIRST_LEVEL, uuids('c'));
    structures = addPackage(structures, 0, SECOND_LEVEL, uuids('d'));
    expect(types(structures[0])).toEqual([CONSUMER, FIRST_LEVEL, SECOND_LEVEL, PALLET]);
  });

  it('a structure index that does not exist changes nothing', () => {
    const start = [defaultBasicStructure(uuids())];
    expect(addPackage(start, 3, FIRST_LEVEL, uuids())).toEqual(start);
    expect(addPackage([], 1, FIRST_LEVEL, uuids())).toEqual([]);
  });

  it('new packages: levels start with the EAN flag and one empty EAN, a pallet without; units number', () => {
    const first = emptyPackage(FIRST_LEVEL, uuids());
    expect(first.has_ean).toBe(true);
    expect(first.eans).toHaveLength(1);
    expect(first.fields[0]!.data[0]!.value).toEqual(['']);
    const pallet = emptyPackage(PALLET, uuids());
    expect(pallet).toMatchObject({ has_ean: false, eans: [] });
    expect(emptyPackage(SINGLE, uuids()).fields).toEqual([]);
  });

  it('the package modal offers one consumer and one pallet per structure, collective levels always', () => {
    expect(addablePackageTypes(undefined)).toEqual([
      CONSUMER,
      FIRST_LEVEL,
      SECOND_LEVEL,
      THIRD_LEVEL,
      PALLET,
    ]);
    const structures = addPackage([defaultBasicStructure(uuids())], 0, PALLET, uuids('p'));
    expect(addablePackageTypes(structures[0])).toEqual([FIRST_LEVEL, SECOND_LEVEL, THIRD_LEVEL]);
  });
});

describe('§4 deleting a package', () => {
  function card(): Structure[] {
    let structures = [defaultBasicStructure(uuids('a'))];
    structures = addPackage(structures, 0, FIRST_LEVEL, uuids('b'));
    structures = addNetworkStructure(structures, ['selgros'], uuids('c'));
    return structures;
  }

  it('a package that is not the only one goes alone', () => {
    const structures = card();
    const next = removePackage(structures, 'b-1');
    expect(types(next[0])).toEqual([CONSUMER]);
    expect(next[1]).toBe(structures[1]);
  });

  it('the only package of a structure takes the structure with it', () => {
    const next = removePackage(card(), 'c-1');
    expect(next).toHaveLength(1);
  });

  it('the base package removes the packages for all networks and the individual structures', () => {
    const structures = card();
    expect(isBasePackage(structures[0]!, structures[0]!.packages[0]!)).toBe(true);
    expect(isBasePackage(structures[1]!, structures[1]!.packages[0]!)).toBe(false);
    expect(removePackage(structures, 'a-1')).toEqual([]);
  });

  it('an unknown package changes nothing', () => {
    const structures = card();
    expect(removePackage(structures, 'nope')).toEqual(structures);
  });
});

describe('§3 network-specific structures', () => {
  it('a new structure for the chosen networks starts with a consumer package; codes once each', () => {
    const next = addNetworkStructure(
      [defaultBasicStructure(uuids('a'))],
      ['selgros', 'metro', 'selgros'],
      uuids('b'),
    );
    expect(next[1]).toMatchObject({ is_network_structure: true, network_codes: ['selgros', 'metro'] });
    expect(types(next[1])).toEqual([CONSUMER]);
  });

  it('networks change on network structures only; networks with a structure are listed', () => {
    let structures = addNetworkStructure([defaultBasicStructure(uuids('a'))], ['selgros'], uuids('b'));
    structures = setStructureNetworks(structures, 1, ['metro', 'penny']);
    expect(structures[1]!.network_codes).toEqual(['metro', 'penny']);
    expect(setStructureNetworks(structures, 0, ['x'])[0]!.network_codes).toEqual([]);
    expect([...networksWithStructure(structures)]).toEqual(['metro', 'penny']);
    expect([...networksWithStructure(structures, 1)]).toEqual([]);
  });

  it('structure display packages: consumer to third level at indexes 0 to 3', () => {
    expect(
      [CONSUMER, FIRST_LEVEL, SECOND_LEVEL, THIRD_LEVEL, PALLET, SINGLE].map(displayPackageIndex),
    ).toEqual([0, 1, 2, 3, null, null]);
  });
});
