import { VALIDITY, type Validity } from './attribute-validity';
import { unifiedId } from './product';
import type { FieldFault } from './refusal';

/** §3 Fault: a namespaced field and message; header and identify come with qc and compliance faults. */
export interface Fault extends FieldFault {
  header?: string;
  identify?: string;
}

/** §3 Issue: a qc or compliance finding; `identify` names what it is about within `ns`. */
export interface Issue {
  type: 'qc' | 'compliance';
  ns: string;
  identify: string;
  header: string;
  message: string;
}

/** The namespaces the form maps faults by (fields: see each map of FaultMaps). */
export const NAMESPACE = {
  PROFILE: 'product_profile',
  ATTRIBUTES: 'attributes',
  GALLERY: 'gallery',
  LOGISTIC: 'logistic',
  EAN: 'ean',
  NETWORK: 'network_availability',
} as const;

/** §8 Validation message keys (catalogue section "validation"). */
export const FAULT_MESSAGE = {
  REQUIRED: 'validation.required',
  NOT_EMPTY: 'validation.notEmpty',
  UNIT: 'validation.unit',
  GREATER_THAN_ZERO: 'validation.greaterThanZero',
  DIMENSIONS: 'validation.dimensions',
  AT_LEAST_ONE_PACKAGE: 'validation.atLeastOnePackage',
  ONE_OF: 'validation.oneOf',
  FILE_NAME_TAKEN: 'validation.fileNameTaken',
} as const;

/** §5 Only one fault per attribute value and one per unit. */
export interface AttributeFaults {
  value?: Fault;
  unit?: Fault;
}

/** §5 Faults mapped per attribute, package, ean, network or media file, plus the rest. */
export interface FaultMaps {
  /** product_profile field (name, name_to_show, producer, brand, sub_brand, return_address ...). */
  profile: Record<string, Fault[]>;
  /** Attribute uuid; the field is `<uuid>` for the value, `<uuid>.unit` for the unit. */
  attributes: Record<string, AttributeFaults>;
  /** Package uuid → what follows it in `<package uuid>.<field uuid>[.unit]` ('' for the package itself). */
  packages: Record<string, Record<string, Fault[]>>;
  /** EAN uuid (namespace ean). */
  eans: Record<string, Fault[]>;
  /** Network code, from `<code>` or `<code>.<field>` (namespace network_availability). */
  networks: Record<string, Fault[]>;
  /** Media type or file id (namespace gallery). */
  media: Record<string, Fault[]>;
  other: Fault[];
}

/** Fresh, empty fault maps. */
function emptyFaultMaps(): FaultMaps {
  return { profile: {}, attributes: {}, packages: {}, eans: {}, networks: {}, media: {}, other: [] };
}

export const NO_FAULTS: FaultMaps = emptyFaultMaps();

const RENAMED: Readonly<Record<string, string>> = {
  name_trade: 'name_to_show',
  subbrand: 'sub_brand',
  package: NAMESPACE.LOGISTIC,
};
/** Older servers send a profile field as the namespace itself (name_trade, subbrand). */
const PROFILE_FIELDS: ReadonlySet<string> = new Set([
  'name',
  'name_to_show',
  'producer',
  'brand',
  'sub_brand',
  'company_address',
  'return_address',
  'category_ids',
  'own_brand_type',
]);

/** §5 Old namespaces renamed: name_trade → name_to_show, subbrand → sub_brand, package → logistic. */
export function normalizeFault(fault: Fault): Fault {
  const namespace = RENAMED[fault.namespace] ?? fault.namespace;
  if (PROFILE_FIELDS.has(namespace)) return { ...fault, namespace: NAMESPACE.PROFILE, field: namespace };
  const field = namespace === NAMESPACE.PROFILE ? (RENAMED[fault.field] ?? fault.field) : fault.field;
  return namespace === fault.namespace && field === fault.field ? fault : { ...fault, namespace, field };
}

function split(field: string): [string, string] {
  const dot = field.indexOf('.');
  return dot < 0 ? [field, ''] : [field.slice(0, dot), field.slice(dot + 1)];
}

function push(map: Record<string, Fault[]>, key: string, fault: Fault): void {
  (map[key] ??= []).push(fault);
}

/** §5 Maps server faults (renamed first) per attribute, package, ean, network and media file. */
export function mapFaults(faults: readonly Fault[]): FaultMaps {
  const maps = emptyFaultMaps();
  for (const raw of faults) {
    const fault = normalizeFault(raw);
    const [head, rest] = split(fault.field);
    switch (fault.namespace) {
      case NAMESPACE.PROFILE:
        push(maps.profile, fault.field, fault);
        break;
      case NAMESPACE.ATTRIBUTES: {
        const entry = (maps.attributes[head] ??= {});
        const part = rest === 'unit' ? 'unit' : 'value';
        entry[part] ??= fault; // the first one wins; later ones for the same part are not listed
        break;
      }
      case NAMESPACE.LOGISTIC:
        push((maps.packages[head] ??= {}), rest, fault);
        break;
      case NAMESPACE.EAN:
        push(maps.eans, head, fault);
        break;
      case NAMESPACE.NETWORK:
        push(maps.networks, head, fault);
        break;
      case NAMESPACE.GALLERY:
        push(maps.media, fault.field, fault);
        break;
      default:
        maps.other.push(fault);
    }
  }
  return maps;
}

