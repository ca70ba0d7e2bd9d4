import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf, type Database } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { resetSchema } from '../server/db/reset';
import { readTrail } from '../server/audit/read-trail';
import type { BenchResult } from './result';

/** §3 a heavy card: 1,000 attributes, a save changing 20 of them. */
const ATTRIBUTES = 1_000;
const CHANGED = 20;
const SAVES = 40;
/** The history bench: 100,000 cards with 20 versions each (2,000,000 entries). */
const CARDS = 100_000;
const VERSIONS = 20;
const READS = 60;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function attributes(round: number): unknown[] {
  return Array.from({ length: ATTRIBUTES }, (_, index) => ({
    uuid: `c0000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    code: null,
    data: [{ value: [index < CHANGED ? `wartość ${round}` : `stała ${index}`], unit_uuid: null }],
  }));
}

/** A company and one card of 1,000 attributes, on an empty migrated database. */
async function heavyCard(database: Database): Promise<number> {
  const { db } = database;
  await db.execute(sql`insert into companies (name, kind) values ('Bench', 'supplier')`);
  const [card] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into products (company_id, name_to_show, status, attributes)
      select id, 'Karta', 1, ${JSON.stringify(attributes(0))}::jsonb from companies returning id`),
  );
  return card!.id;
}

/**
 * The save's write with its trail against the same write with the trail switched off (the setting the
 * test harness uses), alternating, each in its own transaction as the save runs it.
 */
async function saveOverhead(database: Database, id: number) {
  const withTrail: number[] = [];
  const without: number[] = [];
  for (let round = 1; round <= SAVES * 2; round += 1) {
    const audited = round % 2 === 0;
    const document = JSON.stringify(attributes(round));
    const started = performance.now();
    await database.db.transaction(async (tx) => {
      if (!audited) await tx.execute(sql`select set_config('pim.audit', 'off', true)`);
      await tx.execute(sql`update products set attributes = ${document}::jsonb, name_to_show = ${`Karta ${round}`}
        where id = ${id}`);
    });
    (audited ? withTrail : without).push(performance.now() - started);
  }
  return { withTrail: median(withTrail), without: median(without) };
}

/** 2,000,000 entries as 100,000 cards' saves of 20 versions each would leave, spread over 50 companies. */
async function fillTrail(database: Database) {
  await database.db.execute(sql`insert into audit_entries
      (source, user_id, user_name, actor_company_id, entity, entity_id, action, product_id, company_id, changes)
    select 'ui', 1 + (card % 500), 'Użytkownik', 1 + (card % 50), 'card', card::text, 'update', card,
           1 + (card % 50),
           jsonb_build_object('name_to_show', jsonb_build_object('before', 'v' || (version - 1), 'after', 'v' || version))
      from generate_series(1, ${CARDS}) card, generate_series(1, ${VERSIONS}) version`);
  await database.db.execute(sql`analyze audit_entries`);
}

async function timedReads(read: (round: number) => Promise<unknown>) {
  const times: number[] = [];
  for (let round = 0; round < READS; round += 1) {
    const started = performance.now();
    await read(round);
    times.push(performance.now() - started);
  }
  return median(times.slice(5));
}

async function plan(database: Database, where: string): Promise<string> {
  const rows = rowsOf<{ 'QUERY PLAN': string }>(
    await database.db.execute(
      sql.raw(`explain select * from audit_entries where ${where} order by id desc limit 51`),
    ),
  );
  return rows.map((row) => row['QUERY PLAN']).join(' ');
}

async function benchOn(label: string, url: string | null): Promise<BenchResult[]> {
  const database = await openDatabase({ url, dataDir: null });
  try {
    if (url !== null) await resetSchema(database.db);
    else await migrate(database.db);
    const card = await heavyCard(database);
    const save = await saveOverhead(database, card);
    await fillTrail(database);
    const pick = (round: number) => 1 + ((round * 7919) % CARDS);
    const firstPage = await timedReads((round) =>
      readTrail(database.db, { kind: 'card', productId: pick(round) }, { limit: 50 }),
    );
    const companyPage = await timedReads((round) =>
      readTrail(
        database.db,
        { kind: 'company', companyId: 1 + (round % 50) },
        { limit: 50, before: 1_000_000 },
      ),
    );
    const cardPlan = await plan(database, 'product_id = 4242');
    const seqScan =
      /Seq Scan/.test(cardPlan) || /Seq Scan/.test(await plan(database, 'company_id = 7 and id < 1000000'));
    const overhead = (save.withTrail / save.without - 1) * 100;
    return [
      {
        name: `${label}: save write of 1,000 attributes without the trail (median of ${SAVES})`,
        value: Number(save.without.toFixed(2)),
        unit: 'ms',
        goal: 'reference',
        ok: true,
      },
      {
        name: `${label}: the same write with its trail entry`,
        value: Number(save.withTrail.toFixed(2)),
        unit: 'ms',
        goal: 'reference',
        ok: true,
      },
      {
        name: `${label}: what the trail adds to the write`,
        value: Number(overhead.toFixed(1)),
        unit: '%',
        goal: '≤ 10 % of the save',
        ok: overhead <= 10,
      },
      {
        name: `${label}: a card's history, first page of 50 (2,000,000 entries)`,
        value: Number(firstPage.toFixed(2)),
        unit: 'ms',
        goal: 'index, no table scan',
        ok: !seqScan,
      },
      {
        name: `${label}: a company's history, a page further down (keyset)`,
        value: Number(companyPage.toFixed(2)),
        unit: 'ms',
        goal: 'index, no table scan',
        ok: !seqScan,
      },
    ];
  } finally {
    await database.close();
  }
}

/**
 * The audit trail (docs/decisions/0052): what its triggers add to a save of a 1,000-attribute card, and
 * how fast a history page reads at 100,000 cards of 20 versions, on PGlite and, with BENCH_DATABASE_URL,
 * on PostgreSQL.
 */
export async function benchAuditTrail(): Promise<BenchResult[]> {
  const results = await benchOn('PGlite', null);
  const url = process.env['BENCH_DATABASE_URL'];
  if (url !== undefined && url !== '') results.push(...(await benchOn('PostgreSQL', url)));
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const result of await benchAuditTrail())
    console.log(
      `${result.name}: ${result.value} ${result.unit} (${result.goal}) ${result.ok ? 'ok' : 'MISSED'}`,
    );
}
