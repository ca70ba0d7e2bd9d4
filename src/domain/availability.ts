import { AVAILABILITY } from './constants';
import { NAMESPACE } from './faults';
import type { AvailabilityEntry, NetworkAvailability } from './product';
import type { FieldFault } from './refusal';

/** A retail network the card can be made available in (§3 Network availability). */
export interface NetworkOption {
  code: string;
  name: string;
}

/** §9 Availability: the 4 types offered in the form; partial 5 is shown when stored, never offered. */
export const FORM_AVAILABILITY_TYPES = [
  AVAILABILITY.GENERALLY_AVAILABLE,
  AVAILABILITY.OWN_BRAND,
  AVAILABILITY.NETWORK_LOGO,
  AVAILABILITY.IMPORTED_FOR_ONE_NETWORK,
] as const;

/** §9 Whether a type is one of the 4 the form offers (partial 5 is not). */
export function isFormAvailabilityType(type: number): boolean {
  return (FORM_AVAILABILITY_TYPES as readonly number[]).includes(type);
}

/** §2 Product form, availability section: the network list sorts by name, by selection or by completion. */
export type NetworkSort = 'name' | 'selection' | 'completion';

const emptyEntry = (code: string, visibility: boolean): AvailabilityEntry => ({
  code,
  visibility,
  product_number: '',
});

/**
 * §4 Availability: generally available (1) makes every network visible (networks not yet listed join);
 * any other type hides all networks except the own-brand network, which stays visible. The own-brand
 * network is cleared for type 1, which has none.
 */
export function chooseAvailabilityType(
  state: NetworkAvailability,
  type: number,
  allNetworks: readonly { code: string }[],
): NetworkAvailability {
  if (type === AVAILABILITY.GENERALLY_AVAILABLE) {
    const listed = new Set(state.availability.map((entry) => entry.code));
    const joining = allNetworks.filter((network) => !listed.has(network.code));
    return {
      availability: [
        ...state.availability.map((entry) => ({ ...entry, visibility: true })),
        ...joining.map((network) => emptyEntry(network.code, true)),
      ],
      own_brand_type: type,
      own_brand_network_code: null,
    };
  }
  const own = state.own_brand_network_code;
  return {
    ...state,
    availability: state.availability.map((entry) => ({ ...entry, visibility: entry.code === own })),
    own_brand_type: type,
  };
}

/** §4 Availability: choosing the own-brand network makes only it visible and records it. */
export function chooseOwnBrandNetwork(state: NetworkAvailability, code: string): NetworkAvailability {
  const listed = state.availability.some((entry) => entry.code === code);
  const availability = state.availability.map((entry) => ({ ...entry, visibility: entry.code === code }));
  return {
    ...state,
    availability: listed ? availability : [...availability, emptyEntry(code, true)],
    own_brand_network_code: code,
  };
}

/** §4 Availability: toggling a network flips its visibility. */
export function toggleNetwork(state: NetworkAvailability, code: string): NetworkAvailability {
  return {
    ...state,
    availability: state.availability.map((entry) =>
      entry.code === code ? { ...entry, visibility: !entry.visibility } : entry,
    ),
  };
}

/** §4 Availability: clearing unselected networks empties their product number. */
export function clearUnselected(state: NetworkAvailability): NetworkAvailability {
  return {
    ...state,
    availability: state.availability.map((entry) =>
      entry.visibility ? entry : { ...entry, product_number: '' },
    ),
  };
}

/** §4 Availability, §5 Computations: a network's product (supplier) number is stored trimmed. */
export function setProductNumber(
  state: NetworkAvailability,
  code: string,
  number: string,
): NetworkAvailability {
  return {
    ...state,
    availability: state.availability.map((entry) =>
      entry.code === code ? { ...entry, product_number: number.trim() } : entry,
    ),
  };
}

