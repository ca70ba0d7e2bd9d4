import type { AttributeData, AvailabilityEntry, ProductProfile, SavedAttribute, Structure } from './product';

/** Where a card version came from (docs/decisions/0053). */
export const VERSION_SOURCE = {
  UI: 'ui',
  IMPORTER: 'importer',
  BULK_EDIT: 'bulk_edit',
  API: 'api',
  RESTORE: 'restore',
} as const;
export type VersionSource = (typeof VERSION_SOURCE)[keyof typeof VERSION_SOURCE];

/** A stored version of a card: its content in the shape the card form loads (§3 Save payload). */
export interface CardSnapshot {
  product_profile: Omit<ProductProfile, 'producer' | 'brand' | 'sub_brand'> & {
    producer: number | null;
    brand: number | null;
    sub_brand: number | null;
  };
  logistic: { structures: Structure[] };
  network_availability: {
    availability: AvailabilityEntry[];
    own_brand_type: number;
    own_brand_network_code: string | null;
  };
  gallery: { type: number; id: number }[];
  attributes: SavedAttribute[];
  status: number;
  sales_status: number;
}

/** The parts of a card a user restores one by one: a profile field, one attribute, or a whole section. */
export type RestoreKey =
  `profile.${ProfileField}` | `attribute:${string}` | 'logistic' | 'availability' | 'gallery';

