import { describe, expect, it } from 'vitest';
import {
  FORM_AVAILABILITY_TYPES,
  addPossibleNetwork,
  chooseAvailabilityType,
  chooseOwnBrandNetwork,
  clearUnselected,
  filterNetworks,
  isFormAvailabilityType,
  networkPossibility,
  OWN_BRAND_NETWORK_FIELD,
  setProductNumber,
  sortNetworks,
  toggleNetwork,
  unknownNetworkFaults,
} from '@domain/availability';
import { AVAILABILITY } from '@domain/constants';
import type { AvailabilityEntry, NetworkAvailability } from '@domain/product';

const NETWORKS = [
  { code: 'A', name: 'Żabka' },
  { code: 'B', name: 'Auchan' },
  { code: 'C', name: 'Łańcuch Sklepów' },
  { code: 'D', name: 'Carrefour' },
];
const NAMES = Object.fromEntries(NETWORKS.map((network) => [network.code, network.name]));

const entry = (code: string, visibility: boolean, product_number = ''): AvailabilityEntry => ({
  code,
  visibility,
  product_number,
});

function state(overrides: Partial<NetworkAvailability> = {}): NetworkAvailability {
  return {
    availability: [entry('A', true, 'A-1'), entry('B', false, 'B-1'), entry('C', true)],
    own_brand_type: AVAILABILITY.OWN_BRAND,
    own_brand_network_code: 'C',
    ...overrides,
  };
}

const visibility = (next: NetworkAvailability) =>
  Object.fromEntries(next.availability.map((item) => [item.code, item.visibility]));

describe('§4 Availability: choosing the type', () => {
  it('generally available makes all networks visible, listing the missing ones', () => {
    const next = chooseAvailabilityType(state(), AVAILABILITY.GENERALLY_AVAILABLE, NETWORKS);
    expect(visibility(next)).toEqual({ A: true, B: true, C: true, D: true });
    expect(next.own_brand_type).toBe(AVAILABILITY.GENERALLY_AVAILABLE);
    expect(next.own_brand_network_code).toBeNull();
    expect(next.availability.find((item) => item.code === 'B')?.product_number).toBe('B-1');
  });

  it.each([AVAILABILITY.OWN_BRAND, AVAILABILITY.NETWORK_LOGO, AVAILABILITY.IMPORTED_FOR_ONE_NETWORK])(
    'type %i hides all networks except the own-brand network',
    (type) => {
      const next = chooseAvailabilityType(state(), type, NETWORKS);
      expect(visibility(next)).toEqual({ A: false, B: false, C: true });
      expect(next.own_brand_type).toBe(type);
      expect(next.own_brand_network_code).toBe('C');
    },
  );

  it('hides every network when no own-brand network is recorded', () => {
    const next = chooseAvailabilityType(state({ own_brand_network_code: null }), 3, NETWORKS);
    expect(visibility(next)).toEqual({ A: false, B: false, C: false });
  });
});

describe('§9 Availability types in the form', () => {
  it.each([
    [AVAILABILITY.GENERALLY_AVAILABLE, true],
    [AVAILABILITY.OWN_BRAND, true],
    [AVAILABILITY.NETWORK_LOGO, true],
    [AVAILABILITY.IMPORTED_FOR_ONE_NETWORK, true],
    [AVAILABILITY.PARTIALLY_AVAILABLE, false],
  ])('type %i offered: %s', (type, offered) => {
    expect(isFormAvailabilityType(type)).toBe(offered);
  });

  it('offers exactly 4 types', () => {
    expect(FORM_AVAILABILITY_TYPES).toHaveLength(4);
  });
});

