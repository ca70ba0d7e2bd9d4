import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { ATTRIBUTE_TYPES, type AttributeType } from '@domain/attribute-types';
import { defaultBasicStructure } from '@domain/logistics-structure';
import { openDatabase, type Db } from '@server/db/client';
import { migrate } from '@server/db/migrate';
import { attributes, categories, categoryAttributes, type LocalizedName } from '@server/db/schema';
import { DEMO_UNITS } from '@server/seed/demo-attributes';
import { seedDemo } from '@server/seed/demo';
import { createRandom, type Random } from '@server/seed/random';
import { freePort, startServer } from './server-process';

const root = new URL('..', import.meta.url).pathname;
/** A data dir of its own, remade on every run (bench/.tmp is gitignored). */
const DATA_DIR = join(root, 'bench/.tmp/form-fixture');
/** The class the benchmark bricks are put under: Mleko i napoje mleczne (segment → family → class). */
const PARENT_CLASS = '50131700';
export const DEMO_SUPPLIER = { email: 'supplier@demo.pim', password: 'demo-supplier-pass' };

/** A realistic mix of the 25 types (per 100 attributes): mostly text, number and select. */
const TYPE_MIX: [AttributeType, number][] = [
  ['text', 25],
  ['number', 14],
  ['select', 14],
  ['multiselect', 6],
  ['integer', 5],
  ['float', 5],
  ['textarea', 4],
  ['checkbox', 3],
  ['boolean', 3],
  ['text_unit', 3],
  ['date', 2],
  ['radio_multi_select', 2],
  ['checkbox_multi_select', 2],
  ['datetime', 1],
  ['multiselect_number', 1],
  ['multiselect_text', 1],
  ['multiselect_text_unit', 1],
  ['pictogram_multi_select', 1],
  ['rangenumber', 1],
  ['twonumber', 1],
  ['threenumber', 1],
  ['selectrangenumber', 1],
  ['checkbox_text', 1],
  ['fileupload', 1],
  ['html_textarea', 1],
];
const ALWAYS_UNITS: ReadonlySet<AttributeType> = new Set([
  'text_unit',
  'multiselect_number',
  'multiselect_text_unit',
  'rangenumber',
  'twonumber',
  'threenumber',
  'selectrangenumber',
]);
const SOMETIMES_UNITS: ReadonlySet<AttributeType> = new Set(['number', 'integer', 'float']);
const LONG_LISTS: ReadonlySet<AttributeType> = new Set(['select', 'multiselect']);
/** Every select-like type chooses from values (selectrangenumber chooses a mode, not a value). */
const WITH_VALUES: ReadonlySet<AttributeType> = new Set(
  ATTRIBUTE_TYPES.filter((type) => type.includes('select') && type !== 'selectrangenumber'),
);
/** Attribute sections a card spreads over (private network attributes are left to the demo data). */
const SECTION_MIX: [string, number][] = [
  ['basic', 35],
  ['nutrition', 20],
  ['vitamin', 10],
  ['storage', 15],
  ['marketing', 20],
];

const same = (text: string): LocalizedName => ({ pl: text, de: text, ro: text });

function bag<T>(mix: [T, number][], random: Random): T[] {
  const items = mix.flatMap(([item, weight]) => Array.from({ length: weight }, () => item));
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = random.int(0, i);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

function someOf<T>(items: readonly T[], count: number, random: Random): T[] {
  const pool = [...items];
  return Array.from(
    { length: Math.min(count, pool.length) },
    () => pool.splice(random.int(0, pool.length - 1), 1)[0]!,
  );
}

/** `count` attribute definitions of all 25 types, in runs of a section, some in groups. */
function attributeRows(prefix: string, count: number, firstPosition: number, random: Random) {
  const types = bag(TYPE_MIX, random);
  const sections = bag(SECTION_MIX, random);
  const unitUuids = DEMO_UNITS.map((unit) => unit.uuid);
  const rows: (typeof attributes.$inferInsert)[] = [];
  let section = sections[0]!;
  let group: LocalizedName | null = null;
  for (let i = 0; i < count; i += 1) {
    // A new section after 20 attributes on average; a group around a quarter of the runs of eight.
    if (random.chance(1 / 20)) section = sections[i % sections.length]!;
    if (i % 8 === 0) group = random.chance(0.25) ? same(`${prefix} grupa ${i / 8 + 1}`) : null;
    const type = types[i % types.length]!;
    const units =
      ALWAYS_UNITS.has(type) || (SOMETIMES_UNITS.has(type) && random.chance(0.5))
        ? someOf(unitUuids, random.int(1, 3), random)
        : [];
    const valueCount = !WITH_VALUES.has(type)
      ? 0
      : LONG_LISTS.has(type) && random.chance(0.2)
        ? random.int(20, 60)
        : random.int(2, 8);
    rows.push({
      uuid: random.uuid(),
      code: null,
      type,
      sectionCode: section,
      groupName: group,
      name: same(`${prefix} ${i + 1}: ${type.replaceAll('_', ' ')}`),
      description: random.chance(0.1) ? same(`Opis atrybutu ${i + 1}`) : null,
      unitUuids: units,
      availableValues: Array.from({ length: valueCount }, (_, v) => ({
        uuid: random.uuid(),
        name: same(`Wartość ${v + 1}`),
      })),
      position: firstPosition + i,
    });
  }
  return rows;
}

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
}

