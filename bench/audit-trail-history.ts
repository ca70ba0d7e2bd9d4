import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../server/db/client';
import { readTrail } from '../server/audit/read-trail';
import { versionPage } from '../server/products/card-versions';
import type { BenchResult } from './result';

/** 100,000 cards with 20 versions each: 2,000,000 versions and 2,000,000 trail entries. */
const CARDS = 100_000;
const VERSIONS = 20;
/** Bench cards are numbered above the demo's. */
const FIRST_CARD = 1_000_001;
const READS = 60;
const WARM_UP = 5;
/** A deep page: the last five versions or entries of a card, read below the 15 newer ones. */
const DEEP_LIMIT = 5;

const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))]!;

/**
 * The cards, their versions and their trail, set-based. Triggers and foreign-key checks are off for the
 * fill (session_replication_role): the rows are what the saves would have left, not saves themselves.
 */
async function fill(db: Db) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`insert into products (id, company_id, name_to_show, status)
      select ${FIRST_CARD} + card, 1 + card % 50, 'Karta ' || card, 1
        from generate_series(0, ${CARDS - 1}) card`);
    await tx.execute(sql`insert into product_versions (product_id, version, user_id, source, snapshot)
      select ${FIRST_CARD} + card, version, null, 'ui',
             jsonb_build_object('product_profile', jsonb_build_object('name_to_show', 'Karta ' || card || ' v' || version))
        from generate_series(0, ${CARDS - 1}) card, generate_series(1, ${VERSIONS}) version`);
    await tx.execute(sql`insert into audit_entries
        (source, user_id, user_name, actor_company_id, entity, entity_id, action, product_id, company_id, changes)
      select 'ui', 1 + (card % 500), 'Użytkownik', 1 + (card % 50), 'card', (${FIRST_CARD} + card)::text, 'update',
             ${FIRST_CARD} + card, 1 + (card % 50),
             jsonb_build_object('name_to_show', jsonb_build_object('before', 'v' || (version - 1), 'after', 'v' || version))
        from generate_series(1, ${VERSIONS}) version, generate_series(0, ${CARDS - 1}) card`);
  });
  await db.execute(sql`analyze products`);
  await db.execute(sql`analyze product_versions`);
  await db.execute(sql`analyze audit_entries`);
}

async function timed(read: (card: number) => Promise<unknown>) {
  const times: number[] = [];
  for (let round = 0; round < READS + WARM_UP; round += 1) {
    const card = FIRST_CARD + ((round * 7919) % CARDS);
    const started = performance.now();
    await read(card);
    if (round >= WARM_UP) times.push(performance.now() - started);
  }
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

/** The plan's line that names how the rows are found. */
async function planLine(db: Db, query: string): Promise<string> {
  const rows = rowsOf<{ 'QUERY PLAN': string }>(await db.execute(sql.raw(`explain ${query}`)));
  const lines = rows.map((row) => row['QUERY PLAN'].trim());
  return lines.find((line) => /Scan/.test(line)) ?? lines.join(' ');
}

/** Where a deep page of a card's trail starts: below its 15 newest entries. */
async function deepBefore(db: Db, card: number): Promise<number> {
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`select id from audit_entries where product_id = ${card}
      order by id desc offset ${VERSIONS - DEEP_LIMIT} limit 1`),
  );
  return Number(row!.id) + 1;
}

/**
 * A card's history at 100,000 cards of 20 versions: the versions timeline (GET …/versions, its query
 * versionPage) and the change-log report on the card (readTrail), each a first page and a deep page, read
 * with the functions the routes call.
 */
export async function historyReads(label: string, db: Db): Promise<BenchResult[]> {
  await fill(db);
  const versionsFirst = await timed((card) => versionPage(db, card, null, VERSIONS));
  const versionsDeep = await timed((card) => versionPage(db, card, DEEP_LIMIT + 1, DEEP_LIMIT));
  const trailFirst = await timed((card) => readTrail(db, { kind: 'card', productId: card }, { limit: 50 }));
  const befores = new Map<number, number>();
  for (let round = 0; round < READS + WARM_UP; round += 1) {
    const card = FIRST_CARD + ((round * 7919) % CARDS);
    befores.set(card, await deepBefore(db, card));
  }
  const trailDeep = await timed((card) =>
    readTrail(db, { kind: 'card', productId: card }, { limit: DEEP_LIMIT, before: befores.get(card)! }),
  );
  const card = FIRST_CARD + 4242;
  const versionsPlan = await planLine(
    db,
    `select * from product_versions where product_id = ${card} and version < 6 order by version desc limit 6`,
  );
  const trailPlan = await planLine(
    db,
    `select * from audit_entries where product_id = ${card} and id < ${befores.values().next().value ?? 0} order by id desc limit 6`,
  );
  console.log(`${label} versions plan: ${versionsPlan}\n${label} trail plan: ${trailPlan}`);
  const indexed = (plan: string) => /Index (Only )?Scan/.test(plan) && !/Seq Scan/.test(plan);
  const row = (name: string, value: number, plan: string): BenchResult => ({
    name: `${label}: ${name}`,
    value: Number(value.toFixed(2)),
    unit: 'ms',
    goal: 'index, no table scan',
    ok: indexed(plan),
  });
  return [
    row(
      `versions timeline, first page of ${VERSIONS}: p95 (2,000,000 versions)`,
      versionsFirst.p95,
      versionsPlan,
    ),
    row(`versions timeline, a deep page (5 oldest): p95`, versionsDeep.p95, versionsPlan),
    row(`change log of a card, first page: p95 (2,000,000 entries)`, trailFirst.p95, trailPlan),
    row(`change log of a card, a deep page (5 oldest, keyset): p95`, trailDeep.p95, trailPlan),
  ];
}
