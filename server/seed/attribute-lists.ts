import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  attributeMigrationCompanies,
  attributeMigrations,
  attributes,
  categories,
  requirementSets,
  users,
} from '../db/schema';
import { resetAgreements } from '../attribute-lists/migration-companies';
import type { ReferenceIds } from './reference';

/**
 * Demo data of the attribute lists (docs/decisions/0019): requirement sets of four networks (their
 * essentiality rows are computed once here), a new storage attribute and a pending migration to it that one
 * of the two affected suppliers has agreed to.
 */

interface DemoSet {
  network: string;
  /** Email of the demo user who made it; null: the platform's administrator. */
  by: string | null;
  name: string;
  categories: string[];
  attributes: string[];
}

const FOOD = '50000000';
const DAIRY = '50130000';
const DRINKS = '50200000';

const DEMO_SETS: DemoSet[] = [
  {
    network: 'metro',
    by: 'metro@demo.pim',
    name: 'Żywność — dane podstawowe',
    categories: [FOOD],
    attributes: ['country', 'ingredients', 'net_content', 'shelf_life', 'storage_mode'],
  },
  {
    network: 'metro',
    by: 'metro@demo.pim',
    name: 'Nabiał — wartości odżywcze',
    categories: [DAIRY],
    attributes: ['fat', 'energy', 'allergens'],
  },
  {
    network: 'selgros',
    by: 'network@demo.pim',
    name: 'Karta podstawowa Selgros',
    categories: [FOOD],
    attributes: ['country', 'net_content', 'ingredients', 'selgros_group'],
  },
  {
    network: 'selgros',
    by: 'network@demo.pim',
    name: 'Napoje — przechowywanie',
    categories: [DRINKS],
    attributes: ['storage_temp', 'alcohol', 'shelf_life'],
  },
  {
    network: 'markant',
    by: 'qc@demo.pim',
    name: 'Kontrola jakości Markant',
    categories: [FOOD],
    attributes: ['shelf_life', 'storage_mode', 'fat'],
  },
  {
    network: 'penny',
    by: null,
    name: 'Penny — opis marketingowy',
    categories: [FOOD],
    attributes: ['description', 'slogan', 'net_content', 'country'],
  },
];

/** The attribute the demo migration moves storage modes to, with finer values. */
export const STORAGE_CONDITIONS_UUID = '5f0c2a4e-7b1d-4e8a-9c3f-2d6b8e1a4c70';
const STORAGE_CONDITION_VALUES = [
  {
    uuid: '5f0c2a4e-7b1d-4e8a-9c3f-2d6b8e1a4c71',
    name: { pl: 'Chłodnia (2–8 °C)', de: 'Kühlung (2–8 °C)', ro: 'Refrigerat (2–8 °C)' },
  },
  {
    uuid: '5f0c2a4e-7b1d-4e8a-9c3f-2d6b8e1a4c72',
    name: { pl: 'Mroźnia (−18 °C)', de: 'Tiefkühlung (−18 °C)', ro: 'Congelat (−18 °C)' },
  },
  {
    uuid: '5f0c2a4e-7b1d-4e8a-9c3f-2d6b8e1a4c73',
    name: {
      pl: 'Sucho, temperatura pokojowa',
      de: 'Trocken, Raumtemperatur',
      ro: 'Uscat, temperatura camerei',
    },
  },
];

export async function seedAttributeLists(
  db: Db,
  ref: ReferenceIds,
  // The seed writes alone: every network's rows at once, here rather than by queued jobs.
  refreshEssentialities = async () => {
    await db.execute(sql`select lists.refresh_essentialities(null, null)`);
  },
): Promise<void> {
  const categoryRows = await db.select({ id: categories.id, code: categories.code }).from(categories);
  const categoryId = new Map(categoryRows.map((row) => [row.code, row.id]));
  const userRows = await db.select({ id: users.id, email: users.email }).from(users);
  const userId = new Map(userRows.map((row) => [row.email, row.id]));
  const admin = userId.get('admin@demo.pim') ?? null;

  await db.insert(requirementSets).values(
    DEMO_SETS.map((set) => {
      const attributeUuids = set.attributes.map((key) => ref.attributeUuids[key]!);
      return {
        networkCode: set.network,
        name: set.name,
        categoryIds: set.categories.map((code) => categoryId.get(code)!),
        attributeUuids,
        attributeCount: attributeUuids.length,
        createdById: set.by === null ? admin : (userId.get(set.by) ?? admin),
      };
    }),
  );
  await refreshEssentialities();

  const [last] = await db
    .select({ position: attributes.position })
    .from(attributes)
    .orderBy(desc(attributes.position))
    .limit(1);
  await db.insert(attributes).values({
    uuid: STORAGE_CONDITIONS_UUID,
    code: 'storage_conditions',
    type: 'select',
    sectionCode: 'storage',
    name: { pl: 'Warunki przechowywania', de: 'Lagerbedingungen', ro: 'Condiții de depozitare' },
    availableValues: STORAGE_CONDITION_VALUES,
    position: 1000 + (last?.position ?? 0),
  });
  const modes = ref.attributeValues.storage_mode ?? [];
  const [migration] = await db
    .insert(attributeMigrations)
    .values({
      name: 'Sposób przechowywania → Warunki przechowywania',
      sourceAttributeUuid: ref.attributeUuids.storage_mode!,
      targetAttributeUuid: STORAGE_CONDITIONS_UUID,
      valueMap: modes.map((from, index) => ({ from, to: STORAGE_CONDITION_VALUES[index]!.uuid })),
      createdById: admin,
    })
    .returning({ id: attributeMigrations.id });
  const affected = await resetAgreements(db, migration!.id, ref.attributeUuids.storage_mode!);
  await db
    .update(attributeMigrations)
    .set({ affectedCards: affected })
    .where(eq(attributeMigrations.id, migration!.id));
  // The brewery has agreed already; the dairy's supplier (the demo supplier) still has to.
  const brewery = ref.companies.brewery;
  const brewer = userId.get('supplier2@demo.pim');
  if (brewery !== undefined && brewer !== undefined)
    await db
      .update(attributeMigrationCompanies)
      .set({ agreedById: brewer, agreedAt: new Date() })
      .where(inArray(attributeMigrationCompanies.companyId, [brewery]));
}