export const PROFILE_FIELDS = [
  'name',
  'name_to_show',
  'category_ids',
  'producer',
  'brand',
  'sub_brand',
  'company_address',
  'return_address',
  'is_shared',
  'is_basic',
  'own_brand_type',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

export type DifferenceSection = 'profile' | 'attributes' | 'logistic' | 'availability' | 'gallery';

/** One line of a comparison: what differs, how each version says it, and what restoring it brings back. */
export interface VersionDifference {
  /** Unique within a comparison. */
  key: string;
  section: DifferenceSection;
  /** Profile field name, attribute uuid, `<package type>` or `<package type> EAN`, network code, media type. */
  subject: string;
  before: string;
  after: string;
  restore: RestoreKey;
}

/** Names the snapshot holds only as ids: attribute, unit and value names, by uuid. */
export interface SnapshotNames {
  units: ReadonlyMap<string, string>;
  values: ReadonlyMap<string, string>;
}

const NO_NAMES: SnapshotNames = { units: new Map(), values: new Map() };

function show(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(show).join(', ');
  return String(value);
}

/** Values with their units ("250 g"), chosen values by name. */
function showData(
  data: readonly (AttributeData | Structure['packages'][number]['fields'][number]['data'][number])[],
  names: SnapshotNames,
): string {
  return data
    .map((entry) => {
      const values = entry.value.filter((value) => value !== '').join(' – ');
      const uuid = entry.value_uuid ?? null;
      const chosen = entry.value_name ?? (uuid === null ? '' : (names.values.get(uuid) ?? uuid));
      const text = [chosen, values].filter(Boolean).join(' ');
      const unitUuid = entry.unit_uuid ?? null;
      const unit = entry.unit ?? (unitUuid === null ? null : (names.units.get(unitUuid) ?? unitUuid));
      return unit && text !== '' ? `${text} ${unit}` : text;
    })
    .filter(Boolean)
    .join('; ');
}

function profileDifferences(a: CardSnapshot, b: CardSnapshot): VersionDifference[] {
  return PROFILE_FIELDS.flatMap((field) => {
    const before = show(a.product_profile[field]);
    const after = show(b.product_profile[field]);
    return before === after
      ? []
      : [
          {
            key: `profile.${field}`,
            section: 'profile' as const,
            subject: field,
            before,
            after,
            restore: `profile.${field}` as const,
          },
        ];
  });
}

function attributeDifferences(a: CardSnapshot, b: CardSnapshot, names: SnapshotNames): VersionDifference[] {
  const before = new Map(a.attributes.map((attribute) => [attribute.uuid, attribute.data]));
  const after = new Map(b.attributes.map((attribute) => [attribute.uuid, attribute.data]));
  return [...new Set([...before.keys(), ...after.keys()])].flatMap((uuid) => {
    const was = showData(before.get(uuid) ?? [], names);
    const is = showData(after.get(uuid) ?? [], names);
    return was === is
      ? []
      : [
          {
            key: `attribute:${uuid}`,
            section: 'attributes' as const,
            subject: uuid,
            before: was,
            after: is,
            restore: `attribute:${uuid}` as const,
          },
        ];
  });
}

type Pack = Structure['packages'][number];

/** Packages by structure and type ("1", "11"…; a network structure's are prefixed with its networks). */
function packagesOf(snapshot: CardSnapshot): Map<string, Pack> {
  const out = new Map<string, Pack>();
  for (const structure of snapshot.logistic.structures) {
    const prefix = structure.is_network_structure ? `${structure.network_codes.join('+')} ` : '';
    for (const pack of structure.packages) out.set(`${prefix}${pack.package_type}`, pack);
  }
  return out;
}

function showPackage(pack: Pack | undefined, names: SnapshotNames): string {
  if (pack === undefined) return '';
  return pack.fields
    .map((field) => showData(field.data, names))
    .filter(Boolean)
    .join(' | ');
}

function showEans(pack: Pack | undefined): string {
  if (pack === undefined) return '';
  return pack.eans
    .map((entry) => entry.ean.trim())
    .filter(Boolean)
    .join(', ');
}

function logisticDifferences(a: CardSnapshot, b: CardSnapshot, names: SnapshotNames): VersionDifference[] {
  const before = packagesOf(a);
  const after = packagesOf(b);
  return [...new Set([...before.keys(), ...after.keys()])].flatMap((type) => {
    const lines: VersionDifference[] = [];
    const fieldsBefore = showPackage(before.get(type), names);
    const fieldsAfter = showPackage(after.get(type), names);
    if (fieldsBefore !== fieldsAfter)
      lines.push({
        key: `logistic:${type}`,
        section: 'logistic',
        subject: type,
        before: fieldsBefore,
        after: fieldsAfter,
        restore: 'logistic',
      });
    const eansBefore = showEans(before.get(type));
    const eansAfter = showEans(after.get(type));
    if (eansBefore !== eansAfter)
      lines.push({
        key: `logistic:${type}:ean`,
        section: 'logistic',
        subject: `${type} EAN`,
        before: eansBefore,
        after: eansAfter,
        restore: 'logistic',
      });
    return lines;
  });
}

function showAvailability(entry: AvailabilityEntry | undefined): string {
  if (entry === undefined) return '';
  return [entry.visibility ? '✓' : '✗', entry.product_number].filter(Boolean).join(' ');
}

function availabilityDifferences(a: CardSnapshot, b: CardSnapshot): VersionDifference[] {
  const before = new Map(a.network_availability.availability.map((entry) => [entry.code, entry]));
  const after = new Map(b.network_availability.availability.map((entry) => [entry.code, entry]));
  const lines = [...new Set([...before.keys(), ...after.keys()])].flatMap((code) => {
    const was = showAvailability(before.get(code));
    const is = showAvailability(after.get(code));
    return was === is
      ? []
      : [
          {
            key: `availability:${code}`,
            section: 'availability' as const,
            subject: code,
            before: was,
            after: is,
            restore: 'availability' as const,
          },
        ];
  });
  const ownBefore = show(a.network_availability.own_brand_network_code);
  const ownAfter = show(b.network_availability.own_brand_network_code);
  if (ownBefore !== ownAfter)
    lines.push({
      key: 'availability:own_brand_network_code',
      section: 'availability',
      subject: 'own_brand_network_code',
      before: ownBefore,
      after: ownAfter,
      restore: 'availability',
    });
  return lines;
}

function galleryDifferences(a: CardSnapshot, b: CardSnapshot): VersionDifference[] {
  const byType = (snapshot: CardSnapshot) => {
    const out = new Map<number, number[]>();
    for (const entry of snapshot.gallery) out.set(entry.type, [...(out.get(entry.type) ?? []), entry.id]);
    return out;
  };
  const before = byType(a);
  const after = byType(b);
  return [...new Set([...before.keys(), ...after.keys()])]
    .sort((x, y) => x - y)
    .flatMap((type) => {
      const was = show([...(before.get(type) ?? [])].sort((x, y) => x - y).map((id) => `#${id}`));
      const is = show([...(after.get(type) ?? [])].sort((x, y) => x - y).map((id) => `#${id}`));
      return was === is
        ? []
        : [
            {
              key: `gallery:${type}`,
              section: 'gallery' as const,
              subject: String(type),
              before: was,
              after: is,
              restore: 'gallery' as const,
            },
          ];
    });
}

/**
 * §3 Save payload, §4 Saving: what differs between two versions of a card, field by field — profile fields,
 * attributes with their units, logistics packages and their EANs, availability per network, media by type.
 * Values are compared as the user reads them, so a change of shape alone is no difference.
 */
export function versionDifferences(
  before: CardSnapshot,
  after: CardSnapshot,
  names: SnapshotNames = NO_NAMES,
): VersionDifference[] {
  return [
    ...profileDifferences(before, after),
    ...attributeDifferences(before, after, names),
    ...logisticDifferences(before, after, names),
    ...availabilityDifferences(before, after),
    ...galleryDifferences(before, after),
  ];
}

/** One entry of a card's timeline: who saved which version, when, from where, and what changed. */
export interface VersionEntry {
  version: number;
  saved_at: string;
  user: { id: number; name: string } | null;
  switched_by: { id: number; name: string } | null;
  source: VersionSource;
  restored_from: number | null;
  changes: number;
  summary: string[];
}

/** A page of the timeline, newest first. */
export interface VersionPage {
  versions: VersionEntry[];
  next: number | null;
  current_version: number;
  can_restore: boolean;
}

/** Two versions compared: the differences named for the reader, and the older version's content. */
export interface VersionComparison {
  from: VersionEntry;
  to: VersionEntry;
  from_snapshot: CardSnapshot;
  differences: (Omit<VersionDifference, 'restore'> & { label: string; restore: string })[];
}
