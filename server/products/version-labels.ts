import { inArray } from 'drizzle-orm';
import type { CardSnapshot, VersionDifference } from '@domain/card-history';
import { PACKAGE_TYPE, type Language } from '@domain/constants';
import type { CurrentUser } from '@domain/user';
import { translate } from '@i18n/translate';
import type { Db } from '../db/client';
import { attributes, networks, units } from '../db/schema';
import { nameIn } from './localize';
import { seesPrivateAttribute } from './private-attributes';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** i18n keys of logistics.packageTypes by §3 package type number. */
const PACKAGE_KEYS: Record<number, string> = {
  [PACKAGE_TYPE.SINGLE]: 'single',
  [PACKAGE_TYPE.MULTI]: 'multi',
  [PACKAGE_TYPE.CONSUMER]: 'consumer',
  [PACKAGE_TYPE.FIRST_LEVEL]: 'firstLevel',
  [PACKAGE_TYPE.SECOND_LEVEL]: 'secondLevel',
  [PACKAGE_TYPE.THIRD_LEVEL]: 'thirdLevel',
  [PACKAGE_TYPE.PALLET]: 'pallet',
};

/** What a set of snapshots names only by id, in the reader's language, and which attributes the reader sees. */
export interface VersionNames {
  attributes: Map<string, string>;
  units: Map<string, string>;
  values: Map<string, string>;
  networks: Map<string, string>;
  hidden: Set<string>;
}

export async function versionNames(
  db: Db,
  user: CurrentUser,
  language: Language,
  snapshots: readonly CardSnapshot[],
): Promise<VersionNames> {
  const uuids = [...new Set(snapshots.flatMap((s) => s.attributes.map((a) => a.uuid)))].filter((uuid) =>
    UUID.test(uuid),
  );
  const [definitions, unitRows, networkRows] = await Promise.all([
    uuids.length === 0 ? [] : db.select().from(attributes).where(inArray(attributes.uuid, uuids)),
    db.select().from(units),
    db.select().from(networks),
  ]);
  const names: VersionNames = {
    attributes: new Map(),
    units: new Map(unitRows.map((row) => [row.uuid, nameIn(row.name, language)])),
    values: new Map(),
    networks: new Map(networkRows.map((row) => [row.code, row.name])),
    hidden: new Set(),
  };
  for (const definition of definitions) {
    names.attributes.set(definition.uuid, nameIn(definition.name, language));
    for (const value of definition.availableValues)
      names.values.set(value.uuid, nameIn(value.name, language));
    if (!seesPrivateAttribute(user, definition)) names.hidden.add(definition.uuid);
  }
  return names;
}

/** The snapshot without the private attributes the reader may not see (§6, docs/decisions/0043). */
export function visibleSnapshot<T extends CardSnapshot>(snapshot: T, names: VersionNames): T {
  return { ...snapshot, attributes: snapshot.attributes.filter((a) => !names.hidden.has(a.uuid)) };
}

/** "selgros 11 EAN" → "selgros: Opakowanie konsumenckie — EAN" (subjects as versionDifferences names them). */
function packageLabel(subject: string, language: Language): string {
  const match = /^(?:(\S+) )?(\d+)( EAN)?$/.exec(subject);
  if (match === null) return subject;
  const key = PACKAGE_KEYS[Number(match[2])];
  const name = key === undefined ? (match[2] ?? '') : translate(language, `logistics.packageTypes.${key}`);
  return `${match[1] === undefined ? '' : `${match[1]}: `}${name}${match[3] === undefined ? '' : ' — EAN'}`;
}

/** A difference's subject named for the reader. */
export function differenceLabel(
  difference: VersionDifference,
  names: VersionNames,
  language: Language,
): string {
  const { section, subject } = difference;
  if (section === 'profile') return translate(language, `cardHistory.fields.${subject}`);
  if (section === 'attributes') return names.attributes.get(subject) ?? subject;
  if (section === 'logistic') return packageLabel(subject, language);
  if (section === 'availability')
    return subject === 'own_brand_network_code'
      ? translate(language, 'cardHistory.fields.own_brand_network_code')
      : (names.networks.get(subject) ?? subject);
  return translate(language, `mediaGallery.mediaTypes.${subject}`);
}
