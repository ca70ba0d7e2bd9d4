import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { PRODUCT_STATUS } from '@domain/constants';
import { openDatabase, rowsOf, type Db } from '@server/db/client';
import { MILLION, millionDatabase } from './million-fixture';
import { login, startApi, type Session } from './product-list-fixture';
import { listTimes } from './product-list.bench';
import type { BenchResult } from './result';
import { freePort } from './server-process';

const SHOW_GOAL_MS = 15;
const SAVE_GOAL_MS = 150;
const ATTRIBUTES = 1_000;
const CHANGED = 20;
const WARM_UP = 10;
const SAVES = 60;
/** The brick of the heavy card: the copy of a demo brick with 1,000 optional text attributes more. */
const HEAVY_BRICK = '10099902';

const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))]!;

const load = () => loadavg()[0]!.toFixed(2);

function timed(name: string, times: number[], goal: number): BenchResult {
  const p95 = Number(percentile(times, 0.95).toFixed(1));
  return {
    name: `${name}: p95 (p50 ${percentile(times, 0.5).toFixed(1)} ms, ${times.length} requests)`,
    value: p95,
    unit: 'ms',
    goal: `≤ ${goal}`,
    ok: p95 <= goal,
  };
}

async function get(origin: string, session: Session, path: string) {
  const response = await fetch(`${origin}${path}`, { headers: { cookie: session.cookie } });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`GET ${path}: ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/** §2 card details: GET /api/p1/product/show/{id} of cards spread over the whole id range. */
async function showTimes(origin: string, db: Db): Promise<BenchResult[]> {
  const supplier = await login(origin, 'supplier@demo.pim', 'demo-supplier-pass');
  const admin = await login(origin, 'admin@demo.pim', 'demo-admin-pass');
  const ids = rowsOf<{ id: number }>(
    await db.execute(sql`select p.id from products p join users u on u.company_id = p.company_id
      where u.email = 'supplier@demo.pim' and p.id % 4999 = 7 order by p.id limit 100`),
  ).map((row) => row.id);
  const times = { supplier: [] as number[], admin: [] as number[] };
  for (let round = 0; round < WARM_UP + 4; round += 1)
    for (const id of ids)
      for (const [who, session] of [
        ['supplier', supplier],
        ['admin', admin],
      ] as const) {
        const started = performance.now();
        await get(origin, session, `/api/p1/product/show/${id}`);
        if (round >= WARM_UP) times[who].push(performance.now() - started);
      }
  return [
    timed('card show, supplier, own cards across 1,000,000', times.supplier, SHOW_GOAL_MS),
    timed('card show, admin, the same cards', times.admin, SHOW_GOAL_MS),
  ];
}

/**
 * A ready card of the demo supplier moved to a copy of its brick that has 1,000 optional text attributes
 * more (its own required ones unchanged, so it stays ready); made once per database.
 */
async function heavyReadyCard(db: Db): Promise<{ id: number; uuids: string[] }> {
  const uuids = Array.from(
    { length: ATTRIBUTES },
    (_, i) => `c1000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
  );
  const [existing] = rowsOf<{ id: number }>(
    await db.execute(sql`select p.id from products p join categories c on c.id = p.category_id
      where c.code = ${HEAVY_BRICK} order by p.id limit 1`),
  );
  if (existing !== undefined) return { id: existing.id, uuids };
  await db.transaction(async (tx) => {
    const [card] = rowsOf<{ id: number; category_id: number }>(
      await tx.execute(sql`select p.id, p.category_id from products p join users u on u.company_id = p.company_id
        where u.email = 'supplier@demo.pim' and p.status = ${PRODUCT_STATUS.READY} order by p.id limit 1`),
    );
    const [brick] = rowsOf<{ id: number }>(
      await tx.execute(sql`insert into categories (parent_id, level, code, name)
        select parent_id, level, ${HEAVY_BRICK},
          '{"pl":"Benchmark: karta gotowa z 1000 atrybutów","de":"Benchmark","ro":"Benchmark"}'::jsonb
        from categories where id = ${card!.category_id} returning id`),
    );
    await tx.execute(sql`insert into attributes (uuid, type, section_code, name, position)
      select ('c1000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, 'text', 'basic',
        jsonb_build_object('pl', 'Atrybut ' || i, 'de', 'Attribut ' || i, 'ro', 'Atribut ' || i), 30000 + i
      from generate_series(1, ${ATTRIBUTES}) i`);
    await tx.execute(sql`insert into category_attributes (category_id, attribute_uuid, is_required, is_visible)
      select ${brick!.id}::int, attribute_uuid, is_required, is_visible from category_attributes
      where category_id = ${card!.category_id}
      union all
      select ${brick!.id}::int, ('c1000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, false, true
      from generate_series(1, ${ATTRIBUTES}) i`);
    await tx.execute(sql`update products set category_id = ${brick!.id} where id = ${card!.id}`);
  });
  return heavyReadyCard(db);
}

