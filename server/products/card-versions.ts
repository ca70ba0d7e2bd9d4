import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import {
  cardSnapshotSchema,
  versionSourceSchema,
  type StoredSnapshot,
  type VersionEntry,
} from '@contract/card-history';
import { versionDifferences } from '@domain/card-history';
import type { Language } from '@domain/constants';
import type { Db } from '../db/client';
import { productVersions } from '../db/schema';
import { peopleNames } from './card';
import { differenceLabel, visibleSnapshot, type VersionNames } from './version-labels';

export type VersionRow = typeof productVersions.$inferSelect;

/** How many changed fields a timeline entry names. */
const SUMMARY_SIZE = 3;

const EMPTY_SNAPSHOT: StoredSnapshot = {
  product_profile: {
    category_ids: [],
    company_address: null,
    return_address: null,
    own_brand_type: 1,
    name: '',
    name_to_show: '',
    is_shared: false,
    is_basic: true,
    producer: null,
    brand: null,
    sub_brand: null,
  },
  logistic: { structures: [] },
  network_availability: { availability: [], own_brand_type: 1, own_brand_network_code: null },
  gallery: [],
  attributes: [],
  status: 0,
  sales_status: 1,
};

/** A stored snapshot read with the contract; a stored oddity reads as an empty card, never a 500. */
export function snapshotOf(row: VersionRow): StoredSnapshot {
  const parsed = cardSnapshotSchema.safeParse(row.snapshot);
  return parsed.success ? parsed.data : EMPTY_SNAPSHOT;
}

/** Versions of a card, newest first, below `before` (keyset), one more than asked to know the next page. */
export async function versionPage(db: Db, productId: number, before: number | null, limit: number) {
  return db
    .select()
    .from(productVersions)
    .where(
      and(
        eq(productVersions.productId, productId),
        before === null ? undefined : lt(productVersions.version, before),
      ),
    )
    .orderBy(desc(productVersions.version))
    .limit(limit + 1);
}

export async function versionsByNumber(db: Db, productId: number, numbers: number[]) {
  return db
    .select()
    .from(productVersions)
    .where(and(eq(productVersions.productId, productId), inArray(productVersions.version, numbers)));
}

/** The people a page of versions names (who saved, who had switched to them), by id. */
export function versionPeople(db: Db, rows: readonly VersionRow[]) {
  return peopleNames(
    db,
    rows.flatMap((row) => [row.userId, row.switchedById]),
  );
}

function person(id: number | null, people: Map<number, string>) {
  const name = id === null ? undefined : people.get(id);
  return id === null || name === undefined ? null : { id, name };
}

/** A timeline entry: who, when, from where, and what changed since `previous` (null for the first). */
export function versionEntry(
  row: VersionRow,
  previous: VersionRow | null,
  people: Map<number, string>,
  names: VersionNames,
  language: Language,
): VersionEntry {
  const source = versionSourceSchema.safeParse(row.source);
  const differences =
    previous === null
      ? []
      : versionDifferences(
          visibleSnapshot(snapshotOf(previous), names),
          visibleSnapshot(snapshotOf(row), names),
          names,
        );
  return {
    version: row.version,
    saved_at: row.savedAt.toISOString(),
    user: person(row.userId, people),
    switched_by: person(row.switchedById, people),
    source: source.success ? source.data : 'ui',
    restored_from: row.restoredFrom,
    changes: differences.length,
    summary: [...new Set(differences.map((d) => differenceLabel(d, names, language)))].slice(0, SUMMARY_SIZE),
  };
}