/** §8 Every mapped fault once, for the validation tab's list (attributes: one per value and unit). */
export function faultList(maps: FaultMaps): Fault[] {
  const attributeFaults = Object.values(maps.attributes).flatMap((entry) =>
    [entry.value, entry.unit].filter((fault): fault is Fault => fault !== undefined),
  );
  return [
    ...Object.values(maps.profile).flat(),
    ...attributeFaults,
    ...Object.values(maps.packages).flatMap((fields) => Object.values(fields).flat()),
    ...Object.values(maps.eans).flat(),
    ...Object.values(maps.networks).flat(),
    ...Object.values(maps.media).flat(),
    ...maps.other,
  ];
}

/** §5 Sets (message) or clears (null) the client-side value or unit fault of one attribute. */
export function setAttributeFault(
  maps: FaultMaps,
  uuid: string,
  part: 'value' | 'unit',
  message: string | null,
): FaultMaps {
  const { [part]: _old, ...others } = maps.attributes[uuid] ?? {};
  const entry: AttributeFaults =
    message === null
      ? others
      : {
          ...others,
          [part]: {
            namespace: NAMESPACE.ATTRIBUTES,
            field: part === 'unit' ? `${uuid}.unit` : uuid,
            message,
            type: 'validation',
          },
        };
  const { [uuid]: _removed, ...rest } = maps.attributes;
  const hasAny = entry.value !== undefined || entry.unit !== undefined;
  return { ...maps, attributes: hasAny ? { ...rest, [uuid]: entry } : rest };
}

/** §5 Client-side faults of one attribute from its validity: -1 a value fault, -2 a unit fault, 0 none. */
export function setAttributeValidity(maps: FaultMaps, uuid: string, validity: Validity): FaultMaps {
  const value = validity === VALIDITY.NO_VALUE ? FAULT_MESSAGE.NOT_EMPTY : null;
  const unit = validity === VALIDITY.NO_UNIT ? FAULT_MESSAGE.UNIT : null;
  return setAttributeFault(setAttributeFault(maps, uuid, 'value', value), uuid, 'unit', unit);
}

/** §4 A switched-off or vanished attribute loses its faults. */
export function clearAttributeFaults(maps: FaultMaps, uuid: string): FaultMaps {
  if (!(uuid in maps.attributes)) return maps;
  const { [uuid]: _removed, ...rest } = maps.attributes;
  return { ...maps, attributes: rest };
}

/** §4 Keeps only the faults of the attributes still on the form (after a category change). */
export function keepAttributeFaults(maps: FaultMaps, uuids: ReadonlySet<string>): FaultMaps {
  const kept = Object.entries(maps.attributes).filter(([uuid]) => uuids.has(uuid));
  if (kept.length === Object.keys(maps.attributes).length) return maps;
  return { ...maps, attributes: Object.fromEntries(kept) };
}

/** §5 Old namespaces renamed in issues too. */
export function normalizeIssue(issue: Issue): Issue {
  const ns = RENAMED[issue.ns] ?? issue.ns;
  return ns === issue.ns ? issue : { ...issue, ns };
}

function isIssueOf(issue: Issue, attribute: { uuid: string; code?: string | null }): boolean {
  return (
    issue.ns === NAMESPACE.ATTRIBUTES &&
    (issue.identify === attribute.uuid || issue.identify === unifiedId(attribute))
  );
}

/** §4 Issues of an attribute are cleared when the user edits it. */
export function clearAttributeIssues(
  issues: readonly Issue[],
  attribute: { uuid: string; code?: string | null },
): Issue[] {
  return issues.filter((issue) => !isIssueOf(issue, attribute));
}

/** §4 Issues can be removed one by one by identify. */
export function removeIssue(issues: readonly Issue[], identify: string, ns?: string): Issue[] {
  return issues.filter((issue) => issue.identify !== identify || (ns !== undefined && issue.ns !== ns));
}

/** §4 Drops the attribute issues of attributes no longer on the form; other issues stay. */
export function keepAttributeIssues(
  issues: readonly Issue[],
  attributes: readonly { uuid: string; code?: string | null }[],
): Issue[] {
  const keys = new Set(attributes.flatMap((attribute) => [attribute.uuid, unifiedId(attribute)]));
  return issues.filter((issue) => issue.ns !== NAMESPACE.ATTRIBUTES || keys.has(issue.identify));
}