/** The ids of a category and its ancestors. */
async function chainOf(db: Db, id: number): Promise<number[]> {
  const chain: number[] = [];
  let next: number | null = id;
  while (next !== null) {
    chain.push(next);
    const [row] = await db
      .select({ parentId: categories.parentId })
      .from(categories)
      .where(eq(categories.id, next));
    next = row?.parentId ?? null;
  }
  return chain;
}

/**
 * A brick under the class PARENT_CLASS whose card has `total` attributes: the ones it inherits from its
 * ancestors plus its own, so that the form shows exactly `total`.
 */
async function addBrick(db: Db, code: string, total: number, firstPosition: number, random: Random) {
  const [parent] = await db.select().from(categories).where(eq(categories.code, PARENT_CLASS));
  const [brick] = await db
    .insert(categories)
    .values({ parentId: parent!.id, level: 4, code, name: same(`Benchmark: ${total} atrybutów`) })
    .returning({ id: categories.id });
  const inherited = await db
    .selectDistinct({ uuid: categoryAttributes.attributeUuid })
    .from(categoryAttributes)
    .where(inArray(categoryAttributes.categoryId, await chainOf(db, parent!.id)));
  const rows = attributeRows(`Atrybut ${code}`, total - inherited.length, firstPosition, random);
  await insertInChunks(rows, (chunk) => db.insert(attributes).values(chunk));
  await insertInChunks(rows, (chunk) =>
    db.insert(categoryAttributes).values(
      chunk.map((row) => ({
        categoryId: brick!.id,
        attributeUuid: row.uuid,
        isRequired: random.chance(0.1),
      })),
    ),
  );
  return { categoryId: brick!.id, nextPosition: firstPosition + rows.length };
}

/** Logs the demo supplier in over the API and creates a draft card in the category. */
async function createCard(origin: string, categoryId: number, name: string): Promise<number> {
  const login = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_SUPPLIER),
  });
  if (login.status !== 200) throw new Error(`login: ${login.status} ${await login.text()}`);
  const { csrf_token: csrf } = (await login.json()) as { csrf_token: string };
  const cookie = login.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const saved = await fetch(`${origin}/api/p1/product/new?save=draft`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': csrf },
    body: JSON.stringify({
      product_profile: { category_ids: [categoryId], name_to_show: name },
      // §4 The default basic structure: a consumer package whose weights the bench types into.
      logistic: { structures: [defaultBasicStructure(() => randomUUID())] },
    }),
  });
  if (saved.status !== 201) throw new Error(`save: ${saved.status} ${await saved.text()}`);
  return ((await saved.json()) as { id: number }).id;
}

export interface FormFixture {
  origin: string;
  /** Card ids by their attribute count. */
  cards: Record<number, number>;
  stop(): Promise<void>;
}

/**
 * A server on a free port over a data dir of its own: the demo data plus one brick per attribute count
 * (attribute definitions of all 25 types over the demo sections) and a draft card of the demo supplier in
 * each.
 */
export async function startFormFixture(
  attributeCounts: readonly number[],
  /** More settings for the fixture's server (server/config.ts). */
  env: Record<string, string> = {},
): Promise<FormFixture> {
  rmSync(DATA_DIR, { recursive: true, force: true });
  mkdirSync(DATA_DIR, { recursive: true });
  const database = await openDatabase({ url: null, dataDir: DATA_DIR });
  const bricks = new Map<number, number>();
  try {
    await migrate(database.db);
    await seedDemo(database.db, { products: 20 });
    const random = createRandom(3750);
    let position = 10_000;
    for (const [i, total] of attributeCounts.entries()) {
      const brick = await addBrick(database.db, String(10_099_001 + i), total, position, random);
      bricks.set(total, brick.categoryId);
      position = brick.nextPosition;
    }
  } finally {
    await database.close();
  }
  const server = await startServer(DATA_DIR, await freePort(), { SEED_PRODUCTS: '20', ...env });
  if (!server.ok) throw new Error('the fixture server did not start');
  const cards: Record<number, number> = {};
  for (const [total, categoryId] of bricks)
    cards[total] = await createCard(server.origin, categoryId, `Karta z ${total} atrybutami`);
  return {
    origin: server.origin,
    cards,
    stop: async () => {
      await server.stop();
      rmSync(DATA_DIR, { recursive: true, force: true });
    },
  };
}