describe('§4 Availability: networks', () => {
  it('choosing the own-brand network makes only it visible and records it', () => {
    const next = chooseOwnBrandNetwork(state(), 'B');
    expect(visibility(next)).toEqual({ A: false, B: true, C: false });
    expect(next.own_brand_network_code).toBe('B');
  });

  it('choosing an unlisted own-brand network lists it as visible', () => {
    const next = chooseOwnBrandNetwork(state(), 'D');
    expect(visibility(next)).toEqual({ A: false, B: false, C: false, D: true });
    expect(next.own_brand_network_code).toBe('D');
  });

  it.each([
    ['A', { A: false, B: false, C: true }],
    ['B', { A: true, B: true, C: true }],
  ])('toggling %s flips its visibility only', (code, expected) => {
    expect(visibility(toggleNetwork(state(), code))).toEqual(expected);
  });

  it('clearing unselected networks empties their product number only', () => {
    const next = clearUnselected(state());
    expect(next.availability.map((item) => item.product_number)).toEqual(['A-1', '', '']);
  });

  it.each([
    ['  12 34 ', '12 34'],
    ['\t99\n', '99'],
    ['   ', ''],
    ['X', 'X'],
  ])('§5 product number %j is stored as %j', (typed, stored) => {
    const next = setProductNumber(state(), 'A', typed);
    expect(next.availability[0]?.product_number).toBe(stored);
    expect(next.availability[1]?.product_number).toBe('B-1');
  });

  it('network possibility lists the networks not yet in availability', () => {
    expect(networkPossibility(state(), NETWORKS).map((network) => network.code)).toEqual(['D']);
  });

  it('adding a possible network moves it into availability as visible', () => {
    const next = addPossibleNetwork(state(), 'D');
    expect(next.availability.at(-1)).toEqual(entry('D', true));
    expect(networkPossibility(next, NETWORKS)).toEqual([]);
  });

  it('adding a listed network makes it visible without duplicating it', () => {
    const next = addPossibleNetwork(state(), 'B');
    expect(next.availability).toHaveLength(3);
    expect(visibility(next).B).toBe(true);
  });
});

describe('§2 Availability section: sort and search', () => {
  const entries = [entry('A', false, '1'), entry('B', true), entry('C', false), entry('D', true, '2')];
  const codes = (list: AvailabilityEntry[]) => list.map((item) => item.code);

  it.each([
    ['name', ['B', 'D', 'C', 'A']],
    ['selection', ['B', 'D', 'C', 'A']],
    ['completion', ['D', 'A', 'B', 'C']],
  ] as const)('sorts by %s', (by, expected) => {
    expect(codes(sortNetworks(entries, NAMES, by))).toEqual(expected);
  });

  it('sorts unnamed networks by their code', () => {
    expect(codes(sortNetworks([entry('Z', true), entry('Ab', true)], {}, 'name'))).toEqual(['Ab', 'Z']);
  });

  it.each([
    ['', ['A', 'B', 'C', 'D']],
    ['zabka', ['A']],
    ['ŻAB', ['A']],
    ['lancuch', ['C']],
    ['  car ', ['D']],
    ['an', ['B', 'C']],
    ['xyz', []],
  ])('search %j finds %j', (query, expected) => {
    expect(codes(filterNetworks(entries, NAMES, query))).toEqual(expected);
  });
});

describe('§4 Availability in the ready validation: networks that exist (docs/decisions/0013)', () => {
  const codes = NETWORKS.map((network) => network.code);
  const fields = (next: NetworkAvailability) =>
    unknownNetworkFaults(next, codes).map((fault) => `${fault.namespace} ${fault.field} ${fault.message}`);

  it('known networks and a named own-brand network pass', () => {
    expect(fields(state())).toEqual([]);
    expect(
      fields(state({ own_brand_type: AVAILABILITY.GENERALLY_AVAILABLE, own_brand_network_code: null })),
    ).toEqual([]);
  });

  it('an unknown network code is named on its network; an unknown own-brand network on its field', () => {
    expect(fields(state({ availability: [entry('X', true)], own_brand_network_code: 'Y' }))).toEqual([
      'network_availability X validation.unknownNetwork',
      `network_availability ${OWN_BRAND_NETWORK_FIELD} validation.unknownNetwork`,
    ]);
  });

  it('own brand, network logo and one-network import name their network', () => {
    for (const type of [
      AVAILABILITY.OWN_BRAND,
      AVAILABILITY.NETWORK_LOGO,
      AVAILABILITY.IMPORTED_FOR_ONE_NETWORK,
    ])
      expect(fields(state({ own_brand_type: type, own_brand_network_code: null }))).toEqual([
        `network_availability ${OWN_BRAND_NETWORK_FIELD} validation.ownBrandNetworkRequired`,
      ]);
  });
});