/** §4 Saving: the ready save (no ?save=draft) of the heavy card, 20 of its 1,000 values changed each time. */
async function readySaveTimes(origin: string, card: { id: number; uuids: string[] }): Promise<BenchResult> {
  const supplier = await login(origin, 'supplier@demo.pim', 'demo-supplier-pass');
  const times: number[] = [];
  for (let round = 0; round < WARM_UP + SAVES; round += 1) {
    const shown = await get(origin, supplier, `/api/p1/product/show/${card.id}`);
    const {
      general_info: info,
      id: _id,
      ...payload
    } = shown as {
      general_info: { version: number; updated_at: string };
      id: number;
      attributes: { uuid: string }[];
    };
    const own = payload.attributes.filter((attribute) => !card.uuids.includes(attribute.uuid));
    const body = {
      ...payload,
      attributes: [
        ...own,
        ...card.uuids.map((uuid, index) => ({
          uuid,
          code: null,
          data: [
            {
              value: [index < CHANGED ? `Wartość ${index} w zapisie ${round}` : `Stała wartość ${index}`],
              value_uuid: null,
              unit_uuid: null,
            },
          ],
        })),
      ],
      version: info.version,
      updated_at: info.updated_at,
    };
    const started = performance.now();
    const response = await fetch(`${origin}/api/p1/product/${card.id}/edit`, {
      method: 'PUT',
      headers: {
        cookie: supplier.cookie,
        'x-csrf-token': supplier.csrf,
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (response.status !== 200) throw new Error(`ready save: ${response.status} ${text.slice(0, 500)}`);
    if (round >= WARM_UP) times.push(performance.now() - started);
  }
  return timed(`ready save of a ${ATTRIBUTES}-attribute card`, times, SAVE_GOAL_MS);
}

/**
 * The products list, card show and ready save on PostgreSQL with 1,000,000 cards (docs/decisions/0064):
 * the database BENCH_DATABASE_URL names, seeded once (seed_runs says its size) and reused after. Without
 * it nothing is measured (an empty answer: docs/benchmarks.md keeps the last figures).
 */
export async function benchMillionCards(): Promise<BenchResult[]> {
  const url = process.env['BENCH_DATABASE_URL'];
  if (url === undefined || url === '') return [];
  const { category } = await millionDatabase(url);
  const database = await openDatabase({ url, dataDir: null });
  try {
    const card = await heavyReadyCard(database.db);
    const loadBefore = load();
    const api = await startApi(await freePort(), url);
    try {
      const list = await listTimes(api.origin, category, {
        cards: MILLION.toLocaleString('en'),
        ownCards: (MILLION / 2).toLocaleString('en'),
      });
      const show = await showTimes(api.origin, database.db);
      const save = await readySaveTimes(api.origin, card);
      const machine: BenchResult = {
        name: `machine load (1-minute load average, 2 cores) before → after the run: ${loadBefore} →`,
        value: Number(load()),
        unit: '',
        goal: '—',
        ok: true,
      };
      return [...list, ...show, save, machine];
    } finally {
      await api.stop();
    }
  } finally {
    await database.close();
  }
}

/** `npm run seed -- --products 1000000` as the database BENCH_DATABASE_URL names recorded it. */
export async function benchSeedingAtScale(): Promise<BenchResult[]> {
  const url = process.env['BENCH_DATABASE_URL'];
  if (url === undefined || url === '') return [];
  const { seed } = await millionDatabase(url);
  return [
    {
      name: `seeding ${seed.products.toLocaleString('en')} cards on PostgreSQL, seed then VACUUM ANALYZE (load average ${seed.loadAverage} at its end, ${seed.finishedAt.toISOString().slice(0, 16)} UTC)`,
      value: Number((seed.seconds / 60).toFixed(1)),
      unit: 'min',
      goal: '< 10',
      ok: seed.seconds < 600,
    },
    {
      name: 'the same: cards per second over the whole seed',
      value: Math.round(seed.products / seed.seconds),
      unit: 'cards/s',
      goal: '—',
      ok: true,
    },
  ];
}

// `BENCH_DATABASE_URL=postgres://… npx tsx bench/million-cards.bench.ts`: this suite alone, printed.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const result of [...(await benchSeedingAtScale()), ...(await benchMillionCards())])
    console.log(
      `${result.ok ? '✓' : '✗'} ${result.name}: ${result.value} ${result.unit} (goal ${result.goal})`,
    );
}