/** §4 Availability: adding a possible network moves it into availability as visible. */
export function addPossibleNetwork(state: NetworkAvailability, code: string): NetworkAvailability {
  if (state.availability.some((entry) => entry.code === code)) {
    return {
      ...state,
      availability: state.availability.map((entry) =>
        entry.code === code ? { ...entry, visibility: true } : entry,
      ),
    };
  }
  return { ...state, availability: [...state.availability, emptyEntry(code, true)] };
}

/** §3 Network availability: network_possibility, the networks that can still be added. */
export function networkPossibility<N extends { code: string }>(
  state: NetworkAvailability,
  allNetworks: readonly N[],
): N[] {
  const listed = new Set(state.availability.map((entry) => entry.code));
  return allNetworks.filter((network) => !listed.has(network.code));
}

const collator = new Intl.Collator('pl', { sensitivity: 'base', numeric: true });
const nameOf = (entry: AvailabilityEntry, names: Readonly<Record<string, string>>) =>
  names[entry.code] ?? entry.code;
const byName = (names: Readonly<Record<string, string>>) => (a: AvailabilityEntry, b: AvailabilityEntry) =>
  collator.compare(nameOf(a, names), nameOf(b, names));

/**
 * §2 Product form, availability section: sort by name; by selection (visible first) or by completion
 * (with a product number first), each then by name.
 */
export function sortNetworks(
  entries: readonly AvailabilityEntry[],
  names: Readonly<Record<string, string>>,
  by: NetworkSort,
): AvailabilityEntry[] {
  const name = byName(names);
  const rank = (entry: AvailabilityEntry) => {
    if (by === 'selection') return entry.visibility ? 0 : 1;
    if (by === 'completion') return entry.product_number.trim() ? 0 : 1;
    return 0;
  };
  return [...entries].sort((a, b) => rank(a) - rank(b) || name(a, b));
}

/** Lower case without diacritics; ł has no decomposition, so it is mapped by hand. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/ł/g, 'l').trim();
}

/** §2 Product form, availability section: search receiver by name, ignoring case and diacritics. */
export function filterNetworks(
  entries: readonly AvailabilityEntry[],
  names: Readonly<Record<string, string>>,
  query: string,
): AvailabilityEntry[] {
  const wanted = foldText(query);
  if (!wanted) return [...entries];
  return entries.filter((entry) => foldText(nameOf(entry, names)).includes(wanted));
}

/** §3 Network availability faults: namespace network_availability, field the network code (or the own-brand key). */
const networkFault = (field: string, message: string): FieldFault => ({
  namespace: NAMESPACE.NETWORK,
  field,
  message,
  type: 'validation',
});

/** §4 The types whose single visible network is the own-brand network. */
const NEEDS_OWN_NETWORK: ReadonlySet<number> = new Set([
  AVAILABILITY.OWN_BRAND,
  AVAILABILITY.NETWORK_LOGO,
  AVAILABILITY.IMPORTED_FOR_ONE_NETWORK,
]);

/** The field the own-brand network's faults are kept under (faults.ts maps them by field). */
export const OWN_BRAND_NETWORK_FIELD = 'own_brand_network_code';

/**
 * §4 Availability, checked with the ready validation (docs/decisions/0013): every listed network and the
 * own-brand network exist; an own-brand, network-logo or one-network import card names its network.
 */
export function unknownNetworkFaults(
  state: NetworkAvailability,
  networkCodes: readonly string[],
): FieldFault[] {
  const known = new Set(networkCodes);
  const out: FieldFault[] = [];
  for (const entry of state.availability) {
    if (!known.has(entry.code)) out.push(networkFault(entry.code, 'validation.unknownNetwork'));
  }
  const own = state.own_brand_network_code;
  if (own !== null && own !== '' && !known.has(own)) {
    out.push(networkFault(OWN_BRAND_NETWORK_FIELD, 'validation.unknownNetwork'));
  } else if ((own === null || own === '') && NEEDS_OWN_NETWORK.has(state.own_brand_type)) {
    out.push(networkFault(OWN_BRAND_NETWORK_FIELD, 'validation.ownBrandNetworkRequired'));
  }
  return out;
}
